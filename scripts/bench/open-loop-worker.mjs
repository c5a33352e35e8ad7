// An open-loop load in its own thread (so that it does not share an event loop with the server):
// requests start on a fixed schedule, `rate` a second, whether or not earlier ones have been
// answered, as real players' saves would. Each latency is measured from the request's scheduled
// start, so a server that falls behind is not flattered (no coordinated omission).
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";

const { nextRequestFor } = createRequire(import.meta.url)("./next-request.cjs");
const { url, method, headers, body, players, rate, seconds } = workerData;
const nextRequest = nextRequestFor(players);
const latencies = [];
let errors = 0;
/** Turned away at once with 503 and Retry-After (load shedding): the client sends it again later. */
let shed = 0;
let max = 0;
const inFlight = new Set();
const start = performance.now();
const total = Math.round(rate * seconds);

async function send(scheduledAt) {
  try {
    const request = nextRequest({ headers, body });
    const response = await fetch(url, { method, headers: request.headers, body: request.body });
    await response.arrayBuffer();
    if (response.status === 503 && response.headers.has("retry-after")) shed += 1;
    else if (!response.ok) errors += 1;
  } catch {
    errors += 1;
  }
  const latency = performance.now() - scheduledAt;
  latencies.push(latency);
  max = Math.max(max, latency);
}

for (let i = 0; i < total; i++) {
  const scheduledAt = start + (i * 1000) / rate;
  const wait = scheduledAt - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const request = send(scheduledAt);
  inFlight.add(request);
  void request.finally(() => inFlight.delete(request));
}
await Promise.all(inFlight);
const elapsed = (performance.now() - start) / 1000;
parentPort.postMessage({ latencies, errors, shed, max, perSecond: latencies.length / elapsed });
