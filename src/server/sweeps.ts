import type { AppDeps } from "./core/deps";
import type { SweepRound } from "./core/metrics";
import { followUpSteps } from "./follow-up-steps";
import { sweepFollowUps } from "./follow-ups/sweep";
import { sendDueWeeklyReports } from "./reports/send-weekly-reports";

/**
 * The rounds every server runs, at start-up and every `everyMs`
 * (SWEEP_INTERVAL_SECONDS, 15 s unless an operator says otherwise), one after the
 * other and never two at once: saves' follow-ups left unfinished (decision
 * 0014), the weekly reports still owed (decision 0019) and emails still to deliver. Each is safe with several servers
 * sweeping together. Returns a function that stops them.
 */
export function startSweeps(deps: AppDeps, everyMs = deps.config.sweepEveryMs): () => void {
  const rounds: Array<[SweepRound, () => Promise<unknown>]> = [
    ["follow_ups", () => sweepFollowUps(deps, followUpSteps)],
    ["weekly_reports", () => sendDueWeeklyReports(deps)],
    ["email_delivery", () => deps.mailer.deliverPending()],
  ];
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = running.then(async () => {
      for (const [name, round] of rounds) {
        await round().then(
          () => deps.metrics.sweepRound(name, "done"),
          (error: unknown) => {
            deps.metrics.sweepRound(name, "failed");
            deps.log.warn({ err: error, round: name }, "A sweep could not run; it is tried again in the next round");
          },
        );
      }
    });
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
