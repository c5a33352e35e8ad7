import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { BenchPlayer } from "./family";

const OPEN_LOOP_WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), "open-loop-worker.mjs");

/** The requests an open load sends: each child's token and the game's child id filled in by next-request.cjs. */
export interface OpenLoadInput {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  players: readonly Pick<BenchPlayer, "childId" | "childToken">[];
  /** Requests started a second, whether or not the earlier ones have been answered. */
  rate: number;
}

/** One window of an open load: the latencies of the requests scheduled in it (ms), how many failed, how many were turned away. */
export interface LoadWindow {
  latencies: number[];
  errors: number;
  /** Answered 503 with Retry-After at once (load shed, as designed). */
  shed: number;
  /** How long the window lasted, from the last take (or the load's start) to this one. */
  seconds: number;
}

/** A running open load: `take()` answers the window since the last take, once all its requests are answered. */
export interface OpenLoad {
  take(): Promise<LoadWindow>;
  stop(): Promise<void>;
}

/**
 * Starts an open load in a thread of its own (open-loop-worker.mjs) that runs until stopped. One thread serves a
 * warm-up and the windows measured after it, so that the load's own start (a new thread's first requests, their
 * connections opened, their code not yet compiled) is measured in no window but the first, which is thrown away.
 */
export function startOpenLoad(input: OpenLoadInput): OpenLoad {
  // Only what next-request.cjs reads of each child crosses to the thread.
  const players = input.players.map(({ childId, childToken }) => ({ childId, childToken }));
  const worker = new Worker(OPEN_LOOP_WORKER, { workerData: { ...input, players } });
  const endedBy = (code: number) => new Error(`the load's thread ended (exit code ${code})`);
  let ended: Error | undefined;
  worker.once("exit", (code) => (ended = endedBy(code)));
  const ask = (message: "take" | "stop") =>
    new Promise<LoadWindow>((resolve, reject) => {
      if (ended) return reject(ended);
      const onExit = (code: number) => reject(endedBy(code));
      worker.once("error", reject);
      worker.once("exit", onExit);
      worker.once("message", (window: LoadWindow) => {
        worker.off("error", reject);
        worker.off("exit", onExit);
        resolve(window);
      });
      worker.postMessage(message);
    });
  return {
    take: () => ask("take"),
    async stop() {
      // A thread that has ended already has nothing left to answer.
      if (!ended) await ask("stop");
      await worker.terminate();
    },
  };
}
