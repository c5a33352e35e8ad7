import type { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import type { EmailMessage } from "../providers/email/mailer";
import type { ReportFacts, ReportFactsAsk } from "../../shared/learning/report-facts";
import type { WeeklyReportInput } from "./weekly-report";
import { startThread } from "../core/start-thread";

/** What the sweep asks of the rendering thread: a weekly report's email, or a Premium child's per-fact part. */
export type RenderAsk = { id: number; input: WeeklyReportInput } | { id: number; facts: ReportFactsAsk };
/** The rendering thread's answer: the email or the per-fact part, or why it could not be made. */
export type RenderAnswer =
  { id: number; message: EmailMessage } | { id: number; facts: ReportFacts } | { id: number; error: string };
type Answered = Exclude<RenderAnswer, { error: string }>;

/**
 * Renders the weekly report's emails on a thread of their own, one after another, and reckons there each Premium
 * child's per-fact part of the report (their recall estimate fitted on their answers: up to some tens of
 * milliseconds a child on a busy machine, which on the server's thread held up every save that arrived meanwhile). The sweep renders one for each
 * of tens of thousands of parents on a Sunday evening, when the children play most; on the server's own thread each
 * render (React's, then the HTML parser that writes the plain-text part: 4 ms at the median, 13 at the p99) held
 * every save that arrived meanwhile. Started with the first email, and not keeping the process alive; a thread that
 * fails is replaced at the next email, and the emails it had in hand fail (their parents stay owed, for the next
 * round).
 */
export class EmailRenderThread {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { failed: string; resolve: (a: Answered) => void; reject: (e: Error) => void }
  >();

  constructor(private readonly log: Pick<Logger, "error">) {}

  async weeklyReport(input: WeeklyReportInput): Promise<EmailMessage> {
    const answer = await this.ask("The weekly report's email could not be rendered", (id) => ({ id, input }));
    if (!("message" in answer)) throw new Error("The rendering thread answered an email with something else");
    return answer.message;
  }

  async reportFacts(ask: ReportFactsAsk): Promise<ReportFacts> {
    const answer = await this.ask("A child's facts for the weekly report could not be reckoned", (id) => ({
      id,
      facts: ask,
    }));
    if (!("facts" in answer)) throw new Error("The rendering thread answered a child's facts with something else");
    return answer.facts;
  }

  /** Sends the thread what `asked` makes of a new id; `failed` begins the error when the thread could not answer it. */
  private ask(failed: string, asked: (id: number) => RenderAsk): Promise<Answered> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<Answered>((resolve, reject) => {
      this.waiting.set(id, { failed, resolve, reject });
      if (this.waiting.size === 1) worker.ref();
      worker.postMessage(asked(id));
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = startThread(import.meta.url, { built: "./email-render-worker.js", source: "./render-worker.ts" });
    worker.unref();
    worker.on("message", (answer: RenderAnswer) => {
      const waiting = this.waiting.get(answer.id);
      if (!waiting) return;
      this.waiting.delete(answer.id);
      // Kept alive while an email is in hand, so that a server that stops waits for it.
      if (this.waiting.size === 0) worker.unref();
      if ("error" in answer) waiting.reject(new Error(`${waiting.failed}: ${answer.error}`));
      else waiting.resolve(answer);
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
