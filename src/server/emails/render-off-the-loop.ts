import { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import type { EmailMessage } from "../providers/email/mailer";
import type { WeeklyReportInput } from "./weekly-report";

/** A weekly report to render, as the sweep sends it to the rendering thread. */
export interface RenderAsk {
  id: number;
  input: WeeklyReportInput;
}
/** The rendering thread's answer: the email, or why it could not be made. */
export type RenderAnswer = { id: number; message: EmailMessage } | { id: number; error: string };

/**
 * The rendering thread: the bundle's own entry in a built server (vite.server.config.ts); the source, through
 * tsx's loader, where the server runs from its source (tests, benchmarks). Named through a variable, so that the
 * bundler leaves the URL as it is.
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith(".ts")) {
    const built = "./email-render-worker.js";
    return new Worker(new URL(built, here));
  }
  const source = new URL("./render-worker.ts", here).href;
  return new Worker(
    `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { eval: true },
  );
}

/**
 * Renders the weekly report's emails on a thread of their own, one after another. The sweep renders one for each
 * of tens of thousands of parents on a Sunday evening, when the children play most; on the server's own thread each
 * render (React's, then the HTML parser that writes the plain-text part: 4 ms at the median, 13 at the p99) held
 * every save that arrived meanwhile. Started with the first email, and not keeping the process alive; a thread that
 * fails is replaced at the next email, and the emails it had in hand fail (their parents stay owed, for the next
 * round).
 */
export class EmailRenderThread {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: (m: EmailMessage) => void; reject: (e: Error) => void }>();

  constructor(private readonly log: Pick<Logger, "error">) {}

  weeklyReport(input: WeeklyReportInput): Promise<EmailMessage> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<EmailMessage>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      if (this.waiting.size === 1) worker.ref();
      worker.postMessage({ id, input } satisfies RenderAsk);
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker();
    worker.unref();
    worker.on("message", (answer: RenderAnswer) => {
      const waiting = this.waiting.get(answer.id);
      if (!waiting) return;
      this.waiting.delete(answer.id);
      // Kept alive while an email is in hand, so that a server that stops waits for it.
      if (this.waiting.size === 0) worker.unref();
      if ("message" in answer) waiting.resolve(answer.message);
      else waiting.reject(new Error(`The weekly report's email could not be rendered: ${answer.error}`));
    });
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.log.error({ err: error }, "The email rendering thread stopped; the next email starts another");
      for (const { reject } of this.waiting.values()) reject(error);
      this.waiting.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`The email rendering thread exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  /** Stops the thread (the emails in hand fail). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    for (const { reject } of this.waiting.values()) reject(new Error("The email rendering thread was closed"));
    this.waiting.clear();
    await worker?.terminate();
  }
}
