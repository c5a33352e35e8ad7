import type { Logger } from "pino";
import type { EmailMessage } from "../providers/email/mailer";
import type { ReportFacts, ReportFactsAsk } from "../../shared/learning/report-facts";
import type { WeeklyReportInput } from "./weekly-report";
import { AskingThread } from "../core/asking-thread";

/** What the sweep asks of the rendering thread: a weekly report's email, or a Premium child's per-fact part. */
export type RenderAsk = { input: WeeklyReportInput } | { facts: ReportFactsAsk };
/** The rendering thread's answer: the email or the per-fact part. */
export type RenderAnswer = { message: EmailMessage } | { facts: ReportFacts };

/**
 * Renders the weekly report's emails on a thread of their own (core/asking-thread.ts), one after another, and
 * reckons there each Premium child's per-fact part of the report (their recall estimate fitted on their answers: up
 * to some tens of milliseconds a child on a busy machine, which on the server's thread held up every save that
 * arrived meanwhile). The sweep renders one for each of tens of thousands of parents on a Sunday evening, when the
 * children play most; on the server's own thread each render (React's, then the HTML parser that writes the
 * plain-text part: 4 ms at the median, 13 at the p99) held every save that arrived meanwhile. The emails a thread
 * that fails had in hand fail (their parents stay owed, for the next round).
 */
export class EmailRenderThread {
  private readonly thread: AskingThread<RenderAsk, RenderAnswer>;

  constructor(log: Pick<Logger, "error">) {
    this.thread = new AskingThread(
      import.meta.url,
      { built: "./email-render-worker.js", source: "./render-worker.ts" },
      "email rendering thread",
      log,
    );
  }

  async weeklyReport(input: WeeklyReportInput): Promise<EmailMessage> {
    const answer = await this.thread.ask({ input }, "The weekly report's email could not be rendered");
    if (!("message" in answer)) throw new Error("The rendering thread answered an email with something else");
    return answer.message;
  }

  async reportFacts(ask: ReportFactsAsk): Promise<ReportFacts> {
    const answer = await this.thread.ask({ facts: ask }, "A child's facts for the weekly report could not be reckoned");
    if (!("facts" in answer)) throw new Error("The rendering thread answered a child's facts with something else");
    return answer.facts;
  }

  /** Stops the thread (the emails in hand fail). */
  close(): Promise<void> {
    return this.thread.close();
  }
}
