import { describe, expect, it } from "vitest";
import { missionFromLink } from "../../shared/api/coach-link";
import type { WeeklyReportSummary } from "../../shared/api/weekly-report";
import { REPORT_SUGGESTION, reportChild, reportSummary, restingChild } from "../../../tests/support/report-week";
import { weekName, weeklyReportEmail } from "./weekly-report";

const PUBLIC_URL = "https://mathssprint.example";

const email = (s: WeeklyReportSummary) =>
  weeklyReportEmail({ to: "parent@example.com", summary: s, publicUrl: PUBLIC_URL, unsubscribeToken: "tok.1.abc" });

describe("weeklyReportEmail", () => {
  it("a family whose children did not play gets one friendly line, not a page of zeros", async () => {
    const { text, subject } = await email(
      reportSummary({ children: [restingChild("Zoe Jones"), restingChild("Sam Jones")], suggestion: null }),
    );
    expect(subject).toBe("Your family's week on Maths Sprint: 1 to 7 June");
    expect(text).toContain(
      "Zoe and Sam didn't play this week: a five-minute game tonight is a lovely way to start again.",
    );
    expect(text).not.toMatch(/\b0\b|Streak|Premium|Coach Mode/);
  });

  it("a child who did not play beside one who did gets a line of their own, kind about the streak", async () => {
    const { text } = await email(reportSummary({ children: [reportChild(), restingChild("Sam Jones", 4)] }));
    expect(text).toContain("5 games on 4 days (Mon, Wed, Sat, Sun).");
    expect(text).toContain("Sam didn't play this week: a five-minute game tonight keeps the 4-day streak going.");
  });

  it("a free family gets the summary and one sentence of what Premium adds; Premium the per-fact detail instead", async () => {
    const facts = { moved_up: [{ fact: "7 × 8", to: "fluent" as const }], to_practise: ["8 × 9", "6 × 8", "7 × 12"] };
    const free = await email(reportSummary({ children: [reportChild(facts)] }));
    expect(free.text).not.toContain("Facts that moved up");
    expect(free.text).not.toContain("To practise next");
    expect(free.text.match(/Premium/g)).toHaveLength(1);

    const premium = await email(reportSummary({ premium: true, children: [reportChild(facts)] }));
    expect(premium.text).toContain("Facts that moved up: 7\u00a0×\u00a08 (now fluent).");
    expect(premium.text).toContain("To practise next: 8\u00a0×\u00a09, 6\u00a0×\u00a08, 7\u00a0×\u00a012.");
    expect(premium.text).not.toContain("Premium");
  });

  it("puts the Times Tables Check rehearsal beside the national average, and the week's badges and missions", async () => {
    const { text } = await email(
      reportSummary({
        children: [
          reportChild({
            mtc: { score: 22, out_of: 25, on: "2026-06-03" },
            badges: ["First Steps"],
            missions: ["Tower Mission"],
          }),
        ],
      }),
    );
    expect(text).toContain("Times Tables Check rehearsal: 22 out of 25 (3 June); the 2025 national average is 21.0.");
    expect(text).toContain("Badges earned: First Steps.");
    expect(text).toContain("Missions completed: Tower Mission.");
  });

  it("suggests one mission through a link that opens Coach Mode with it filled in", async () => {
    const { text, html } = await email(reportSummary());
    const link = /Open Zoe's mission in Coach Mode <([^>]+)>/.exec(text)?.[1] ?? "";
    expect(html).toContain("Open Zoe&#x27;s mission in Coach Mode</span>");
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}/parent/coach-mode`);
    // Every field of the coach's mission comes back from the link, as Coach Mode reads it; the child goes by id, not name.
    const { child_id: childId, child_name: childName, ...mission } = REPORT_SUGGESTION;
    expect(missionFromLink(url.searchParams)).toEqual({ childId, suggestion: { ...mission, source: "coach" } });
    expect(link).not.toContain(childName.split(" ")[0]);
  });

  it("carries a one-click unsubscribe (RFC 8058) and a footer link to a page that asks first", async () => {
    const { headers, text } = await email(reportSummary());
    expect(headers).toEqual({
      "List-Unsubscribe": `<${PUBLIC_URL}/api/reports/unsubscribe?token=tok.1.abc>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(text).toContain(`Unsubscribe from the weekly report <${PUBLIC_URL}/reports/unsubscribe?token=tok.1.abc>`);
  });

  it("names a week across two months in full", () => {
    expect(weekName("2026-06-29")).toBe("29 June to 5 July");
    expect(weekName("2026-06-01")).toBe("1 to 7 June");
  });
});
