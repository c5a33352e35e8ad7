import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as badgesApi from "../../shared/api/badges";
import * as api from "../../shared/api/play";
import { productMessages } from "../../shared/messages";
import { buildFamily, buildGame, playedAnswers, questionsOf, type TestFamily } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { verifyEmailOf } from "../../../tests/support/verify-email";
import { children } from "../db/schema/children";
import { badges, childUnlockedRewards, digitalRewards, parentChallenges, userBadges } from "../db/schema/engagement";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const play = async (as: Caller, body: api.SaveGameBody) => (await callAs(t, as, api.saveGame, { body })).ok();
const earnedNames = (saved: api.SaveGameResponse) => saved.outcomes.badges_earned.map((b) => b.name).sort();
const progressOf = async (as: Caller, childId: string) =>
  (await callAs(t, as, badgesApi.childBadges, { params: { childId } })).ok().badges;
const entry = (list: badgesApi.BadgeProgress[], name: string) => {
  const found = list.find((b) => b.badge.name === name);
  if (!found) throw new Error(`no badge ${name}`);
  return found;
};
const awardsOf = async (childId: string) => {
  const [row] = await t.deps.database.db.select({ n: count() }).from(userBadges).where(eq(userBadges.childId, childId));
  return row?.n ?? 0;
};

describe("badges earned by playing", () => {
  it("the first game earns First Steps once, returned with the save for the toast", async () => {
    const { child } = await buildFamily(t, { children: 1 });
    const first = await play(child.caller, buildGame(child.id));
    expect(first.outcomes.badges_earned).toContainEqual({
      id: "b4d9e000-0000-4000-8000-000000000001",
      name: "First Steps",
      description: "Finish your very first game.",
      image_url: "/badges/first-steps.svg",
    });
    const second = await play(child.caller, buildGame(child.id));
    expect(earnedNames(second)).not.toContain("First Steps");
    const list = await progressOf(child.caller, child.id);
    expect(entry(list, "First Steps")).toMatchObject({
      earned: true,
      progress: 100,
      earned_at: t.clock.now().toISOString(),
    });
  });

  it("a Smart Practice game counts as a game: the first one earns First Steps", async () => {
    const { child } = await buildFamily(t, { children: 1 });
    const first = await play(child.caller, buildGame(child.id, { mode: "smart_practice", duration_seconds: 150 }));
    expect(earnedNames(first)).toContain("First Steps");
  });

  it("a Times Tables Check counts as a game (First Steps) and its multiplications as a run (Times Table Tiger)", async () => {
    const { child } = await buildFamily(t, { children: 1 });
    const check = buildGame(child.id, {
      mode: "mtc",
      questions: playedAnswers("R".repeat(12) + "W".repeat(13), "mtc"),
    });
    expect(earnedNames(await play(child.caller, check))).toEqual(
      expect.arrayContaining(["First Steps", "Times Table Tiger"]),
    );
  });

  it("a perfect 90 Second Challenge earns Perfect Score and Sharp Shooter; a parent's own game earns nothing", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const perfect = await play(child.caller, buildGame(child.id, { questions: questionsOf(40) }));
    expect(earnedNames(perfect)).toEqual(expect.arrayContaining(["First Steps", "Perfect Score", "Sharp Shooter"]));
    const own = await play(parent.caller, buildGame(null, { questions: questionsOf(40) }));
    expect(own.outcomes.badges_earned).toEqual([]);
  });

  it("ten multiplications right in a row within one game earn Times Table Tiger; nine do not", async () => {
    const { child } = await buildFamily(t, { children: 1 });
    const tower = (pattern: string) =>
      buildGame(child.id, { mode: "times_table_tower", questions: playedAnswers(pattern, "times_table_tower") });
    await t.deps.database.db
      .update(children)
      .set({ hasStreakShield: true, streakShieldExpiresAt: new Date(t.clock.now().getTime() + 86_400_000) })
      .where(eq(children.id, child.id));
    expect(earnedNames(await play(child.caller, tower("RRRRRRRRRW")))).not.toContain("Times Table Tiger");
    expect(entry(await progressOf(child.caller, child.id), "Times Table Tiger").progress).toBe(90);
    expect(earnedNames(await play(child.caller, tower("RRRRRRRRRR")))).toContain("Times Table Tiger");
  });

  it("locked badges show how near the child is", async () => {
    const { child } = await buildFamily(t, { children: 1 });
    for (let i = 0; i < 4; i++) await play(child.caller, buildGame(child.id));
    const list = await progressOf(child.caller, child.id);
    expect(entry(list, "Getting Going")).toMatchObject({ earned: false, earned_at: null, progress: 40 });
    expect(entry(list, "Maths Marathon").progress).toBe(8);
    expect(entry(list, "Shield Bearer").progress).toBe(0);
    expect(list.length).toBeGreaterThanOrEqual(20);
  });

  it("20 games saved at once by one child award each badge exactly once", async () => {
    const { child } = await buildFamily(t, { children: 1 });
    const games = Array.from({ length: 20 }, () => buildGame(child.id, { questions: questionsOf(40) }));
    const saved = await Promise.all(games.map((g) => play(child.caller, g)));
    const all = saved.flatMap(earnedNames);
    const counts = new Map<string, number>();
    for (const name of all) counts.set(name, (counts.get(name) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.has("First Steps")).toBe(true);
    expect(counts.has("Getting Going")).toBe(true);
    expect(await awardsOf(child.id)).toBe(counts.size);
    // A later evaluation awards nothing new for what was already earned.
    const again = await play(child.caller, buildGame(child.id, { questions: questionsOf(40) }));
    expect(earnedNames(again).filter((n) => counts.has(n))).toEqual([]);
  });

  it("a child's ninth and tenth games, saved at once in two modes, earn Getting Going once", async () => {
    const families = await Promise.all(Array.from({ length: 4 }, () => buildFamily(t, { children: 1 })));
    await Promise.all(
      families.map(async ({ child }) => {
        for (let i = 0; i < 8; i++) await play(child.caller, buildGame(child.id));
        const both = await Promise.all([
          play(child.caller, buildGame(child.id)),
          play(child.caller, buildGame(child.id, { mode: "missing_piece", duration_seconds: 60 })),
        ]);
        expect(both.flatMap(earnedNames).filter((n) => n === "Getting Going")).toHaveLength(1);
        const list = await progressOf(child.caller, child.id);
        expect(entry(list, "Getting Going").earned).toBe(true);
      }),
    );
  });

  it("an inactive badge is never awarded", async () => {
    const [retired] = await t.deps.database.db
      .insert(badges)
      .values({
        name: "Retired",
        description: "Gone",
        triggerRule: { type: "session_completed", count: 1, game_modes: ["timed"] },
        isActive: false,
      })
      .returning();
    const { child } = await buildFamily(t, { children: 1 });
    await play(child.caller, buildGame(child.id));
    const [row] = await t.deps.database.db
      .select({ n: count() })
      .from(userBadges)
      .where(and(eq(userBadges.childId, child.id), eq(userBadges.badgeId, retired?.id ?? "")));
    expect(row?.n).toBe(0);
    expect((await progressOf(child.caller, child.id)).some((b) => b.badge.name === "Retired")).toBe(false);
  });
});

describe("Referral Champion", () => {
  const codeOf = (family: TestFamily) => family.parent.session.parentData.referral_code ?? "";

  it("a verified referred family's first game earns it for the player, shown with the game, and for both families' children", async () => {
    const referrer = await buildFamily(t, { children: 1 });
    const referred = await buildFamily(t, { parent: { ref: codeOf(referrer) }, children: 2 });
    await verifyEmailOf(t, referred.parent.email);
    const first = await play(referred.child.caller, buildGame(referred.child.id));
    expect(earnedNames(first)).toContain("Referral Champion");
    expect(entry(await progressOf(referrer.child.caller, referrer.child.id), "Referral Champion").earned).toBe(true);
    expect(entry(await progressOf(referred.sibling.caller, referred.sibling.id), "Referral Champion").earned).toBe(
      true,
    );
  });

  it("tells each side its own true words: the referrer's children invited a family, the referred family's joined", async () => {
    const referrer = await buildFamily(t, { children: 1 });
    const referred = await buildFamily(t, { parent: { ref: codeOf(referrer) }, children: 2 });
    await verifyEmailOf(t, referred.parent.email);
    const first = await play(referred.child.caller, buildGame(referred.child.id));
    const shown = first.outcomes.badges_earned.find((b) => b.name === "Referral Champion");
    expect(shown?.description).toBe(productMessages.referralBadgeJoined);
    const words = async (kid: TestFamily["child"]) =>
      entry(await progressOf(kid.caller, kid.id), "Referral Champion").badge.description;
    expect(await words(referrer.child)).toBe(productMessages.referralBadgeInvited);
    expect(await words(referred.child)).toBe(productMessages.referralBadgeJoined);
    expect(await words(referred.sibling)).toBe(productMessages.referralBadgeJoined);
    // The referred family invites a family of its own: its children's badge says both.
    const third = await buildFamily(t, { parent: { ref: codeOf(referred) }, children: 1 });
    await verifyEmailOf(t, third.parent.email);
    await play(third.child.caller, buildGame(third.child.id));
    expect(await words(referred.sibling)).toBe(productMessages.referralBadgeBothSides);
    expect(await words(referrer.child)).toBe(productMessages.referralBadgeInvited);
  });

  it("is earned by both families' children when the address is proved after the first game", async () => {
    const referrer = await buildFamily(t, { children: 1 });
    const referred = await buildFamily(t, { parent: { ref: codeOf(referrer) }, children: 2 });
    expect(earnedNames(await play(referred.child.caller, buildGame(referred.child.id)))).not.toContain(
      "Referral Champion",
    );
    expect(entry(await progressOf(referrer.child.caller, referrer.child.id), "Referral Champion").earned).toBe(false);
    await verifyEmailOf(t, referred.parent.email);
    for (const kid of [referrer.child, referred.child, referred.sibling]) {
      expect(entry(await progressOf(kid.caller, kid.id), "Referral Champion").earned).toBe(true);
    }
  });

  it("is not earned without a completed referral", async () => {
    const { child } = await buildFamily(t, { children: 1 });
    expect(earnedNames(await play(child.caller, buildGame(child.id)))).not.toContain("Referral Champion");
  });
});

describe("unlocked mission rewards", () => {
  it("lists the child's rewards with the sticker and the mission, newest first; not a sibling's", async () => {
    const { parent, child, sibling } = await buildFamily(t);
    const db = t.deps.database.db;
    const [sticker] = await db
      .insert(digitalRewards)
      .values({ name: "Rocket Sticker", assetUrl: "/stickers/rocket.svg" })
      .returning();
    const mission = async (name: string, reward: { text?: string; digital_reward_id?: string }) => {
      const [row] = await db
        .insert(parentChallenges)
        .values({
          parentId: parent.session.parentData.id,
          childId: child.id,
          challengeName: name,
          gameModeTarget: "timed",
          rewardType: reward.text === undefined ? "digital_sticker" : "custom_text",
          rewardDetails: reward,
          status: "completed",
        })
        .returning();
      if (!row) throw new Error("no mission");
      return row;
    };
    const m1 = await mission("Timed Mission", { digital_reward_id: sticker?.id ?? "" });
    const m2 = await mission("Tower Mission", { text: "A trip to the park" });
    await db.insert(childUnlockedRewards).values([
      {
        childId: child.id,
        parentChallengeId: m1.id,
        digitalRewardId: sticker?.id,
        unlockedAt: new Date("2026-05-01T10:00:00Z"),
      },
      { childId: child.id, parentChallengeId: m2.id, unlockedAt: new Date("2026-05-02T10:00:00Z") },
    ]);
    const res = await callAs(t, child.caller, badgesApi.childRewards, { params: { childId: child.id } });
    expect(res.ok().rewards).toEqual([
      {
        id: expect.any(String),
        unlocked_at: "2026-05-02T10:00:00.000Z",
        digital_reward: null,
        parent_challenge: { challenge_name: "Tower Mission", reward_details: { text: "A trip to the park" } },
      },
      {
        id: expect.any(String),
        unlocked_at: "2026-05-01T10:00:00.000Z",
        digital_reward: { name: "Rocket Sticker", asset_url: "/stickers/rocket.svg" },
        parent_challenge: { challenge_name: "Timed Mission", reward_details: {} },
      },
    ]);
    const theirs = await callAs(t, sibling.caller, badgesApi.childRewards, { params: { childId: sibling.id } });
    expect(theirs.ok().rewards).toEqual([]);
  });
});
