// A closed-loop load in its own thread (so that it does not share an event loop with the server):
// `connections` clients, each sending its next request as soon as the last is answered, as fast
// as the server takes them. Like the app's game outbox, a client turned away with 503 and
// Retry-After waits that long before it sends again, instead of at once: a load that sends again
// at once measures how fast the server turns requests away, not how many saves it can take.
// Each answer's latency is measured from its own request's start; a request turned away is counted, not timed.
// The thread runs a turn of `seconds` at each message it is sent, and answers with that turn's figures, so
// that turns measured one after another share its warmed-up code and its keep-alive connections.
import http from "node:http";
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";

const { nextRequestFor } = createRequire(import.meta.url)("./next-request.cjs");
const { url, method, headers, body, players, connections } = workerData;
const nextRequest = nextRequestFor(players);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url);

/** One request on the shared keep-alive agent: its status and its Retry-After, in seconds. */
function send(request) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        headers: {
          ...request.headers,
          ...(request.body !== undefined && { "content-length": Buffer.byteLength(request.body) }),
        },
      },
      (response) => {
        response.resume();
        response.once("end", () =>
          resolve({ status: response.statusCode ?? 0, retryAfter: Number(response.headers["retry-after"] ?? NaN) }),
        );
        response.once("error", reject);
      },
    );
    outgoing.once("error", reject);
    outgoing.end(request.body);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One turn: `connections` clients for `seconds`, then the turn's figures. */
async function turn(seconds) {
  const latencies = [];
  let answered = 0;
  let errors = 0;
  /** Turned away at once with 503 and Retry-After (load shedding). */
  let shed = 0;
  let max = 0;
  const start = performance.now();
  const end = start + seconds * 1000;

  async function client() {
    while (performance.now() < end) {
      const sentAt = performance.now();
      let pause = 0;
      try {
        const { status, retryAfter } = await send(nextRequest({ headers, body }));
        if (status === 503 && Number.isFinite(retryAfter)) {
          shed += 1;
          pause = retryAfter * 1000;
        } else if (status >= 200 && status < 300) answered += 1;
        else errors += 1;
      } catch {
        errors += 1;
      }
      const latency = performance.now() - sentAt;
      // A request turned away is counted, not timed: its answer comes at once and would flatter the figures.
      if (pause === 0) latencies.push(latency);
      max = Math.max(max, latency);
      if (pause > 0) await sleep(Math.min(pause, Math.max(0, end - performance.now())));
    }
  }

  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - start) / 1000;
  return { latencies, errors, shed, max, perSecond: answered / elapsed };
}

parentPort.on("message", async (message) => {
  if (message === "close") {
    agent.destroy();
    parentPort.close();
    return;
  }
  parentPort.postMessage(await turn(message.seconds));
});
