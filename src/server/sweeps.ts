import type { AppDeps } from "./core/deps";
import type { SweepRound } from "./core/metrics";
import { followUpSteps } from "./follow-up-steps";
import { followUpsOwed, sweepFollowUps } from "./follow-ups/sweep";
import { sendDueWeeklyReports, weeklyReportsOwed } from "./reports/send-weekly-reports";
import { nextRoundInMs, type RoundOutcome } from "./core/sweep-pace";
import { SweepThread } from "./sweep-thread";

/** One of the sweep's rounds, by name: what it did, and whether it left work owed at its time bound. */
export type SweepRounds = ReadonlyArray<readonly [SweepRound, () => Promise<RoundOutcome>]>;

/** The emails still to deliver: always the server's own round (its mail server's state is the part `email`'s). */
const deliveryRound = (deps: AppDeps): SweepRounds[number] => [
  "email_delivery",
  async () => ({ done: await deps.mailer.deliverPending(), more: false }),
];

/** The rounds every server runs: follow-ups, weekly reports, emails still to deliver. */
export const everyRound = (deps: AppDeps): SweepRounds => [
  ["follow_ups", () => sweepFollowUps(deps, followUpSteps)],
  ["weekly_reports", () => sendDueWeeklyReports(deps)],
  deliveryRound(deps),
];

/**
 * The rounds every server runs, at start-up and then again and again, one
 * after the other and never two at once: saves' follow-ups left unfinished
 * (decision 0014), the weekly reports still owed (decision 0019) and emails
 * still to deliver. Each is safe with several servers sweeping together, and
 * each stops at its time bound, giving the saves a turn between two pieces of
 * work (core/sweep-pace.ts, decision 0042). While a round left work owed, the next
 * starts at once; idle, the sweep comes back in `everyMs`
 * (SWEEP_INTERVAL_SECONDS, 15 s unless an operator says otherwise). Returns a
 * function that stops them: no round starts after it.
 */
export function startSweeps(
  deps: AppDeps,
  everyMs = deps.config.sweepEveryMs,
  rounds: SweepRounds = everyRound(deps),
): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    const outcomes: RoundOutcome[] = [];
    for (const [name, round] of rounds) {
      if (stopped) return;
      await round().then(
        (outcome) => {
          outcomes.push(outcome);
          deps.metrics.sweepRound(name, "done");
        },
        (error: unknown) => {
          deps.metrics.sweepRound(name, "failed");
          deps.log.warn({ err: error, round: name }, "A sweep could not run; it is tried again in the next round");
        },
      );
    }
    if (stopped) return;
    timer = setTimeout(() => void sweep(), nextRoundInMs(outcomes, everyMs));
    timer.unref();
  };
  void sweep();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/**
 * The rounds as a server on PostgreSQL runs them: the follow-ups and the weekly reports on the sweeps' thread
 * (sweep-thread.ts, decision 0051), asked for only when a round would find work (one small read here), and the
 * emails' delivery here, after the reports and in its own round, where the mail server's state is kept.
 */
export const threadedRounds = (deps: AppDeps, thread: SweepThread): SweepRounds => [
  ["follow_ups", async () => ((await followUpsOwed(deps)) ? thread.run("follow_ups") : NOTHING_OWED)],
  [
    "weekly_reports",
    async () => {
      if (!(await weeklyReportsOwed(deps))) return NOTHING_OWED;
      const outcome = await thread.run("weekly_reports");
      if (outcome.done > 0) await deps.mailer.deliverPending();
      return outcome;
    },
  ],
  deliveryRound(deps),
];

const NOTHING_OWED: RoundOutcome = { done: 0, more: false };

/**
 * The sweeps as a server runs them: on PostgreSQL with the sweeps' thread (threadedRounds); on the embedded
 * database, which one process holds on one connection, all on the server's thread. Returns a function that stops
 * them, resolved once the thread's round in hand has ended.
 */
export function startServerSweeps(deps: AppDeps): () => Promise<void> {
  if (deps.database.kind !== "postgres") {
    const stop = startSweeps(deps);
    return () => {
      stop();
      return Promise.resolve();
    };
  }
  const thread = new SweepThread(deps);
  const stop = startSweeps(deps, deps.config.sweepEveryMs, threadedRounds(deps, thread));
  return () => {
    stop();
    return thread.close();
  };
}
