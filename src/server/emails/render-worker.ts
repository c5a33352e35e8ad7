// The thread that renders the weekly reports' emails for the sweep (render-off-the-loop.ts): React's render and the
// plain-text part's HTML parser take a few milliseconds an email, and a Premium child's per-fact part of the report
// some more, which here keep no save waiting; below the server's priority from its first instruction
// (core/start-thread.ts).
import { parentPort } from "node:worker_threads";
import { reportFacts } from "../../shared/learning/report-facts";
import { weeklyReportEmail } from "./weekly-report";
import type { RenderAnswer, RenderAsk } from "./render-off-the-loop";

const port = parentPort;
if (!port) throw new Error("render-worker runs as a worker thread");
port.on("message", (ask: RenderAsk) => {
  // A failure thrown at once is answered as one found later: the thread goes on with the next.
  Promise.resolve(ask)
    .then(async (asked): Promise<RenderAnswer> =>
      "facts" in asked
        ? { id: asked.id, facts: reportFacts(asked.facts) }
        : { id: asked.id, message: await weeklyReportEmail(asked.input) },
    )
    .then(
      (answer) => port.postMessage(answer),
      (error: unknown) =>
        port.postMessage({
          id: ask.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies RenderAnswer),
    );
});
