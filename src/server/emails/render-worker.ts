// The thread that renders the weekly reports' emails for the sweep (render-off-the-loop.ts): React's render and the
// plain-text part's HTML parser take a few milliseconds an email, and a Premium child's per-fact part of the report
// some more, which here keep no save waiting.
import { constants, setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { reportFacts } from "../../shared/learning/report-facts";
import { weeklyReportEmail } from "./weekly-report";
import type { RenderAnswer, RenderAsk } from "./render-off-the-loop";

const port = parentPort;
if (!port) throw new Error("render-worker runs as a worker thread");
// This thread alone (a thread's own priority, where the system keeps one a thread) runs below the server's thread
// and the database's: on a machine whose cores are all busy, the sweep's emails wait and the saves do not. Where
// the system refuses, the thread renders at the server's priority, as before.
try {
  setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // Left at the server's priority.
}
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
