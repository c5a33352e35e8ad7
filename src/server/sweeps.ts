import type { AppDeps } from "./core/deps";
import type { SweepRound } from "./core/metrics";
import { followUpSteps } from "./follow-up-steps";
import { sweepFollowUps } from "./follow-ups/sweep";
import { sendDueWeeklyReports } from "./reports/send-weekly-reports";
import { nextRoundInMs, type RoundOutcome } from "./core/sweep-pace";

/** One of the sweep's rounds, by name: what it did, and whether it left work owed at its time bound. */
export type SweepRounds = ReadonlyArray<readonly [SweepRound, () => Promise<RoundOutcome>]>;

/** The rounds every server runs: follow-ups, weekly reports, emails still to deliver. */
const everyRound = (deps: AppDeps): SweepRounds => [
  ["follow_ups", () => sweepFollowUps(deps, followUpSteps)],
  ["weekly_reports", () => sendDueWeeklyReports(deps)],
  ["email_delivery", async () => ({ done: await deps.mailer.deliverPending(), more: false })],
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
