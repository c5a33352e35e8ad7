import { constants, getPriority } from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import { threadNiceValues } from "../../../tests/support/thread-priority";
import { reportChild, reportSummary, restingChild } from "../../../tests/support/report-week";
import { reportFacts, type ReportFactsAsk } from "../../shared/learning/report-facts";
import { EmailRenderThread } from "./render-off-the-loop";
import { weeklyReportEmail, type WeeklyReportInput } from "./weekly-report";

const input = (summary: WeeklyReportInput["summary"]): WeeklyReportInput => ({
  to: "parent@example.com",
  summary,
  publicUrl: "https://mathssprint.example",
  unsubscribeToken: "tok.1.abc",
});

const errors: unknown[] = [];
const thread = new EmailRenderThread({ error: (...args: unknown[]) => void errors.push(args) });
afterAll(() => thread.close());

describe("the weekly reports' emails rendered on a thread of their own", () => {
  it("are the emails the server's own thread renders, each answered to its own asking", async () => {
    const summaries = [
      reportSummary({ children: [reportChild(), restingChild("Sam Jones", 4)] }),
      reportSummary({ premium: true, children: [reportChild()] }),
      reportSummary({ children: [restingChild("Zoe Jones")], suggestion: null }),
    ];
    const onThread = await Promise.all(summaries.map((s) => thread.weeklyReport(input(s))));
    const here = await Promise.all(summaries.map((s) => weeklyReportEmail(input(s))));
    expect(onThread).toEqual(here);
  });

  it("fails the email it could not render, and renders the next", async () => {
    const broken = { ...input(reportSummary()), summary: { week_start: "not a day", children: null } };
    await expect(thread.weeklyReport(broken as unknown as WeeklyReportInput)).rejects.toThrow(
      /weekly report's email could not be rendered/,
    );
    const next = await thread.weeklyReport(input(reportSummary()));
    expect(next.subject).toMatch(/^Your family's week on Maths Sprint/);
  });

  it("reckons a Premium child's facts for the report as the server's own thread does", async () => {
    const now = new Date("2026-11-29T18:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const kept = (operand1: number, operand2: number, answers: [number, boolean, number][]) => ({
      operation: "multiplication",
      operand1,
      operand2,
      recentMs: answers.map(([ms]) => ms),
      recentCorrect: answers.map(([, correct]) => correct),
      recentAt: answers.map(([, , days]) => daysAgo(days)),
    });
    const ask: ReportFactsAsk = {
      child: { difficultyLevel: "beginner", focusTables: [7] },
      facts: [
        kept(7, 8, [
          [5200, false, 9],
          [4100, true, 6],
          [2100, true, 3],
          [1900, true, 1],
        ]),
        kept(6, 7, [
          [2500, true, 12],
          [6000, false, 2],
        ]),
        kept(3, 4, [
          [1500, true, 20],
          [1400, true, 10],
          [1200, true, 5],
          [1100, true, 2],
        ]),
        kept(9, 6, [[3900, true, 4]]),
      ],
      weekStartsAt: daysAgo(6),
      now,
    };
    const onThread = await thread.reportFacts(ask);
    expect(onThread).toEqual(reportFacts(ask));
    expect(onThread.to_practise.length).toBeGreaterThan(0);
  });

  it("starts a new thread for the next email once one has stopped", async () => {
    await thread.close();
    const again = await thread.weeklyReport(input(reportSummary()));
    expect(again).toEqual(await weeklyReportEmail(input(reportSummary())));
  });
});

describe.runIf(process.platform === "linux")("the rendering thread's priority", () => {
  it("is below the server's thread, whose own priority is unchanged", async () => {
    const before = getPriority();
    const own = new EmailRenderThread({ error: () => undefined });
    try {
      await own.weeklyReport(input(reportSummary()));
      expect(getPriority()).toBe(before);
      expect(threadNiceValues()).toContain(before + constants.priority.PRIORITY_BELOW_NORMAL);
    } finally {
      await own.close();
    }
  });
});
