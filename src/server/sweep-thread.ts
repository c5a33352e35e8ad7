import type { Worker } from "node:worker_threads";
import type { AppDeps } from "./core/deps";
import type { FollowUpResult, SweepRound, WeeklyReportResult } from "./core/metrics";
import type { RoundOutcome } from "./core/sweep-pace";
import { requestsInHand } from "./core/requests-in-hand";
import { startThread } from "./core/start-thread";

/** The rounds the sweeps' thread runs: the mail server's is the server's own (its state is the part `email`'s). */
export type ThreadRound = Exclude<SweepRound, "email_delivery">;

/** What the server gives the sweeps' thread as it starts it. */
export interface SweepThreadData {
  /** The settings the server itself started with (loadConfig reads them again on the thread). */
  env: Record<string, string | undefined>;
  /** How far the server's clock is ahead of the system's (0 in production; a drill's or a benchmark's clock). */
  clockOffsetMs: number;
  /** Whether the thread tells each statement it sends the first time (a benchmark reads their plans). */
  statements: boolean;
  /** The server's count of its requests in hand, which the weekly reports give way to (core/requests-in-hand.ts). */
  requestsInHand: SharedArrayBuffer;
}

/** What the server asks of the sweeps' thread: one round, or to close once the rounds in hand have ended. */
export type SweepThreadAsk = { id: number; round: ThreadRound } | "close";

/** What the sweeps' thread tells the server. */
export type SweepThreadMessage =
  | { kind: "outcome"; id: number; outcome: RoundOutcome; statements: number }
  | { kind: "failed"; id: number; error: string; statements: number }
  | { kind: "follow_ups"; result: FollowUpResult }
  | { kind: "weekly_report"; result: WeeklyReportResult }
  | { kind: "statement"; text: string; values: readonly unknown[] }
  | { kind: "broken"; error: string }
  | { kind: "closed" };

/**
 * How the sweeps' thread opens the database: migrated already (by the server that started it), with commits that
 * do not wait for the disk, its work being redone when a crash of the database loses it (decision 0055), and each
 * statement on one process: a batch of heavy players' recent answers read with two parallel workers and compiled
 * expressions took three processes for 994 ms, and one for 835 ms without them (decision 0057).
 */
export const SWEEP_THREAD_DATABASE = { migrate: false, deferredCommits: true, oneCore: true } as const;

/** How long the thread is kept after its last round: it holds some 40 MB while it runs. */
const IDLE_MS = 60_000;

export interface SweepThreadOptions {
  /** The settings the thread starts with (the server's own environment unless given). */
  env?: Record<string, string | undefined>;
  idleMs?: number;
  /** Each statement the thread sends, the first time it sends it. */
  onStatement?: (text: string, values: readonly unknown[]) => void;
  /**
   * The module the thread's entry is named from (startThread), this one unless given: a built server's bundle
   * starts the bundle's own entry, as a built server does, from a server run from its source (bench:scale).
   */
  caller?: string;
}

/**
 * Runs the sweeps' rounds of follow-ups and weekly reports, on PostgreSQL, on a thread of their own below the
 * server's priority (sweep-worker.ts, decision 0051): on connections, a heap and turns of their own, so that a save
 * never waits for the server's thread while the sweep reads a batch of families' weeks, builds their reports or
 * collects its garbage. The server's sweep (sweeps.ts) still decides when a round runs and whether any work is owed;
 * the thread is started for the first round with work, counts into the server's metrics, and ends once no round has
 * come for `idleMs`. A thread that fails fails the rounds in hand (their work stays owed, for the next round), and
 * the next round starts another.
 */
export class SweepThread {
  private worker: Worker | null = null;
  private nextId = 0;
  private idle: NodeJS.Timeout | undefined;
  private readonly waiting = new Map<
    number,
    { resolve: (outcome: RoundOutcome) => void; reject: (error: Error) => void }
  >();
  private closing: Promise<void> = Promise.resolve();
  /** Why the running thread could not start, once it said so. */
  private broken: Error | null = null;
  /** The statements the thread sent for the rounds it answered. */
  statementsSent = 0;

  constructor(
    private readonly deps: AppDeps,
    private readonly options: SweepThreadOptions = {},
  ) {}

  /** Runs `round` on the thread, started if it is not running, and answers its outcome. */
  async run(round: ThreadRound): Promise<RoundOutcome> {
    clearTimeout(this.idle);
    await this.closing;
    const worker = this.started();
    const id = this.nextId++;
    try {
      return await new Promise<RoundOutcome>((resolve, reject) => {
        this.waiting.set(id, { resolve, reject });
        worker.postMessage({ id, round } satisfies SweepThreadAsk);
      });
    } finally {
      if (this.waiting.size === 0 && this.worker === worker) {
        this.idle = setTimeout(() => void this.close(), this.options.idleMs ?? IDLE_MS);
        this.idle.unref();
      }
    }
  }

  /** Whether a thread is running. */
  get running(): boolean {
    return this.worker !== null;
  }

  /** Ends the thread once the rounds in hand have ended (a stopping server waits for it). */
  close(): Promise<void> {
    clearTimeout(this.idle);
    const worker = this.worker;
    if (!worker) return this.closing;
    this.worker = null;
    this.closing = new Promise<void>((resolve) => {
      worker.on("message", (message: SweepThreadMessage) => {
        if (message.kind === "closed") resolve();
      });
      worker.once("exit", () => resolve());
      worker.postMessage("close" satisfies SweepThreadAsk);
    }).then(async () => {
      await worker.terminate();
    });
    return this.closing;
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const data: SweepThreadData = {
      env: this.options.env ?? { ...process.env },
      clockOffsetMs: this.deps.clock().getTime() - Date.now(),
      statements: this.options.onStatement !== undefined,
      requestsInHand,
    };
    const worker = startThread(
      this.options.caller ?? import.meta.url,
      { built: "./sweep-worker.js", source: "./sweep-worker.ts" },
      { workerData: data },
    );
    worker.unref();
    worker.on("message", (message: SweepThreadMessage) => this.heard(message));
    this.broken = null;
    const failed = (thrown: Error) => {
      if (this.worker === worker) this.worker = null;
      const error = this.broken ?? thrown;
      if (this.waiting.size === 0) return;
      this.deps.log.error({ err: error }, "The sweeps' thread stopped; the next round starts another");
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
    };
    worker.on("error", failed);
    worker.on("exit", (code) => failed(new Error(`The sweeps' thread exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private heard(message: SweepThreadMessage) {
    switch (message.kind) {
      case "outcome":
      case "failed": {
        this.statementsSent += message.statements;
        const waiting = this.waiting.get(message.id);
        this.waiting.delete(message.id);
        if (message.kind === "outcome") waiting?.resolve(message.outcome);
        else waiting?.reject(new Error(message.error));
        break;
      }
      case "follow_ups":
        this.deps.metrics.followUps(message.result);
        break;
      case "weekly_report":
        this.deps.metrics.weeklyReport(message.result);
        break;
      case "statement":
        this.options.onStatement?.(message.text, message.values);
        break;
      case "broken":
        this.broken = new Error(`The sweeps' thread could not start: ${message.error}`);
        break;
      case "closed":
        break;
    }
  }
}
