import type { Logger } from "pino";
import type { ReadPlan } from "../../shared/learning/multiscale-estimate";
import { AskingThread } from "../core/asking-thread";
import type { PlanAsk } from "./practice-planner";

/**
 * Plans Smart Practice sessions on a thread of their own (practice-worker.ts), which keeps the children's
 * multiscale estimates between their plans (PracticePlanner): a child's estimate read afresh takes 60 to 170 ms,
 * which on the server's thread would hold up every save that arrived meanwhile (decision 0078).
 */
export class PracticePlanThread {
  private readonly thread: AskingThread<PlanAsk, ReadPlan>;

  constructor(log: Pick<Logger, "error">) {
    this.thread = new AskingThread(
      import.meta.url,
      { built: "./practice-worker.js", source: "./practice-worker.ts" },
      "practice planning thread",
      log,
    );
  }

  plan(ask: PlanAsk): Promise<ReadPlan> {
    return this.thread.ask(ask, "The practice plan could not be made");
  }

  /** Stops the thread (the plans in hand fail). */
  close(): Promise<void> {
    return this.thread.close();
  }
}
