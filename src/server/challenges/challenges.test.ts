import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as api from "../../shared/api/challenges";
import { saveGame, type SaveGameBody } from "../../shared/api/play";
import type { DifficultyLevel } from "../../shared/constants";
import { challengeQuestions } from "../../shared/game/modes/challenge/questions";
import { messages, productMessages } from "../../shared/messages";
import { buildFamily, buildGame, challengeGame, payForPremium, type TestFamily } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { subscriptions } from "../db/schema/billing";
import { children } from "../db/schema/children";
import { challengeNotificationDismissals, challenges } from "../db/schema/engagement";
import { sessions } from "../db/schema/play";
import { recordChallengeResultFor } from "./record-challenge-result";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (family: TestFamily, as: Caller, childId: string, opponent: string | null) =>
  callAs(t, as, api.createChallenge, { params: { childId }, body: { opponent_child_id: opponent } });
const open = (as: Caller, challengeId: string, childId: string | null) =>
  callAs(t, as, api.openChallengeGame, { params: { challengeId }, body: { child_id: childId } });
const save = (as: Caller, body: SaveGameBody) => callAs(t, as, saveGame, { body });
const childList = (as: Caller, childId: string) => callAs(t, as, api.childChallenges, { params: { childId } });

async function setUp(difficulties: { ava?: DifficultyLevel; leo?: DifficultyLevel } = {}) {
  const family = await buildFamily(t);
  const { child: ava, sibling: leo } = family;
  if (difficulties.ava) await setDifficulty(family, ava.id, difficulties.ava);
  if (difficulties.leo) await setDifficulty(family, leo.id, difficulties.leo);
  return { family, ava, leo };
}

async function setDifficulty(family: TestFamily, childId: string, level: DifficultyLevel) {
  const { updateChild } = await import("../../shared/api/children");
  (await callAs(t, family.parent.caller, updateChild, { params: { childId }, body: { difficulty_level: level } })).ok();
}

describe("setting a challenge", () => {
  it("a child challenges a sibling: pending, their difficulty, a seed, 7 days to play", async () => {
    const { family, ava, leo } = await setUp({ ava: "intermediate" });
    const res = await create(family, ava.caller, ava.id, leo.id);
    expect(res.status).toBe(201);
    const { challenge, game } = res.ok();
    expect(challenge).toMatchObject({
      status: "pending_initiator",
      section: "your_turn",
      game_mode: "challenge",
      initiator: { child_id: ava.id, name: "Ava", difficulty_level: "intermediate", played: false },
      opponent: { type: "child", child_id: leo.id, name: "Leo", difficulty_level: null },
      winner: null,
    });
    expect(new Date(challenge.expires_at).getTime() - new Date(challenge.created_at).getTime()).toBe(7 * 86_400_000);
    expect(game).toMatchObject({
      challenge_id: challenge.id,
      difficulty_level: "intermediate",
      game_mode: "challenge",
    });
    expect(Number.isInteger(game.question_seed)).toBe(true);
  });

  it("a child may challenge their parent, never themself, nor a child of another family, nor for a sibling", async () => {
    const { family, ava, leo } = await setUp();
    await payForPremium(t, family.parent);
    const other = await buildFamily(t, { children: 1 });
    const vsParent = (await create(family, ava.caller, ava.id, null)).ok().challenge;
    expect(vsParent.opponent).toMatchObject({ type: "user", child_id: null, name: "Parent" });
    const self = await create(family, ava.caller, ava.id, ava.id);
    expect(self.status).toBe(422);
    expect(self.error()).toMatchObject({
      code: "cannot_challenge_self",
      message: productMessages.cannotChallengeSelf,
    });
    expect((await create(family, ava.caller, ava.id, other.child.id)).status).toBe(404);
    expect((await create(family, ava.caller, leo.id, ava.id)).status).toBe(404);
    expect((await create(family, family.parent.caller, ava.id, leo.id)).status).toBe(401);
  });
});

describe("a free family's challenges (Challenge Mode is Premium for the parent)", () => {
  it("a child may challenge a sibling, but not the parent, who could not play it; nor may the parent open one", async () => {
    const { family, ava, leo } = await setUp();
    expect((await childList(ava.caller, ava.id)).ok().opponents).toEqual([
      { type: "child", child_id: leo.id, name: "Leo" },
    ]);
    expect((await create(family, ava.caller, ava.id, leo.id)).status).toBe(201);
    const vsParent = await create(family, ava.caller, ava.id, null);
    expect(vsParent.status).toBe(403);
    expect(vsParent.error()).toMatchObject({
      code: "premium_required",
      message: productMessages.parentCannotBeChallenged,
    });
    const rows = await t.deps.database.db
      .select({ opponentUserId: challenges.opponentUserId })
      .from(challenges)
      .where(eq(challenges.initiatorChildId, ava.id));
    expect(rows).toEqual([{ opponentUserId: null }]);
  });

  it("with Premium the parent is offered and can play; once Premium ends the parent can no longer open it", async () => {
    const { family, ava, leo } = await setUp();
    await payForPremium(t, family.parent);
    expect((await childList(ava.caller, ava.id)).ok().opponents).toEqual([
      { type: "child", child_id: leo.id, name: "Leo" },
      { type: "user", child_id: null, name: "Parent" },
    ]);
    const { game } = (await create(family, ava.caller, ava.id, null)).ok();
    const [family_] = await t.deps.database.db
      .select({ parentId: children.parentId })
      .from(children)
      .where(eq(children.id, ava.id));
    await t.deps.database.db.delete(subscriptions).where(eq(subscriptions.parentId, family_?.parentId ?? ""));
    expect((await childList(ava.caller, ava.id)).ok().opponents.map((o) => o.type)).toEqual(["child"]);
    const refused = await open(family.parent.caller, game.challenge_id, null);
    expect(refused.status).toBe(403);
    expect(refused.error().code).toBe("premium_required");
  });
});

describe("Challenge Mode is Premium on every route where the parent takes part", () => {
  const PREMIUM_REQUIRED = { code: "premium_required", message: productMessages.premiumRequired };

  /** A family whose Premium has ended, with Ava against Leo and Ava against her parent set while it had it. */
  async function lapsedFamily() {
    const { family, ava, leo } = await setUp();
    await payForPremium(t, family.parent);
    const vsLeo = (await create(family, ava.caller, ava.id, leo.id)).ok().game;
    const vsParent = (await create(family, ava.caller, ava.id, null)).ok().game;
    const parentGame = (await open(family.parent.caller, vsParent.challenge_id, null)).ok();
    const [row] = await t.deps.database.db
      .select({ parentId: children.parentId })
      .from(children)
      .where(eq(children.id, ava.id));
    await t.deps.database.db.delete(subscriptions).where(eq(subscriptions.parentId, row?.parentId ?? ""));
    return { family, ava, leo, vsLeo, vsParent, parentGame };
  }

  it("refuses a free family's parent on each route of the feature, with the same answer, and changes nothing", async () => {
    const { family, ava, vsLeo, vsParent, parentGame } = await lapsedFamily();
    const parent = family.parent.caller;
    const answers = {
      "the family's list": await callAs(t, parent, api.familyChallenges),
      cancelling: await callAs(t, parent, api.cancelChallenge, { params: { challengeId: vsLeo.challenge_id } }),
      "opening their own side": await open(parent, vsParent.challenge_id, null),
      "saving their own side": await save(parent, challengeGame(null, parentGame, 5, 6)),
      "opening a child's side": await open(parent, vsLeo.challenge_id, ava.id),
      "saving a child's side": await save(parent, challengeGame(ava.id, vsLeo, 5, 6)),
      "a child's list": await childList(parent, ava.id),
      "a child's dismissal": await callAs(t, parent, api.dismissChallenge, {
        params: { childId: ava.id, challengeId: vsLeo.challenge_id },
      }),
    };
    for (const [use, res] of Object.entries(answers)) {
      expect({ use, status: res.status, error: res.status >= 400 ? res.error() : null }).toEqual({
        use,
        status: 403,
        error: PREMIUM_REQUIRED,
      });
    }
    const [row] = await t.deps.database.db.select().from(challenges).where(eq(challenges.id, vsLeo.challenge_id));
    expect(row).toMatchObject({ status: "pending_initiator", initiatorSessionId: null });
    const games = await t.deps.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.childId, ava.id));
    expect(games).toEqual([]);
  });

  it("lets the children play each other, but not a challenge against the parent, which they are no longer offered", async () => {
    const { ava, vsLeo, vsParent } = await lapsedFamily();
    const list = (await childList(ava.caller, ava.id)).ok();
    expect(list.waiting.map((c) => c.id)).toEqual([vsLeo.challenge_id]);
    expect(list.opponents.map((o) => o.type)).toEqual(["child"]);
    for (const res of [
      await open(ava.caller, vsParent.challenge_id, ava.id),
      await save(ava.caller, challengeGame(ava.id, vsParent, 5, 6)),
    ]) {
      expect(res.status).toBe(403);
      expect(res.error()).toEqual(PREMIUM_REQUIRED);
    }
    expect((await open(ava.caller, vsLeo.challenge_id, ava.id)).status).toBe(200);
    expect((await save(ava.caller, challengeGame(ava.id, vsLeo, 5, 6))).status).toBe(200);
  });
});

describe("playing a challenge", () => {
  it("both play at their own difficulty from one seed; the higher score wins and each sees their result", async () => {
    const { family, ava, leo } = await setUp({ ava: "expert", leo: "beginner" });
    const { game } = (await create(family, ava.caller, ava.id, leo.id)).ok();
    const avaSave = (await save(ava.caller, challengeGame(ava.id, game, 20, 24))).ok();
    expect(avaSave.outcomes.challenge).toMatchObject({
      status: "pending_opponent",
      side: "initiator",
      result: "pending",
      initiator: { score: 20, played: true },
    });

    expect((await childList(leo.caller, leo.id)).ok().waiting.map((c) => c.id)).toEqual([game.challenge_id]);
    const leoGame = (await open(leo.caller, game.challenge_id, leo.id)).ok();
    expect(leoGame).toEqual({ ...game, difficulty_level: "beginner" });
    // Leo's questions differ from Ava's: the same seed at his own level.
    expect(challengeQuestions(game.question_seed, "beginner")).not.toEqual(
      challengeQuestions(game.question_seed, "expert"),
    );
    const leoSave = (await save(leo.caller, challengeGame(leo.id, leoGame, 12, 15))).ok();
    expect(leoSave.outcomes.challenge).toMatchObject({
      status: "completed",
      side: "opponent",
      result: "lost",
      winner: "initiator",
      initiator: { name: "Ava", score: 20 },
      opponent: { name: "Leo", score: 12, difficulty_level: "beginner" },
    });

    const avaView = (await childList(ava.caller, ava.id)).ok();
    expect(avaView.waiting).toEqual([]);
    expect(avaView.completed).toMatchObject([{ id: game.challenge_id, result: "won" }]);
    expect((await childList(leo.caller, leo.id)).ok().completed).toMatchObject([{ result: "lost" }]);
  });

  it("a tie has no winner", async () => {
    const { family, ava, leo } = await setUp();
    const { game } = (await create(family, ava.caller, ava.id, leo.id)).ok();
    const leoGame = (await open(leo.caller, game.challenge_id, leo.id)).ok();
    // The opponent first: the initiator's turn.
    const first = (await save(leo.caller, challengeGame(leo.id, leoGame, 9, 10))).ok();
    expect(first.outcomes.challenge).toMatchObject({ status: "pending_initiator", result: "pending" });
    const last = (await save(ava.caller, challengeGame(ava.id, game, 9, 12))).ok();
    expect(last.outcomes.challenge).toMatchObject({ status: "completed", winner: "tie", result: "tie" });
    const [row] = await t.deps.database.db.select().from(challenges).where(eq(challenges.id, game.challenge_id));
    expect(row).toMatchObject({ winnerChildId: null, winnerUserId: null, initiatorScore: 9, opponentScore: 9 });
  });

  it("a parent plays as themself at expert, shown to themself as You, and can win", async () => {
    const { family, ava } = await setUp();
    await payForPremium(t, family.parent);
    const { game } = (await create(family, ava.caller, ava.id, null)).ok();
    (await save(ava.caller, challengeGame(ava.id, game, 5, 8))).ok();
    const parentGame = (await open(family.parent.caller, game.challenge_id, null)).ok();
    expect(parentGame.difficulty_level).toBe("expert");
    const saved = (await save(family.parent.caller, challengeGame(null, parentGame, 7, 8))).ok();
    expect(saved.outcomes.challenge).toMatchObject({
      status: "completed",
      result: "won",
      winner: "opponent",
      opponent: { type: "user", name: "You", score: 7 },
    });
    const [row] = await t.deps.database.db.select().from(challenges).where(eq(challenges.id, game.challenge_id));
    expect(row?.winnerUserId).toBe(family.parent.session.user.id);
  });

  it("refuses a forged save: questions not from the seed, another difficulty, or another mode", async () => {
    const { family, ava, leo } = await setUp({ ava: "intermediate" });
    const { game } = (await create(family, ava.caller, ava.id, leo.id)).ok();
    const honest = challengeGame(ava.id, game, 10, 10);
    const easy = {
      ...honest,
      // Easy sums of the same pool, all right: not the seed's.
      questions: honest.questions.map((q, i) => ({
        ...q,
        question_type: "addition" as const,
        operand1: 1 + (i % 5),
        operand2: 1 + Math.floor(i / 5),
        user_answer: 2 + (i % 5) + Math.floor(i / 5),
      })),
    };
    const otherSeed = challengeGame(ava.id, { ...game, question_seed: game.question_seed + 1 }, 10, 10);
    const beginner = challengeGame(ava.id, { ...game, difficulty_level: "beginner" }, 10, 10);
    for (const forged of [easy, otherSeed, { ...beginner, difficulty_level: "beginner" as const }]) {
      const res = await save(ava.caller, forged);
      expect(res.status).toBe(422);
      expect(res.error()).toMatchObject({
        code: "challenge_questions_mismatch",
        message: productMessages.challengeQuestionsMismatch,
      });
    }
    const timed = await save(ava.caller, { ...honest, mode: "timed", duration_seconds: 60 });
    expect(timed.error().code).toBe("challenge_questions_mismatch");
    // Nothing was recorded; the honest game still counts.
    const [row] = await t.deps.database.db.select().from(challenges).where(eq(challenges.id, game.challenge_id));
    expect(row?.initiatorSessionId).toBeNull();
    expect((await save(ava.caller, honest)).ok().outcomes.challenge?.initiator.score).toBe(10);
  });

  it("a side is played once; a retry of that game gets its first answer; a closed challenge is refused", async () => {
    const { family, ava, leo } = await setUp();
    const { game } = (await create(family, ava.caller, ava.id, leo.id)).ok();
    const first = challengeGame(ava.id, game, 6, 8);
    const saved = (await save(ava.caller, first)).ok();
    expect((await save(ava.caller, first)).ok()).toMatchObject({ replayed: true, session: { id: saved.session.id } });
    const again = await save(ava.caller, { ...first, client_id: randomUUID() });
    expect(again.status).toBe(409);
    expect(again.error()).toMatchObject({ code: "challenge_closed", message: productMessages.challengeClosed });
    expect((await open(ava.caller, game.challenge_id, ava.id)).error().code).toBe("challenge_closed");
  });

  it("a game of a challenge cancelled or run out while it was played is refused for good, saying so", async () => {
    const { family, ava, leo } = await setUp();
    await payForPremium(t, family.parent);
    // Cancelled while Leo, the opponent, plays his side.
    const { game } = (await create(family, ava.caller, ava.id, leo.id)).ok();
    (await save(ava.caller, challengeGame(ava.id, game, 4, 4))).ok();
    const leoSide = (await open(leo.caller, game.challenge_id, leo.id)).ok();
    (await callAs(t, family.parent.caller, api.cancelChallenge, { params: { challengeId: game.challenge_id } })).ok();
    const late = challengeGame(leo.id, leoSide, 5, 5);
    const refused = await save(leo.caller, late);
    expect(refused.status).toBe(409);
    expect(refused.error()).toMatchObject({
      code: "challenge_closed",
      message: productMessages.challengeCancelledBeforeSave,
    });
    // The same game sent again gets the same answer; nothing was recorded.
    expect((await save(leo.caller, late)).error().message).toBe(productMessages.challengeCancelledBeforeSave);
    const [row] = await t.deps.database.db.select().from(challenges).where(eq(challenges.id, game.challenge_id));
    expect(row).toMatchObject({ status: "cancelled", opponentSessionId: null, winnerChildId: null });

    // Run out of time while Ava plays her side.
    const second = (await create(family, ava.caller, ava.id, leo.id)).ok().game;
    await t.deps.database.db
      .update(challenges)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1) })
      .where(eq(challenges.id, second.challenge_id));
    const expired = await save(ava.caller, challengeGame(ava.id, second, 3, 3));
    expect(expired.status).toBe(409);
    expect(expired.error()).toMatchObject({
      code: "challenge_closed",
      message: productMessages.challengeExpiredBeforeSave,
    });
  });

  it("a player who is not in the challenge gets the same 404 as another family's challenge", async () => {
    const family = await buildFamily(t, { children: 3 });
    const [ava, leo, zoe] = family.children as [TestFamily["child"], TestFamily["child"], TestFamily["child"]];
    const other = await buildFamily(t, { children: 1 });
    const { game } = (await create(family, ava.caller, ava.id, leo.id)).ok();
    // Zoe cannot see it at all; her parent, who can, cannot open it for Zoe or as themself: neither plays in it.
    const unknown = (await open(zoe.caller, randomUUID(), zoe.id)).error();
    expect((await open(zoe.caller, game.challenge_id, zoe.id)).error()).toEqual(unknown);
    const zoeViaParent = await open(family.parent.caller, game.challenge_id, zoe.id);
    expect(zoeViaParent.status).toBe(404);
    expect(zoeViaParent.error()).toEqual(unknown);
    expect((await open(family.parent.caller, game.challenge_id, null)).error()).toEqual(unknown);
    expect((await open(other.parent.caller, game.challenge_id, null)).status).toBe(404);
    expect((await open(other.child.caller, game.challenge_id, other.child.id)).status).toBe(404);
    const foreign = await save(other.child.caller, challengeGame(other.child.id, game, 3, 3));
    expect(foreign.status).toBe(404);
  });

  it("three games of one side sent at once store one game; the others get the closed challenge's 409", async () => {
    const { family, ava, leo } = await setUp();
    const { game } = (await create(family, ava.caller, ava.id, leo.id)).ok();
    const answers = await Promise.all(
      [4, 7, 10].map((right) => save(ava.caller, challengeGame(ava.id, game, right, 12))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.error()).toMatchObject({ code: "challenge_closed", message: productMessages.challengeClosed });
    }
    const stored = await t.deps.database.db
      .select({ id: sessions.id, score: sessions.score })
      .from(sessions)
      .where(eq(sessions.childId, ava.id));
    const kept = answers.find((a) => a.status === 200)?.ok().session;
    expect(stored).toEqual([{ id: kept?.id, score: kept?.score }]);
    const [row] = await t.deps.database.db.select().from(challenges).where(eq(challenges.id, game.challenge_id));
    expect(row).toMatchObject({ initiatorSessionId: kept?.id, initiatorScore: kept?.score });
  });

  it("two players finishing at the same moment are both recorded, and the challenge completes once", async () => {
    const { family, ava, leo } = await setUp();
    const { game } = (await create(family, ava.caller, ava.id, leo.id)).ok();
    const leoGame = (await open(leo.caller, game.challenge_id, leo.id)).ok();
    const [a, b] = await Promise.all([
      save(ava.caller, challengeGame(ava.id, game, 11, 12)),
      save(leo.caller, challengeGame(leo.id, leoGame, 8, 12)),
    ]);
    // Each answer shows the challenge as it stood after that save: the second sees it completed.
    const results = [a.ok().outcomes.challenge?.result, b.ok().outcomes.challenge?.result];
    expect(results).toContainEqual(expect.stringMatching(/^(won|lost)$/));
    expect(["won", "pending"]).toContain(results[0]);
    expect(["lost", "pending"]).toContain(results[1]);
    const [row] = await t.deps.database.db.select().from(challenges).where(eq(challenges.id, game.challenge_id));
    expect(row).toMatchObject({ status: "completed", initiatorScore: 11, opponentScore: 8, winnerChildId: ava.id });
  });
});

describe("recording a result", () => {
  it("needs an existing session of a participant", async () => {
    const { family, ava, leo } = await setUp();
    const { game } = (await create(family, ava.caller, ava.id, leo.id)).ok();
    const missing = recordChallengeResultFor(t.deps, game.challenge_id, randomUUID(), {
      playerId: ava.id,
      playerType: "child",
    });
    await expect(missing).rejects.toMatchObject({ status: 404, message: messages.sessionNotFound });
    const avaGame = (await save(ava.caller, buildGame(ava.id))).ok();
    const stranger = recordChallengeResultFor(t.deps, game.challenge_id, avaGame.session.id, {
      playerId: family.parent.session.user.id,
      playerType: "user",
    });
    await expect(stranger).rejects.toMatchObject({ status: 422, message: messages.playerNotParticipant });
  });
});

describe("the lists, dismissal and cancelling", () => {
  it("offers a waiting challenge only until it expires; the parent's page lists each in its section", async () => {
    const { family, ava, leo } = await setUp();
    await payForPremium(t, family.parent);
    const make = async () => {
      t.clock.advance(1_000);
      return (await create(family, ava.caller, ava.id, leo.id)).ok().game;
    };
    const waiting = await make();
    (await save(ava.caller, challengeGame(ava.id, waiting, 4, 4))).ok();
    const yourTurn = await make();
    const expired = await make();
    await t.deps.database.db
      .update(challenges)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1) })
      .where(eq(challenges.id, expired.challenge_id));
    const toCancel = await make();
    const cancelled = await callAs(t, family.parent.caller, api.cancelChallenge, {
      params: { challengeId: toCancel.challenge_id },
    });
    expect(cancelled.ok().challenge).toMatchObject({ status: "cancelled", section: "cancelled" });
    expect(cancelled.ok().challenge.completed_at).toBe(t.clock.now().toISOString());

    const offered = (await childList(leo.caller, leo.id)).ok().waiting.map((c) => c.id);
    expect(offered.sort()).toEqual([waiting.challenge_id, yourTurn.challenge_id].sort());
    expect((await open(leo.caller, expired.challenge_id, leo.id)).error().code).toBe("challenge_closed");

    const page = (await callAs(t, family.parent.caller, api.familyChallenges)).ok().challenges;
    const sectionOf = (id: string) => page.find((c) => c.id === id)?.section;
    expect(sectionOf(waiting.challenge_id)).toBe("waiting_for_opponent");
    expect(sectionOf(yourTurn.challenge_id)).toBe("your_turn");
    expect(sectionOf(expired.challenge_id)).toBe("expired");
    expect(sectionOf(toCancel.challenge_id)).toBe("cancelled");
    expect(page[0]?.id).toBe(toCancel.challenge_id);

    const twice = await callAs(t, family.parent.caller, api.cancelChallenge, {
      params: { challengeId: toCancel.challenge_id },
    });
    expect(twice.error().code).toBe("challenge_closed");
  });

  it("Challenge Mode needs Premium; cancelling is the family's parent's alone", async () => {
    const { family, ava, leo } = await setUp();
    const other = await buildFamily(t, { children: 1 });
    await payForPremium(t, other.parent);
    const refused = await callAs(t, family.parent.caller, api.familyChallenges);
    expect(refused.status).toBe(403);
    expect(refused.error().code).toBe("premium_required");
    const { game } = (await create(family, ava.caller, ava.id, leo.id)).ok();
    expect((await callAs(t, other.parent.caller, api.familyChallenges)).ok().challenges).toEqual([]);
    const params = { challengeId: game.challenge_id };
    expect((await callAs(t, other.parent.caller, api.cancelChallenge, { params })).status).toBe(404);
    expect((await callAs(t, ava.caller, api.cancelChallenge, { params })).status).toBe(401);
  });

  it("shows a completed challenge for 24 hours until dismissed, and a dismissal is kept once", async () => {
    const { family, ava, leo } = await setUp();
    const play = async () => {
      const { game } = (await create(family, ava.caller, ava.id, leo.id)).ok();
      (await save(ava.caller, challengeGame(ava.id, game, 3, 3))).ok();
      const leoGame = (await open(leo.caller, game.challenge_id, leo.id)).ok();
      (await save(leo.caller, challengeGame(leo.id, leoGame, 5, 5))).ok();
      return game.challenge_id;
    };
    const old = await play();
    const recent = await play();
    await t.deps.database.db
      .update(challenges)
      .set({ completedAt: new Date(t.clock.now().getTime() - 24 * 3_600_000) })
      .where(eq(challenges.id, old));
    expect((await childList(ava.caller, ava.id)).ok().completed.map((c) => c.id)).toEqual([recent]);

    const dismiss = () =>
      callAs(t, ava.caller, api.dismissChallenge, { params: { childId: ava.id, challengeId: recent } });
    expect((await dismiss()).ok()).toEqual({ dismissed: true });
    expect((await dismiss()).ok()).toEqual({ dismissed: true });
    expect((await childList(ava.caller, ava.id)).ok().completed).toEqual([]);
    // Leo's card is his own to dismiss.
    expect((await childList(leo.caller, leo.id)).ok().completed.map((c) => c.id)).toEqual([recent]);
    const [row] = await t.deps.database.db
      .select({ n: count() })
      .from(challengeNotificationDismissals)
      .where(eq(challengeNotificationDismissals.challengeId, recent));
    expect(row?.n).toBe(1);
    // A sibling's challenge with someone else is not Zoe's to dismiss or see.
    const zoe = await (await import("../../../tests/factories")).addChild(t, family.parent, {}, { index: 2 });
    expect(
      (await callAs(t, zoe.caller, api.dismissChallenge, { params: { childId: zoe.id, challengeId: recent } })).status,
    ).toBe(404);
    expect((await childList(zoe.caller, zoe.id)).ok()).toMatchObject({ waiting: [], completed: [] });
    // Her siblings (made at the same moment of the test's clock, so in no particular order between them).
    expect(
      (await childList(zoe.caller, zoe.id))
        .ok()
        .opponents.map((o) => o.name)
        .sort(),
    ).toEqual(["Ava", "Leo"]);
  });
});
