import type { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import { startThread } from "./start-thread";

/** What the server sends an asking thread: one ask, under an id the answer carries back. */
export interface ThreadAsk<Ask> {
  id: number;
  ask: Ask;
}

/** What an asking thread sends back: the answer to the ask of that id, or why it could not be made. */
export type ThreadAnswer<Answer> = { id: number; answer: Answer } | { id: number; error: string };

/**
 * A thread of the server's that answers asks one after another, below the server's priority (startThread): work of
 * some milliseconds or more an ask (an email's render, a child's memory read afresh), which on the server's own
 * thread would hold up every save that arrived meanwhile. Started with the first ask, and not keeping the process
 * alive while no ask is in hand (a server that stops waits for those in hand). A thread that fails is replaced at
 * the next ask, and the asks it had in hand fail. The thread's side is answerAsks (answer-asks.ts).
 */
export class AskingThread<Ask, Answer> {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();

  /**
   * `entry` names the thread's module as built and as source (startThread, from this module's caller `caller`);
   * `name` names the thread in what the log says of it.
   */
  constructor(
    private readonly caller: string,
    private readonly entry: { built: string; source: string },
    private readonly name: string,
    private readonly log: Pick<Logger, "error">,
  ) {}

  /** The thread's answer to `ask`; an error beginning with `failed` when the thread could not answer it. */
  ask(ask: Ask, failed: string): Promise<Answer> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<Answer>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject: (error) => reject(new Error(`${failed}: ${error.message}`)) });
      if (this.waiting.size === 1) worker.ref();
      worker.postMessage({ id, ask } satisfies ThreadAsk<Ask>);
    });
  }

  /** Asks not yet answered. */
  get inHand(): number {
    return this.waiting.size;
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = startThread(this.caller, this.entry);
    worker.unref();
    worker.on("message", (answer: ThreadAnswer<Answer>) => {
      const waiting = this.waiting.get(answer.id);
      if (!waiting) return;
      this.waiting.delete(answer.id);
      // Kept alive while an ask is in hand, so that a server that stops waits for it.
      if (this.waiting.size === 0) worker.unref();
      if ("error" in answer) waiting.reject(new Error(answer.error));
      else waiting.resolve(answer.answer);
    });
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.log.error({ err: error }, `The ${this.name} stopped; the next ask starts another`);
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`The ${this.name} exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  /** Stops the thread (the asks in hand fail). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    for (const { reject } of this.waiting.values()) reject(new Error(`The ${this.name} was closed`));
    this.waiting.clear();
    await worker?.terminate();
  }
}
