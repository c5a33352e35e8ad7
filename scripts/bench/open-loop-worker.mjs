// An open-loop load in its own thread (so that it does not share an event loop with the server):
// requests start on a fixed schedule, `rate` a second, whether or not earlier ones have been
// answered, as real players' saves would. Each latency is measured from the request's scheduled
// start, so a server that falls behind is not flattered (no coordinated omission).
//
// It runs until told to stop, and each "take" message is answered with the latencies of the
// requests scheduled since the last take, once every one of them has been answered: a load that
// keeps going while the benchmark measures one window after another, whose own start (a new
// thread's first requests, its connections opened, its code not yet compiled) is in no window but
// the first (open-load.ts).
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";

const { nextRequestFor } = createRequire(import.meta.url)("./next-request.cjs");
const { url, method, headers, body, players, rate } = workerData;
const nextRequest = nextRequestFor(players);
/** Each answered request: when it was scheduled, and how long after that its answer came. */
let answered = [];
let errors = 0;
/** Turned away at once with 503 and Retry-After (load shedding): the client sends it again later. */
let shed = 0;
const inFlight = new Set();
const start = performance.now();
/** When the last window ended (the load's start, before the first take). */
let windowStart = start;
let stopped = false;

async function send(scheduledAt) {
  try {
    const request = nextRequest({ headers, body, path: url });
    const response = await fetch(request.path, { method, headers: request.headers, body: request.body });
    await response.arrayBuffer();
    if (response.status === 503 && response.headers.has("retry-after")) shed += 1;
    else if (!response.ok) errors += 1;
  } catch {
    errors += 1;
  }
  answered.push({ scheduledAt, latency: performance.now() - scheduledAt });
}

/** The latencies (and the errors and requests shed) of those scheduled before now, once all are answered. */
async function take() {
  const until = performance.now();
  await Promise.all([...inFlight]);
  const taken = answered.filter((a) => a.scheduledAt < until);
  answered = answered.filter((a) => a.scheduledAt >= until);
  const window = { latencies: taken.map((a) => a.latency), errors, shed, seconds: (until - windowStart) / 1000 };
  windowStart = until;
  errors = 0;
  shed = 0;
  return window;
}

parentPort.on("message", (message) => {
  if (message === "stop") stopped = true;
  void take().then((window) => parentPort.postMessage(window));
});

for (let i = 0; !stopped; i++) {
  const scheduledAt = start + (i * 1000) / rate;
  const wait = scheduledAt - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  if (stopped) break;
  const request = send(scheduledAt);
  inFlight.add(request);
  void request.finally(() => inFlight.delete(request));
}
parentPort.unref();
