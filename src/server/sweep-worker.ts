// The sweeps' thread (sweep-thread.ts, decision 0051): the rounds of follow-ups and weekly reports the server asks
// for, run as the server would run them (sweeps.ts), on connections, a heap and turns of their own, below the
// server's priority (from its first instruction: core/start-thread.ts).
import { parentPort, workerData } from "node:worker_threads";
import { loadConfig } from "./core/config";
import { giveWayOnThisThread } from "./core/requests-in-hand";
import type { AppDeps } from "./core/deps";
import type { RoundOutcome } from "./core/sweep-pace";
import { createDeps } from "./create-deps";
import {
  SWEEP_THREAD_DATABASE,
  type SweepThreadAsk,
  type SweepThreadData,
  type SweepThreadMessage,
} from "./sweep-thread";
import { everyRound } from "./sweeps";

const port = parentPort;
if (!port) throw new Error("sweep-worker runs as a worker thread");
const tell = (message: SweepThreadMessage) => port.postMessage(message);
const { env, clockOffsetMs, statements, requestsInHand } = workerData as SweepThreadData;
// The weekly reports give way to the server's requests in hand (decision 0069).
giveWayOnThisThread(requestsInHand);

let sent = 0;
const seen = new Set<string>();
/** The thread's own dependencies; a thread that cannot make them tells the server why, and ends. */
async function started(): Promise<AppDeps> {
  try {
    // The server that asked for this thread has applied the migrations and has just reached the database: a
    // database away now fails the round at once (its work stays owed for the next) rather than holding the sweep.
    return await createDeps(
      { ...loadConfig(env), databaseStartupTimeoutMs: 0 },
      {
        // Whatever the thread writes is redone when a crash of the database loses it (the follow-ups and reports
        // stay owed), and a report's email is delivered by the server only after a commit that waits: its commits
        // need not wait for the disk, nor hold their rows, and the saves' own, meanwhile (decision 0055); and each of
        // its statements runs on one process, leaving the other cores to the saves (decision 0057).
        ...SWEEP_THREAD_DATABASE,
        clock: () => new Date(Date.now() + clockOffsetMs),
        onQuery: statements
          ? (text, values) => {
              sent++;
              if (seen.has(text)) return;
              seen.add(text);
              tell({ kind: "statement", text, values });
            }
          : undefined,
      },
    );
  } catch (error) {
    tell({ kind: "broken", error: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
}
const base = await started();
// Counted in the server's metrics; the reports' emails delivered by the server once the round has answered (it
// keeps the mail server's state).
const deps: AppDeps = {
  ...base,
  metrics: {
    ...base.metrics,
    followUps: (result) => tell({ kind: "follow_ups", result }),
    weeklyReport: (result) => tell({ kind: "weekly_report", result }),
  },
  mailer: { ...base.mailer, deliverPending: () => Promise.resolve(0) },
};
const rounds = new Map(everyRound(deps));
const inHand = new Set<Promise<unknown>>();

/** Answers one round the server asked for, with the statements it sent. */
async function answer(id: number, run: () => Promise<RoundOutcome>) {
  try {
    const outcome = await run();
    tell({ kind: "outcome", id, outcome, statements: sent });
  } catch (error) {
    tell({ kind: "failed", id, error: error instanceof Error ? error.message : String(error), statements: sent });
  } finally {
    sent = 0;
  }
}

port.on("message", (ask: SweepThreadAsk) => {
  if (ask === "close") {
    void Promise.all(inHand)
      .then(() => deps.database.close())
      .catch(() => undefined)
      .then(() => tell({ kind: "closed" }));
    return;
  }
  const run = rounds.get(ask.round) ?? (() => Promise.reject(new Error(`No round ${ask.round} on the sweeps' thread`)));
  const answering = answer(ask.id, run);
  inHand.add(answering);
  void answering.finally(() => inHand.delete(answering));
});
