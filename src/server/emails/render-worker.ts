// The thread that renders the weekly reports' emails for the sweep (render-off-the-loop.ts): React's render and the
// plain-text part's HTML parser take a few milliseconds an email, which here keep no save waiting.
import { parentPort } from "node:worker_threads";
import { weeklyReportEmail } from "./weekly-report";
import type { RenderAnswer, RenderAsk } from "./render-off-the-loop";

const port = parentPort;
if (!port) throw new Error("render-worker runs as a worker thread");
port.on("message", (ask: RenderAsk) => {
  // A failure thrown at once is answered as one found later: the thread goes on with the next.
  Promise.resolve(ask.input)
    .then(weeklyReportEmail)
    .then(
      (message) => port.postMessage({ id: ask.id, message } satisfies RenderAnswer),
      (error: unknown) =>
        port.postMessage({
          id: ask.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies RenderAnswer),
    );
});
