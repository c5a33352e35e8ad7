import { eq, type SQLWrapper } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as childrenApi from "../../shared/api/children";
import * as familyApi from "../../shared/api/family-data";
import * as reportApi from "../../shared/api/weekly-report";
import { reportWeekAt } from "../../shared/engagement/report-week";
import { buildFamily, type TestFamily } from "../../../tests/factories";
import { callAs } from "../../../tests/support/call-as";
import { REPORT_SUGGESTION, reportChild, reportSummary } from "../../../tests/support/report-week";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { emailOutbox } from "../db/schema/email";
import { weeklyReports } from "../db/schema/engagement";
import { sendWeeklyReport } from "./send-weekly-reports";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const parentIdOf = (family: TestFamily) => family.parent.session.parentData.id;
const reportsOf = (family: TestFamily) =>
  t.deps.database.db
    .select()
    .from(weeklyReports)
    .where(eq(weeklyReports.parentId, parentIdOf(family)));

const reportEmailsTo = async (family: TestFamily) =>
  (await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, family.parent.email))).filter(
    (m) => m.subject.startsWith("Your family's week"),
  );

describe("a deleted child in the family's weekly reports", () => {
  it("is gone from every kept report, the latest report shown and the export; the sibling and other families stay", async () => {
    const family = await buildFamily(t, { children: [{ name: "Ottoline Quick" }, { name: "Barnaby Slow" }] });
    const [ottoline, barnaby] = family.children;
    if (!ottoline || !barnaby) throw new Error("two children expected");
    // Last week's report, as the sweep sends it (both children in it) ...
    expect(await sendWeeklyReport(t.deps, parentIdOf(family), reportWeekAt(t.clock.now()))).toBe(true);
    // ... and an older one whose suggested mission was Barnaby's, Barnaby listed first.
    const older = reportSummary({
      week_start: "2026-05-18",
      children: [
        reportChild({ id: barnaby.id, name: barnaby.name }),
        reportChild({ id: ottoline.id, name: ottoline.name, games: 3 }),
      ],
      suggestion: { ...REPORT_SUGGESTION, child_id: barnaby.id, child_name: barnaby.name },
    });
    await t.deps.database.db
      .insert(weeklyReports)
      .values({ parentId: parentIdOf(family), weekStart: "2026-05-18", sentAt: t.clock.now(), summary: older });
    // Another family whose child has the same name and whose report names her.
    const other = await buildFamily(t, { children: [{ name: "Barnaby Slow" }] });
    expect(await sendWeeklyReport(t.deps, parentIdOf(other), reportWeekAt(t.clock.now()))).toBe(true);
    const othersBefore = await reportsOf(other);
    const latestBefore = (await callAs(t, family.parent.caller, reportApi.latestWeeklyReport)).ok().report;
    expect(await reportEmailsTo(family)).toHaveLength(1);
    expect(latestBefore?.text).toContain("Barnaby");

    const deleted = await callAs(t, family.parent.caller, childrenApi.deleteChild, { params: { childId: barnaby.id } });
    expect(deleted.status).toBe(200);

    const kept = await reportsOf(family);
    expect(kept.map((r) => r.weekStart).sort()).toEqual(["2026-05-18", "2026-05-25"]);
    for (const { summary } of kept) expect(summary.children.map((c) => c.id)).toEqual([ottoline.id]);
    const olderNow = kept.find((r) => r.weekStart === "2026-05-18")?.summary;
    expect(olderNow).toEqual({ ...older, children: [older.children[1]], suggestion: null });

    const latest = (await callAs(t, family.parent.caller, reportApi.latestWeeklyReport)).ok().report;
    expect(latest?.week_start).toBe("2026-05-25");
    expect(latest?.text).toContain("Ottoline");
    const exported = (await callAs(t, family.parent.caller, familyApi.exportFamilyData)).ok();
    expect(exported.weekly_reports).toHaveLength(2);
    for (const shown of [latest?.text, latest?.html, latest?.subject, JSON.stringify(exported)]) {
      expect(shown).not.toContain("Barnaby");
      expect(shown).not.toContain(barnaby.id);
    }
    // The delivered copies of the family's reports are gone from the outbox; the other family's and the
    // family's other emails stay.
    const outbox = await t.deps.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, family.parent.email));
    expect(outbox.some((m) => m.textBody.includes("Barnaby"))).toBe(false);
    expect(await reportEmailsTo(other)).toHaveLength(1);
    // The other family's Barnaby is theirs.
    expect(await reportsOf(other)).toEqual(othersBefore);
  });

  it("leaves the reports as they were when the deletion is refused", async () => {
    const family = await buildFamily(t, { children: [{ name: "Ottoline Quick" }, { name: "Barnaby Slow" }] });
    const stranger = await buildFamily(t, { children: 1 });
    expect(await sendWeeklyReport(t.deps, parentIdOf(family), reportWeekAt(t.clock.now()))).toBe(true);
    const before = await reportsOf(family);
    const refused = await callAs(t, stranger.parent.caller, childrenApi.deleteChild, {
      params: { childId: family.sibling.id },
    });
    expect(refused.status).toBe(404);
    expect(await reportsOf(family)).toEqual(before);
  });

  it("is not kept in a report that was being made when the child was deleted: the week is made again without them", async () => {
    const family = await buildFamily(t, { children: [{ name: "Ottoline Quick" }, { name: "Barnaby Slow" }] });
    const barnaby = family.sibling;
    const db = t.deps.database.db;
    // The child is deleted after the report's week was read and its email made, just before it is kept (by the
    // one statement that claims the parent, marks the week and keeps the email).
    const racing = Object.create(db) as typeof db;
    const marks = (query: string | SQLWrapper) =>
      typeof query !== "string" &&
      new PgDialect().sqlToQuery(query.getSQL()).sql.includes('insert into "weekly_reports"');
    racing.execute = (async (query: string | SQLWrapper) => {
      if (marks(query)) {
        const deleted = await callAs(t, family.parent.caller, childrenApi.deleteChild, {
          params: { childId: barnaby.id },
        });
        expect(deleted.status).toBe(200);
      }
      return db.execute(query);
    }) as typeof db.execute;
    const week = reportWeekAt(t.clock.now());
    expect(
      await sendWeeklyReport({ ...t.deps, database: { ...t.deps.database, db: racing } }, parentIdOf(family), week),
    ).toBe(false);
    expect(await reportsOf(family)).toEqual([]);

    // The next round makes the week again, with Ottoline alone.
    expect(await sendWeeklyReport(t.deps, parentIdOf(family), week)).toBe(true);
    const [kept, ...more] = await reportsOf(family);
    expect(more).toEqual([]);
    expect(kept?.summary.children.map((c) => c.name)).toEqual(["Ottoline Quick"]);
    expect(JSON.stringify(kept?.summary)).not.toContain(barnaby.id);
  });
});
