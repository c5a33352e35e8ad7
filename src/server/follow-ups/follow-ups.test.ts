import { and, count, eq, inArray, sql } from "drizzle-orm";
import pino from "pino";
import { z } from "zod";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as challengesApi from "../../shared/api/challenges";
import * as missionsApi from "../../shared/api/missions";
import * as playApi from "../../shared/api/play";
import {
  buildFamily,
  buildGame,
  challengeGame,
  openTower,
  playedAnswers,
  questionsOf,
  signInChild,
  type TestFamily,
} from "../../../tests/factories";
import { callAs } from "../../../tests/support/call-as";
import { createTestAppOnOwnDatabase, type TestApp } from "../../../tests/support/test-app";
import type { BadgeFacts } from "../../shared/engagement/badge-rules";
import type { Player } from "../auth/policies/player-policy";
import { factsOf, factsWindow, gatherBadgeFacts, readGatheredFacts } from "../badges/badge-facts";
import { children } from "../db/schema/children";
import { badges, challenges, childUnlockedRewards, parentChallenges, userBadges } from "../db/schema/engagement";
import { saveFollowUps, sessions } from "../db/schema/play";
import { AppError } from "../core/app-error";
import { badgeStep } from "../badges/badge-step";
import { followUpSteps } from "../follow-up-steps";
import { scoreGame } from "../play/score-game";
import { writeGame } from "../play/write-game";
import { FOLLOW_UP_GRACE_SECONDS, FOLLOW_UP_MAX_ATTEMPTS, followUpSave, savedGame } from "./runner";
import type { FollowUpStep } from "./step";
import { sweepFollowUps } from "./sweep";

let t: TestApp;
beforeAll(async () => {
  // A database of its own: the sweeps here take every record due in the table, and on PostgreSQL other files share
  // it, whose saves' finished records wait a moment after their answers to be removed (decision 0067).
  t = await createTestAppOnOwnDatabase();
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const waitingRows = z.object({ rows: z.array(z.object({ waiting: z.number() })) });
const STAR = "571c4e00-0000-4000-8000-000000000001";

/**
 * A game written as the save writes it, its follow-ups recorded, and then
 * nothing more: what the server leaves behind when it is killed between the
 * game's commit and its follow-ups.
 */
async function writeWithSteps(
  player: Player,
  body: playApi.SaveGameBody,
  steps: readonly FollowUpStep[] = followUpSteps,
) {
  const written = await writeGame(db(), player, body, scoreGame(body), t.deps.clock(), steps);
  if (!written) throw new Error("not written");
  return written;
}

const writeAndCrash = (player: Player, body: playApi.SaveGameBody) => writeWithSteps(player, body);

const playerOf = (family: TestFamily, childId: string | null): Player => ({
  childId,
  userId: family.parent.session.user.id,
});

async function recordedFollowUps(sessionId: string) {
  const [row] = await db().select().from(saveFollowUps).where(eq(saveFollowUps.sessionId, sessionId));
  return row;
}

/** The sweep as it runs once the new saves' grace has passed (the test's clock stands still: one round does all). */
async function sweepLater() {
  t.clock.advance((FOLLOW_UP_GRACE_SECONDS + 1) * 1000);
  return (await sweepFollowUps(t.deps, followUpSteps)).done;
}

const unreachable = () => Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01" });

describe("a save's follow-up steps", () => {
  it("are recorded by the statement that writes the game, only those with something to do, with their probe's answer", async () => {
    const family = await buildFamily(t, { children: 1 });
    const player = playerOf(family, family.child.id);
    const step = (name: string, probe: ReturnType<FollowUpStep["probe"]>, keepsAnswer?: boolean): FollowUpStep => ({
      name,
      probe: () => probe,
      ...(keepsAnswer === undefined ? {} : { keepsAnswer }),
      run: () => Promise.resolve({}),
    });
    const steps = [
      step("nothing to do", sql`(select to_jsonb(1) where false)`),
      step("json null", sql`'null'::jsonb`),
      step("something to do", sql`jsonb_build_object('mission', 7)`),
      step("large answer", sql`jsonb_build_array(1, 2, 3)`, false),
      step("not for this game", undefined),
    ];
    const body = buildGame(family.child.id);
    const written = await writeGame(db(), player, body, scoreGame(body), t.deps.clock(), steps);
    if (!written) throw new Error("not written");
    expect(Object.fromEntries(written.followUps)).toEqual({
      "something to do": { mission: 7 },
      "large answer": [1, 2, 3],
    });
    expect((await recordedFollowUps(written.session.id))?.steps).toEqual({
      "something to do": { mission: 7 },
      "large answer": true,
    });
    // The same client_id again writes nothing, records nothing.
    expect(await writeGame(db(), player, body, scoreGame(body), t.deps.clock(), steps)).toBeNull();
  });

  it("a game with nothing to follow up records nothing", async () => {
    const family = await buildFamily(t, { children: 1 });
    // A parent's own game: no badges, no mission, no tower.
    const written = await writeAndCrash(playerOf(family, null), buildGame(null));
    expect(await recordedFollowUps(written.session.id)).toBeUndefined();
  });

  it("that can tell by reading that they have nothing to do are removed without a transaction, and not run", async () => {
    const family = await buildFamily(t, { children: 1 });
    const player = playerOf(family, family.child.id);
    const runs: string[] = [];
    const step = (name: string, nothingToDo?: boolean): FollowUpStep => ({
      name,
      probe: () => sql`'true'::jsonb`,
      run: () => {
        runs.push(name);
        return Promise.resolve({});
      },
      ...(nothingToDo !== undefined && { nothingToDo: (_, games) => Promise.resolve(games.map(() => nothingToDo)) }),
    });
    // The database without transactions: the save must not open one.
    const noTransaction = Object.assign(Object.create(db()) as ReturnType<typeof db>, {
      transaction: () => Promise.reject(new Error("a transaction was opened")),
    });
    const withoutTransactions = { ...t.deps, database: { ...t.deps.database, db: noTransaction } };

    const idle = [step("idle", true), step("idle too", true)];
    const quiet = await writeWithSteps(player, buildGame(family.child.id), idle);
    expect(await followUpSave(withoutTransactions, idle, quiet, quiet.followUps)).toMatchObject({ badges_earned: [] });
    // The record goes a moment after the answer, with those of the games saved meanwhile.
    await t.deps.background.settled();
    expect(await recordedFollowUps(quiet.session.id)).toBeUndefined();
    expect(runs).toEqual([]);

    // One step with something to do, or one that cannot tell: all of them run, in the transaction.
    for (const steps of [
      [step("idle", true), step("busy", false)],
      [step("idle", true), step("cannot tell")],
    ]) {
      runs.length = 0;
      const written = await writeWithSteps(player, buildGame(family.child.id), steps);
      await followUpSave(t.deps, steps, written, written.followUps);
      expect(runs).toEqual(steps.map((s) => s.name));
      expect(await recordedFollowUps(written.session.id)).toBeUndefined();
    }
  });

  it("with nothing to do, of games saved together, are removed after their answers in one statement", async () => {
    const family = await buildFamily(t, { children: 1 });
    const player = playerOf(family, family.child.id);
    const idle: FollowUpStep[] = [
      {
        name: "idle",
        probe: () => sql`'true'::jsonb`,
        run: () => Promise.resolve({}),
        nothingToDo: (_, games) => Promise.resolve(games.map(() => true)),
      },
    ];
    let removals = 0;
    const counting = Object.assign(Object.create(db()) as ReturnType<typeof db>, {
      delete: (...args: Parameters<ReturnType<typeof db>["delete"]>) => {
        removals++;
        return db().delete(...args);
      },
    });
    const saved = [];
    for (let game = 0; game < 3; game++) saved.push(await writeWithSteps(player, buildGame(family.child.id), idle));
    for (const game of saved) {
      const answered = await followUpSave(
        { ...t.deps, database: { ...t.deps.database, db: counting } },
        idle,
        game,
        game.followUps,
      );
      expect(answered).toMatchObject({ badges_earned: [] });
    }
    await t.deps.background.settled();
    expect(removals).toBe(1);
    for (const { session } of saved) expect(await recordedFollowUps(session.id)).toBeUndefined();
  });

  it("that the sweep finds with nothing to do are removed together, without a transaction; the others run in one each", async () => {
    const family = await buildFamily(t, { children: 1 });
    const player = playerOf(family, family.child.id);
    const runs: string[] = [];
    const step = (name: string, nothingToDo: boolean): FollowUpStep => ({
      name,
      probe: () => sql`'true'::jsonb`,
      run: () => {
        runs.push(name);
        return Promise.resolve({});
      },
      nothingToDo: (_, games) => Promise.resolve(games.map(() => nothingToDo)),
    });
    const idle = step("idle", true);
    const busy = step("busy", false);
    // Games the tests before left due are swept first, so that the round below sees these games alone.
    await sweepLater();
    const quiet = [];
    for (let game = 0; game < 3; game++) quiet.push(await writeWithSteps(player, buildGame(family.child.id), [idle]));
    const loud = await writeWithSteps(player, buildGame(family.child.id), [idle, busy]);
    let transactions = 0;
    const counting = Object.assign(Object.create(db()) as ReturnType<typeof db>, {
      transaction: (...args: Parameters<ReturnType<typeof db>["transaction"]>) => {
        transactions++;
        return db().transaction(...args);
      },
    });
    t.clock.advance((FOLLOW_UP_GRACE_SECONDS + 1) * 1000);
    const outcome = await sweepFollowUps({ ...t.deps, database: { ...t.deps.database, db: counting } }, [idle, busy]);
    expect(outcome).toEqual({ done: 4, more: false });
    expect(transactions).toBe(1);
    expect(runs).toEqual(["idle", "busy"]);
    for (const { session } of [...quiet, loud]) expect(await recordedFollowUps(session.id)).toBeUndefined();
  });

  it("that the sweep finds are checked together: several children's games in one read of each kind, and only a game that earns a badge is run", async () => {
    const family = await buildFamily(t, { children: 2 });
    const { child: ava, sibling: leo } = family;
    await sweepLater();
    // Leo's first game earns First Steps as it is saved; his next two earn nothing. Ava's first game is left to the
    // sweep, and earns it there.
    const first = await writeWithSteps(playerOf(family, leo.id), buildGame(leo.id));
    await followUpSave(t.deps, followUpSteps, first, first.followUps);
    const badgesOf = async (childId: string) =>
      (
        await db()
          .select({ name: badges.name })
          .from(userBadges)
          .innerJoin(badges, eq(badges.id, userBadges.badgeId))
          .where(eq(userBadges.childId, childId))
      )
        .map((b) => b.name)
        .sort();
    const leosBefore = await badgesOf(leo.id);
    expect(leosBefore).toContain("First Steps");
    const left = [
      await writeAndCrash(playerOf(family, leo.id), buildGame(leo.id)),
      await writeAndCrash(playerOf(family, ava.id), buildGame(ava.id)),
      await writeAndCrash(playerOf(family, leo.id), buildGame(leo.id)),
    ];
    let reads = 0;
    let transactions = 0;
    const counting = Object.assign(Object.create(db()) as ReturnType<typeof db>, {
      execute: (...args: Parameters<ReturnType<typeof db>["execute"]>) => {
        reads++;
        return db().execute(...args);
      },
      transaction: (...args: Parameters<ReturnType<typeof db>["transaction"]>) => {
        transactions++;
        return db().transaction(...args);
      },
    });
    t.clock.advance((FOLLOW_UP_GRACE_SECONDS + 1) * 1000);
    const outcome = await sweepFollowUps({ ...t.deps, database: { ...t.deps.database, db: counting } }, followUpSteps);
    expect(outcome).toEqual({ done: 3, more: false });
    // The three games' pending badges in one statement, their facts in another.
    expect(reads).toBe(2);
    expect(transactions).toBe(1);
    expect(await badgesOf(leo.id)).toEqual(leosBefore);
    expect(await badgesOf(ava.id)).toContain("First Steps");
    for (const { session } of left) expect(await recordedFollowUps(session.id)).toBeUndefined();
  });

  it("are done together with removing their record, so a failure undoes every step and leaves them all to do again", async () => {
    const family = await buildFamily(t, { children: 1 });
    const childId = family.child.id;
    const runs: string[] = [];
    let fail = true;
    const bumpWins: FollowUpStep = {
      name: "bump",
      probe: () => sql`'true'::jsonb`,
      async run(deps) {
        runs.push("bump");
        await deps.database.db
          .update(children)
          .set({ timesTableTowerDailyWins: sql`${children.timesTableTowerDailyWins} + 1` })
          .where(eq(children.id, childId));
        return {};
      },
    };
    const breaks: FollowUpStep = {
      name: "breaks",
      probe: () => sql`'true'::jsonb`,
      run() {
        runs.push("breaks");
        return fail ? Promise.reject(unreachable()) : Promise.resolve({ shield_awarded: true });
      },
    };
    const steps = [bumpWins, breaks];
    const player = playerOf(family, childId);
    const written = await writeWithSteps(player, buildGame(childId), steps);
    const wins = async () =>
      (await db().select().from(children).where(eq(children.id, childId)))[0]?.timesTableTowerDailyWins;
    const before = await wins();

    // The database goes away in the second step: the save answers 503 (the error is thrown), nothing of the first stays.
    const quiet = { ...t.deps, log: pino({ level: "silent" }) };
    await expect(followUpSave(quiet, steps, written, written.followUps)).rejects.toThrow(/Connection terminated/);
    expect(await wins()).toBe(before);
    expect(await recordedFollowUps(written.session.id)).toMatchObject({
      attempts: 1,
      steps: { bump: true, breaks: true },
    });

    // The retry (or the sweep) does them all, once; anyone after finds nothing to do.
    fail = false;
    const game = await savedGame(t.deps, written.session.id);
    if (!game) throw new Error("game missing");
    expect((await followUpSave(quiet, steps, game, undefined)).shield_awarded).toBe(true);
    expect(await wins()).toBe((before ?? 0) + 1);
    expect(await recordedFollowUps(written.session.id)).toBeUndefined();
    expect(await followUpSave(quiet, steps, game, undefined)).toMatchObject({ shield_awarded: false });
    expect(await wins()).toBe((before ?? 0) + 1);
    expect(runs).toEqual(["bump", "breaks", "bump", "breaks"]);
  });

  it("a step a rule turns down has nothing to do; the others are done and the save stands", async () => {
    const family = await buildFamily(t, { children: 1 });
    const player = playerOf(family, family.child.id);
    const logged: unknown[] = [];
    const log = pino({ level: "warn" }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const steps: FollowUpStep[] = [
      {
        name: "refused",
        probe: () => sql`'true'::jsonb`,
        run: () => Promise.reject(new AppError(422, "player_not_participant", "no")),
      },
      { name: "after", probe: () => sql`'true'::jsonb`, run: () => Promise.resolve({ shield_awarded: true }) },
    ];
    const written = await writeWithSteps(player, buildGame(family.child.id), steps);
    expect((await followUpSave({ ...t.deps, log }, steps, written, written.followUps)).shield_awarded).toBe(true);
    expect(await recordedFollowUps(written.session.id)).toBeUndefined();
    expect(logged).toEqual([expect.objectContaining({ sessionId: written.session.id, step: "refused" })]);
  });

  it("a step that keeps failing for another reason is logged, the save stands, and the sweep stops trying after the last attempt", async () => {
    const family = await buildFamily(t, { children: 1 });
    const player = playerOf(family, family.child.id);
    const logged: Array<{ msg: string; level: number }> = [];
    const log = pino({ level: "warn" }, { write: (line: string) => logged.push(JSON.parse(line)) });
    let tries = 0;
    const steps: FollowUpStep[] = [
      {
        name: "broken",
        probe: () => sql`'true'::jsonb`,
        run: () => {
          tries++;
          return Promise.reject(new Error("badge table on fire"));
        },
      },
    ];
    const written = await writeWithSteps(player, buildGame(family.child.id), steps);
    const deps = { ...t.deps, log };
    expect(await followUpSave(deps, steps, written, written.followUps)).toMatchObject({ badges_earned: [] });
    for (let i = 1; i < FOLLOW_UP_MAX_ATTEMPTS + 3; i++) {
      // Each try waits twice as long as the one before.
      t.clock.advance(FOLLOW_UP_GRACE_SECONDS * 1000 * 2 ** i);
      await sweepFollowUps(deps, steps);
    }
    expect(tries).toBe(FOLLOW_UP_MAX_ATTEMPTS);
    expect(await recordedFollowUps(written.session.id)).toMatchObject({
      attempts: FOLLOW_UP_MAX_ATTEMPTS,
      lastError: "Error: badge table on fire",
    });
    expect(logged.at(-1)?.msg).toMatch(/left in save_follow_ups for an operator/);
  });
});

describe("follow-ups lost with the server, between a game's commit and its follow-ups", () => {
  it("a mission met by the game: its retry completes it once and says so, and says so again if asked again", async () => {
    const family = await buildFamily(t, { children: 1 });
    const { child, parent } = family;
    const mission = (
      await callAs(t, parent.caller, missionsApi.sendMission, {
        params: { childId: child.id },
        body: { game_mode_target: "timed", score_target: 10, reward_type: "digital_sticker", digital_reward_id: STAR },
      })
    ).ok().mission;
    const body = buildGame(child.id);
    await writeAndCrash(playerOf(family, child.id), body);
    const status = async () =>
      (await db().select().from(parentChallenges).where(eq(parentChallenges.id, mission.id)))[0]?.status;
    expect(await status()).toBe("active");

    // The game's outbox sends it again: the retry finishes what was left and tells the child.
    const retry = (await callAs(t, child.caller, playApi.saveGame, { body })).ok();
    expect(retry.replayed).toBe(true);
    expect(retry.outcomes.mission_completed).toMatchObject({ id: mission.id, status: "completed" });
    expect(await status()).toBe("completed");

    const again = (await callAs(t, child.caller, playApi.saveGame, { body })).ok();
    expect(again.outcomes.mission_completed).toMatchObject({ id: mission.id });
    const [rewards] = await db()
      .select({ n: count() })
      .from(childUnlockedRewards)
      .where(eq(childUnlockedRewards.parentChallengeId, mission.id));
    expect(rewards?.n).toBe(1);
  });

  it("a game that met no mission says none on its retry", async () => {
    const family = await buildFamily(t, { children: 1 });
    const { child, parent } = family;
    await callAs(t, parent.caller, missionsApi.sendMission, {
      params: { childId: child.id },
      body: { game_mode_target: "timed", score_target: 30, reward_type: "digital_sticker", digital_reward_id: STAR },
    });
    const body = buildGame(child.id, { questions: playedAnswers("RRRRW") });
    await writeAndCrash(playerOf(family, child.id), body);
    const retry = (await callAs(t, child.caller, playApi.saveGame, { body })).ok();
    expect(retry.outcomes.mission_completed).toBeNull();
  });

  it("a round of the sweep stops at its time bound with games still due, and the rounds after it finish them", async () => {
    const family = await buildFamily(t, { children: 1 });
    const { child } = family;
    const written = [];
    for (let game = 0; game < 3; game++)
      written.push(await writeAndCrash(playerOf(family, child.id), buildGame(child.id)));
    t.clock.advance((FOLLOW_UP_GRACE_SECONDS + 1) * 1000);
    // No time at all: each round finishes one piece of work, the games read together (a batch of two), and says
    // more are due; the round after the last finds none.
    const rounds = [];
    for (;;) {
      const outcome = await sweepFollowUps(t.deps, followUpSteps, { budgetMs: 0, batch: 2, atOnce: 1 });
      rounds.push(outcome);
      if (!outcome.more) break;
    }
    expect(rounds).toEqual([
      { done: 2, more: true },
      { done: 1, more: true },
      { done: 0, more: false },
    ]);
    for (const { session } of written) expect(await recordedFollowUps(session.id)).toBeUndefined();
  });

  it("a challenge whose two games were written: the sweep completes it with the right winner, once", async () => {
    const family = await buildFamily(t);
    const { child: ava, sibling: leo } = family;
    const { game } = (
      await callAs(t, ava.caller, challengesApi.createChallenge, {
        params: { childId: ava.id },
        body: { opponent_child_id: leo.id },
      })
    ).ok();
    const leoGame = (
      await callAs(t, leo.caller, challengesApi.openChallengeGame, {
        params: { challengeId: game.challenge_id },
        body: { child_id: leo.id },
      })
    ).ok();
    const avaSaved = await writeAndCrash(playerOf(family, ava.id), challengeGame(ava.id, game, 9, 12));
    const leoSaved = await writeAndCrash(playerOf(family, leo.id), challengeGame(leo.id, leoGame, 11, 12));
    const challenge = async () => (await db().select().from(challenges).where(eq(challenges.id, game.challenge_id)))[0];
    expect((await challenge())?.status).toBe("pending_initiator");

    expect(await sweepLater()).toBeGreaterThanOrEqual(2);
    expect(await challenge()).toMatchObject({
      status: "completed",
      initiatorSessionId: avaSaved.session.id,
      opponentSessionId: leoSaved.session.id,
      initiatorScore: 9,
      opponentScore: 11,
      winnerChildId: leo.id,
    });
    expect(await recordedFollowUps(avaSaved.session.id)).toBeUndefined();
    expect(await recordedFollowUps(leoSaved.session.id)).toBeUndefined();
  });

  it("a Times Table Tower win is counted once, on the day it was played, however late the sweep runs", async () => {
    const family = await buildFamily(t, { children: 1 });
    const { child } = family;
    await openTower(t, child.id);
    const playedOn = t.deps.clock();
    const wins = async () => (await db().select().from(children).where(eq(children.id, child.id)))[0];
    const body = buildGame(child.id, { mode: "times_table_tower" });
    const written = await writeAndCrash(playerOf(family, child.id), body);
    t.clock.advance(2 * 86_400_000);
    await sweepLater();
    await sweepLater();
    expect(await wins()).toMatchObject({
      timesTableTowerDailyWins: 1,
      timesTableTowerLastWinDate: playedOn.toISOString().slice(0, 10),
    });
    // The child's tablet, signed in again, sends it once more: nothing more is counted.
    const tablet = { bearer: (await signInChild(t, family.parent.email, child.pin)).ok().token };
    const retry = (await callAs(t, tablet, playApi.saveGame, { body })).ok();
    expect(retry.session.id).toBe(written.session.id);
    expect((await wins())?.timesTableTowerDailyWins).toBe(1);
  });

  it("saves racing their own retries complete a mission once and count the tower once", async () => {
    const family = await buildFamily(t, { children: 1 });
    const { child, parent } = family;
    await openTower(t, child.id);
    const mission = (
      await callAs(t, parent.caller, missionsApi.sendMission, {
        params: { childId: child.id },
        body: {
          game_mode_target: "times_table_tower",
          question_type_target: "multiplication",
          score_target: 1,
          reward_type: "digital_sticker",
          digital_reward_id: STAR,
        },
      })
    ).ok().mission;
    const body = buildGame(child.id, { mode: "times_table_tower" });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => callAs(t, child.caller, playApi.saveGame, { body })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 8 }, () => 200));
    const [completed] = await db()
      .select({ n: count() })
      .from(parentChallenges)
      .where(and(eq(parentChallenges.id, mission.id), eq(parentChallenges.status, "completed")));
    expect(completed?.n).toBe(1);
    expect((await db().select().from(children).where(eq(children.id, child.id)))[0]?.timesTableTowerDailyWins).toBe(1);
  });
});

describe("the badge facts a child's save brings back", () => {
  // These games' follow-ups are never run: their records go, so that a database shared with other files
  // (PostgreSQL in CI) is left with none waiting, which the metrics test counts.
  const childIds: string[] = [];
  afterEach(async () => {
    const theirs = db().select({ id: sessions.id }).from(sessions).where(inArray(sessions.childId, childIds));
    await db().delete(saveFollowUps).where(inArray(saveFollowUps.sessionId, theirs));
  });
  /** The facts, each list in one order, so that two readings can be compared. */
  const sorted = (facts: BadgeFacts) => ({
    ...facts,
    shieldDays: [...facts.shieldDays].sort(),
    modes: Object.fromEntries(
      Object.entries(facts.modes).map(([mode, f]) => [
        mode,
        { ...f, days: [...f.days].sort(), percentCounts: [...f.percentCounts].sort() },
      ]),
    ),
  });

  it("are those a read after the game's commit finds: every mode, percentage and day, the game's own included", async () => {
    const family = await buildFamily(t, { children: 1 });
    childIds.push(family.child.id);
    const player = playerOf(family, family.child.id);
    await writeWithSteps(player, buildGame(family.child.id, { questions: questionsOf(40) }));
    t.clock.advance(86_400_000);
    await writeWithSteps(player, buildGame(family.child.id, { questions: questionsOf(30, 10) }));
    await writeWithSteps(player, buildGame(family.child.id, { mode: "missing_piece", duration_seconds: 60 }));
    t.clock.advance(86_400_000);
    const written = await writeWithSteps(player, buildGame(family.child.id, { questions: questionsOf(30, 10) }));
    const atWrite = written.readAtWrite?.get(badgeStep.name);
    if (atWrite === undefined) throw new Error("a save alone brought no facts back");
    const window = factsWindow([], t.deps.clock());
    const read = await gatherBadgeFacts(db(), family.child.id, [], t.deps.clock(), null);
    expect(sorted(factsOf(readGatheredFacts(atWrite), window, null))).toEqual(sorted(read));
    expect(read.modes.timed?.sessions).toBe(3);
    expect(read.modes.timed?.days).toHaveLength(3);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "are not used when another save of the child came between the statement's start and its turn: they are read again after the commit",
    async () => {
      const family = await buildFamily(t, { children: 1 });
      childIds.push(family.child.id);
      const player = playerOf(family, family.child.id);
      let write: Promise<Awaited<ReturnType<typeof writeWithSteps>>> | undefined;
      // Another save of the child holds its row (and commits) while this one waits for it.
      await db().transaction(async (tx) => {
        await tx
          .update(children)
          .set({ savesWritten: sql`${children.savesWritten} + 1` })
          .where(eq(children.id, family.child.id));
        write = writeWithSteps(player, buildGame(family.child.id));
        // The save's statement has begun and waits for the child's row: another connection sees it waiting on a lock.
        await expect
          .poll(
            async () => {
              const result = await t.deps.database.db.execute(
                sql`select count(*)::int as waiting from pg_stat_activity
                    where wait_event_type = 'Lock' and query like '%insert into sessions%'`,
              );
              return waitingRows.parse(result).rows[0]?.waiting;
            },
            { timeout: 30_000, interval: 20 },
          )
          .toBe(1);
      });
      const written = await write;
      expect(written?.readAtWrite).toBeUndefined();
      // The save still finds its badge after the commit: the child's first game.
      const outcomes = await followUpSave(t.deps, followUpSteps, written!, written!.followUps);
      expect(outcomes.badges_earned.map((b) => b.name)).toContain("First Steps");
    },
  );
});
