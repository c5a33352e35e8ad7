import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productMessages } from "../../shared/messages";
import { buildFamily, type TestFamily } from "../../../tests/factories";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import type { Actor, ChildActor, ParentActor } from "../auth/actor";
import { parents } from "../db/schema/users";
import { latestWeeklyReport, setWeeklyReport, weeklyReportSetting } from "./weekly-report-settings";

let t: TestApp;
let family: TestFamily;
let other: TestFamily;
beforeAll(async () => {
  t = await createTestApp();
  family = await buildFamily(t, { children: 1, signIn: false });
  other = await buildFamily(t, { children: 1, signIn: false });
});
afterAll(() => t.close());

const parentOf = (f: TestFamily): ParentActor => ({
  kind: "parent",
  sessionId: "s",
  userId: f.parent.session.user.id,
  email: f.parent.email,
  parentId: f.parent.session.parentData.id,
  isAdmin: false,
});
const childOf = (f: TestFamily): ChildActor => ({
  kind: "child",
  sessionId: "s",
  childId: f.child.id,
  parentId: f.parent.session.parentData.id,
  parentUserId: f.parent.session.user.id,
  expiresAt: new Date(t.clock.now().getTime() + 60 * 60_000),
});

const settingOf = async (f: TestFamily) =>
  (
    await t.deps.database.db
      .select({ on: parents.weeklyReport })
      .from(parents)
      .where(eq(parents.id, f.parent.session.parentData.id))
  )[0]?.on;

/** The refusal every family rule gives: the 404 of a family that is not there. */
const MISSING_FAMILY = { status: 404, code: "parent_not_found", message: productMessages.notFound };

describe("the weekly report's setting and latest report, asked of the domain functions", () => {
  it("answer the family's parent", async () => {
    const parentId = family.parent.session.parentData.id;
    expect(await weeklyReportSetting(t.deps, parentOf(family), parentId)).toEqual({ enabled: true });
    expect(await setWeeklyReport(t.deps, parentOf(family), parentId, false)).toEqual({ enabled: false });
    expect(await setWeeklyReport(t.deps, parentOf(family), parentId, true)).toEqual({ enabled: true });
    expect(await latestWeeklyReport(t.deps, parentOf(family), parentId)).toEqual({ report: null });
  });

  it("refuse the family's child and another family's parent as a missing family, and change nothing", async () => {
    const parentId = family.parent.session.parentData.id;
    const strangers: Actor[] = [childOf(family), parentOf(other), childOf(other)];
    for (const actor of strangers) {
      await expect(weeklyReportSetting(t.deps, actor, parentId)).rejects.toMatchObject(MISSING_FAMILY);
      await expect(setWeeklyReport(t.deps, actor, parentId, false)).rejects.toMatchObject(MISSING_FAMILY);
      await expect(latestWeeklyReport(t.deps, actor, parentId)).rejects.toMatchObject(MISSING_FAMILY);
    }
    expect(await settingOf(family)).toBe(true);
  });
});
