import type { Logger } from "pino";

/**
 * Work a request leaves running once it has answered, so that the answer
 * never waits for it (nor tells, by its time, what the work found). Each
 * piece is tracked until it ends, so that a shutdown, and a test, can wait
 * for all of it.
 */
export interface BackgroundWork {
  /**
   * Starts `work` at once, in this turn of the event loop, without waiting for
   * it. A failure is logged at error with `what` (a plain description), never
   * thrown.
   */
  run(what: string, work: () => Promise<unknown>): void;
  /** Resolves once every piece started so far, and every piece they start, has ended. */
  settled(): Promise<void>;
}

export function createBackgroundWork(log: Logger): BackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    run(what, work) {
      // Called now (an async function runs up to its first await at once), so it reads the clock of its request.
      const piece = (async () => {
        try {
          await work();
        } catch (error) {
          log.error({ err: error, work: what }, "Work left running after an answer failed");
        }
      })();
      running.add(piece);
      void piece.then(() => running.delete(piece));
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
