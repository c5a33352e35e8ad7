import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedDemoChallenges } from "../../scripts/demo-challenges";
import { seedDemoHistory } from "../../scripts/demo-history";
import { seedDemoAvatars } from "../../scripts/demo-avatars";
import { seedDemoMissions } from "../../scripts/demo-missions";
import { challenges, childUnlockedRewards, parentChallenges } from "../../src/server/db/schema/engagement";
import { children } from "../../src/server/db/schema/children";
import { sessions } from "../../src/server/db/schema/play";
import { buildFamily } from "../factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;

/** The parent acting with no HTTP session behind it, as the demo script does. */
const parentActor = (parentData: { id: string; user_id: string; email: string }) => ({
  kind: "parent" as const,
  sessionId: "demo",
  userId: parentData.user_id,
  email: parentData.email,
  parentId: parentData.id,
  isAdmin: false,
});

/** A family of Ava and Leo, with the parent's actor and the children as the demo scripts take them. */
async function demoFamily() {
  const { parent, child: ava, sibling: leo } = await buildFamily(t);
  const { parentData } = parent.session;
  const family = [
    { id: ava.id, name: "Ava", parentId: parentData.id },
    { id: leo.id, name: "Leo", parentId: parentData.id },
  ];
  return { parentData, actor: parentActor(parentData), ava, leo, family };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("the demo history plays every mode on the real engines, and the server accepts every game", async () => {
  const { parent, child: ava } = await buildFamily(t, { children: [{ name: "Ava", pin: "4821" }] });
  const { parentData } = parent.session;
  const actor = parentActor(parentData);
  const player = {
    seed: 4821,
    accuracy: [0.6, 0.95],
    responseMs: [3_000, 1_500],
    playChance: 0.8,
    recentDays: 5,
  } as const;
  // saveGame throws on any refusal, so a game the server thought implausible would fail this.
  const saved = await seedDemoHistory(t.deps, actor, { id: ava.id, difficultyLevel: "intermediate" }, player);
  expect(saved).toBeGreaterThan(40);
  const [row] = await t.deps.database.db.select({ n: count() }).from(sessions).where(eq(sessions.childId, ava.id));
  expect(row?.n).toBe(saved);
  const modes = await t.deps.database.db
    .selectDistinct({ mode: sessions.mode })
    .from(sessions)
    .where(eq(sessions.childId, ava.id));
  expect(modes.length).toBeGreaterThanOrEqual(5);
  // Times Tables Checks too, for the parent's history of scores.
  expect(modes.map((m) => m.mode)).toContain("mtc");
});

it("the demo challenges: one completed between the children, one waiting for the first child, the second time none", async () => {
  const { parentData, ava, leo, family } = await demoFamily();
  expect(await seedDemoChallenges(t.deps, parentData.user_id, family)).toBe(true);
  const rows = await t.deps.database.db
    .select()
    .from(challenges)
    .where(inArray(challenges.initiatorChildId, [ava.id, leo.id]))
    .orderBy(challenges.createdAt);
  expect(rows.map((r) => r.status).sort()).toEqual(["completed", "pending_opponent"]);
  expect(rows.find((r) => r.status === "pending_opponent")?.opponentChildId).toBe(ava.id);
  expect(await seedDemoChallenges(t.deps, parentData.user_id, family)).toBe(false);
});

it("the demo missions: the first child has finished one with a sticker and has a new one, the second has one; the second time none", async () => {
  const { actor, ava, leo, family } = await demoFamily();
  expect(await seedDemoMissions(t.deps, actor, family)).toBe(true);
  const db = t.deps.database.db;
  const missions = await db
    .select()
    .from(parentChallenges)
    .where(inArray(parentChallenges.childId, [ava.id, leo.id]))
    .orderBy(parentChallenges.createdAt);
  expect(missions.map((m) => [m.childId === ava.id ? "Ava" : "Leo", m.status])).toEqual([
    ["Ava", "completed"],
    ["Ava", "active"],
    ["Leo", "active"],
  ]);
  const rewards = await db.select().from(childUnlockedRewards).where(eq(childUnlockedRewards.childId, ava.id));
  expect(rewards).toHaveLength(1);
  expect(rewards[0]?.digitalRewardId).not.toBeNull();
  expect(await seedDemoMissions(t.deps, actor, family)).toBe(false);
});

it("the demo avatars: each child gets one made by the builder and chosen as theirs; the second time none", async () => {
  const { actor, ava, leo, family } = await demoFamily();
  expect(await seedDemoAvatars(t.deps, actor, family)).toBe(true);
  const kids = await t.deps.database.db
    .select()
    .from(children)
    .where(inArray(children.id, [ava.id, leo.id]));
  for (const kid of kids)
    expect(kid.avatar).toMatchObject({ type: "generated", url: expect.stringMatching(/^\/files\/avatars\//) });
  expect(await seedDemoAvatars(t.deps, actor, family)).toBe(false);
});
