import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as api from "../../shared/api/missions";
import * as childrenApi from "../../shared/api/children";
import * as playApi from "../../shared/api/play";
import { messages, productMessages } from "../../shared/messages";
import { buildFamily, buildGame, payForPremium, playedAnswers } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { childUnlockedRewards, parentChallenges } from "../db/schema/engagement";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STAR = "571c4e00-0000-4000-8000-000000000001";
const CROWN = "571c4e00-0000-4000-8000-000000000023";

const send = (as: Caller, childId: string, body: Partial<api.SendMissionBody> = {}) =>
  callAs(t, as, api.sendMission, {
    params: { childId },
    body: { game_mode_target: "timed", reward_type: "digital_sticker", digital_reward_id: STAR, ...body },
  });
const active = (as: Caller, childId: string) => callAs(t, as, api.activeMission, { params: { childId } });

describe("stickers", () => {
  it("lists at least 24 stickers, the premium ones only to a family with Premium, labelled", async () => {
    const { parent } = await buildFamily(t, { children: 1 });
    const free = (await callAs(t, parent.caller, api.listStickers)).ok().stickers;
    expect(free.length).toBeGreaterThanOrEqual(22);
    expect(free.every((s) => !s.is_premium && s.asset_url.startsWith("/stickers/"))).toBe(true);
    await payForPremium(t, parent);
    const all = (await callAs(t, parent.caller, api.listStickers)).ok().stickers;
    expect(all.length).toBeGreaterThanOrEqual(24);
    expect(all.filter((s) => s.is_premium).length).toBeGreaterThan(0);
  });

  it("refuses a premium sticker to a family without Premium, on the server", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const res = await send(parent.caller, child.id, { digital_reward_id: CROWN });
    expect(res.status).toBe(403);
    expect(res.error().code).toBe("premium_required");
    await payForPremium(t, parent);
    expect((await send(parent.caller, child.id, { digital_reward_id: CROWN })).status).toBe(201);
  });
});

describe("sending and clearing a mission", () => {
  it("sends a mission the child then sees, titled by its mode and timed by it", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const sent = (await send(parent.caller, child.id, { score_target: 20 })).ok().mission;
    expect(sent).toMatchObject({
      challenge_name: "90 Second Challenge Mission",
      game_mode_target: "timed",
      score_target: 20,
      duration_target: 90,
      status: "active",
      reward: { type: "digital_sticker", sticker: { id: STAR, name: "Super Star" } },
    });
    expect((await active(child.caller, child.id)).ok().mission?.id).toBe(sent.id);
    expect((await active(parent.caller, child.id)).ok().mission?.id).toBe(sent.id);
    const family = (await callAs(t, parent.caller, api.familyMissions)).ok().missions;
    expect(family.map((m) => m.id)).toEqual([sent.id]);
  });

  it("checks the form's rules with the spec's messages", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const noText = await send(parent.caller, child.id, { reward_type: "custom_text", reward_text: "  " });
    expect(noText.error().fields).toMatchObject({ reward_text: messages.enterCustomReward });
    const noSticker = await send(parent.caller, child.id, { digital_reward_id: null });
    expect(noSticker.error().fields).toMatchObject({ digital_reward_id: messages.selectSticker });
    const zero = await send(parent.caller, child.id, { score_target: 0 });
    expect(zero.error().fields).toMatchObject({ score_target: productMessages.missionTargetWhole });
    const control = await send(parent.caller, child.id, { challenge_name: "Hi\u0000" });
    expect(control.status).toBe(400);
  });

  it("refuses with 422 a mission no child at the child's level could complete, naming what the mode never asks", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    // Ava is a beginner: her 90 Second Challenge asks addition and multiplication up to 5 × 5.
    const seven = await send(parent.caller, child.id, { question_type_target: "multiplication", tables: [3, 7] });
    expect(seven.status).toBe(422);
    expect(seven.error()).toMatchObject({
      code: "mission_impossible",
      message:
        "Ava could never complete this mission. At Beginner level the 90 Second Challenge asks only the 2 to 5 times tables, never the 7 times table.",
      fields: {
        tables: "At Beginner level the 90 Second Challenge asks only the 2 to 5 times tables, never the 7 times table.",
      },
    });
    const division = await send(parent.caller, child.id, { question_type_target: "division" });
    expect(division.status).toBe(422);
    expect(division.error().fields).toEqual({
      question_type_target:
        "At Beginner level the 90 Second Challenge never asks division questions, only addition and multiplication questions.",
    });
    const wrongType = await send(parent.caller, child.id, {
      game_mode_target: "missing_piece",
      question_type_target: "addition",
    });
    expect(wrongType.error().fields).toMatchObject({
      question_type_target:
        "At Beginner level the Missing Piece Challenge never asks addition questions, only missing-piece questions.",
    });
    const tooHigh = await send(parent.caller, child.id, { game_mode_target: "traffic_light", score_target: 21 });
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.error().fields).toEqual({
      score_target: "The Traffic Light Challenge scores at most 20, so a higher target could never be reached.",
    });
    // Nothing was stored: the child has no mission, and a possible one goes through.
    expect((await active(child.caller, child.id)).ok().mission).toBeNull();
    expect((await send(parent.caller, child.id, { tables: [5], score_target: 40 })).status).toBe(201);
  });

  it("judges a mission by the child's own level: the 7 times table is for an intermediate's challenge", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    await callAs(t, parent.caller, childrenApi.updateChild, {
      params: { childId: child.id },
      body: { difficulty_level: "intermediate" },
    });
    expect((await send(parent.caller, child.id, { tables: [7] })).status).toBe(201);
  });

  it("keeps one active mission per child, and clearing makes room for the next", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const first = (await send(parent.caller, child.id)).ok().mission;
    const second = await send(parent.caller, child.id);
    expect(second.status).toBe(409);
    expect(second.error().message).toBe(messages.missionActive);
    expect((await callAs(t, child.caller, api.archiveMission, { params: { missionId: first.id } })).status).toBe(401);
    const cleared = (await callAs(t, parent.caller, api.archiveMission, { params: { missionId: first.id } })).ok();
    expect(cleared.mission).toMatchObject({ id: first.id, status: "archived" });
    expect((await active(child.caller, child.id)).ok().mission).toBeNull();
    expect((await send(parent.caller, child.id, { reward_type: "custom_text", reward_text: "Park trip" })).status).toBe(
      201,
    );
  });

  it("lets one of two sends at the same moment win; the other gets the spec's message", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const results = await Promise.all([send(parent.caller, child.id), send(parent.caller, child.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.error().message).toBe(messages.missionActive);
  });

  it("keeps another family's child and mission out of reach, as if missing", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const other = await buildFamily(t, { children: 1 });
    const mission = (await send(parent.caller, child.id)).ok().mission;
    expect((await send(other.parent.caller, child.id)).status).toBe(404);
    expect((await active(other.child.caller, child.id)).status).toBe(404);
    expect(
      (await callAs(t, other.parent.caller, api.archiveMission, { params: { missionId: mission.id } })).status,
    ).toBe(404);
    expect(
      (await callAs(t, child.caller, api.sendMission, { params: { childId: child.id }, body: {} as never })).status,
    ).toBe(401);
  });
});

describe("completing a mission with a game", () => {
  const save = (as: Caller, body: playApi.SaveGameBody) => callAs(t, as, playApi.saveGame, { body });

  it("completes on a game that meets every criterion, unlocks the sticker and says so in the save", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const mission = (await send(parent.caller, child.id, { score_target: 10 })).ok().mission;
    // Another mode never completes it; nor does a game below the target.
    const other = (await save(child.caller, buildGame(child.id, { mode: "traffic_light" }))).ok();
    expect(other.outcomes.mission_completed).toBeNull();
    const low = (await save(child.caller, buildGame(child.id, { questions: playedAnswers("RRRRW") }))).ok();
    expect(low.outcomes.mission_completed).toBeNull();
    const done = (await save(child.caller, buildGame(child.id))).ok();
    expect(done.outcomes.mission_completed).toMatchObject({
      id: mission.id,
      status: "completed",
      session_id: done.session.id,
      reward: { type: "digital_sticker", sticker: { id: STAR } },
    });
    const rewards = await t.deps.database.db
      .select()
      .from(childUnlockedRewards)
      .where(eq(childUnlockedRewards.parentChallengeId, mission.id));
    expect(rewards).toMatchObject([{ childId: child.id, digitalRewardId: STAR }]);
    // Completed once: the next game completes nothing, and the child has no active mission.
    expect((await save(child.caller, buildGame(child.id))).ok().outcomes.mission_completed).toBeNull();
    expect((await active(child.caller, child.id)).ok().mission).toBeNull();
  });

  it("needs a correct multiplication with a listed table as either factor", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    await send(parent.caller, child.id, {
      question_type_target: "multiplication",
      tables: [3],
      reward_type: "custom_text",
      reward_text: "Extra story at bedtime",
    });
    const q = (a: number, b: number, ok: boolean) => ({
      question_type: "multiplication" as const,
      operand1: a,
      operand2: b,
      user_answer: ok ? a * b : a * b + 1,
      response_time_ms: 1500,
    });
    const wrongTable = (
      await save(child.caller, buildGame(child.id, { questions: [q(2, 4, true), q(3, 5, false)] }))
    ).ok();
    expect(wrongTable.outcomes.mission_completed).toBeNull();
    const hit = (await save(child.caller, buildGame(child.id, { questions: [q(5, 3, true)] }))).ok();
    expect(hit.outcomes.mission_completed).toMatchObject({
      reward: { type: "custom_text", text: "Extra story at bedtime" },
    });
  });

  it("completes once under two saves at the same moment", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const mission = (await send(parent.caller, child.id)).ok().mission;
    const saves = await Promise.all([save(child.caller, buildGame(child.id)), save(child.caller, buildGame(child.id))]);
    expect(saves.filter((s) => s.ok().outcomes.mission_completed !== null)).toHaveLength(1);
    const [row] = await t.deps.database.db
      .select()
      .from(parentChallenges)
      .where(and(eq(parentChallenges.id, mission.id), eq(parentChallenges.status, "completed")));
    expect(row?.completedAt).not.toBeNull();
  });

  it("answers a clear with the mission as it stands: one completed a moment before stays completed", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const mission = (await send(parent.caller, child.id)).ok().mission;
    (await save(child.caller, buildGame(child.id))).ok();
    const cleared = (await callAs(t, parent.caller, api.archiveMission, { params: { missionId: mission.id } })).ok();
    expect(cleared.mission).toMatchObject({ id: mission.id, status: "completed" });
  });

  it("never completes an archived mission", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const mission = (await send(parent.caller, child.id)).ok().mission;
    await callAs(t, parent.caller, api.archiveMission, { params: { missionId: mission.id } });
    expect((await save(child.caller, buildGame(child.id))).ok().outcomes.mission_completed).toBeNull();
  });
});

describe("weekly wins and the coach", () => {
  it("names the week's games and the streak, for the parent only", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    await callAs(t, child.caller, playApi.saveGame, { body: buildGame(child.id) });
    const wins = (await callAs(t, parent.caller, api.weeklyWins, { params: { childId: child.id } })).ok();
    expect(wins).toMatchObject({
      child_id: child.id,
      child_name: "Ava",
      streak_info: { current_streak: 1, has_shield: false },
    });
    expect(wins.achievements[0]).toBe("Played 1 game on 1 of the last 7 days");
    expect((await callAs(t, child.caller, api.weeklyWins, { params: { childId: child.id } })).status).toBe(401);
  });

  it("names to practise the facts Smart Practice would ask first, the one missed first", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const q = (type: "addition" | "multiplication", a: number, b: number, right: boolean, ms: number) => {
      const correct = type === "addition" ? a + b : a * b;
      return { question_type: type, operand1: a, operand2: b, user_answer: right ? correct : 0, response_time_ms: ms };
    };
    const questions = [q("multiplication", 3, 4, true, 1_500), q("multiplication", 4, 5, false, 6_000)];
    (await callAs(t, child.caller, playApi.saveGame, { body: buildGame(child.id, { questions }) })).ok();
    const wins = (await callAs(t, parent.caller, api.weeklyWins, { params: { childId: child.id } })).ok();
    expect(wins.improvement_areas).toContain("Facts to practise next: 4 × 5 and 3 × 4");
  });

  it("suggests a first mission for a child with no games, from the built-in coach", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const { suggestion } = (
      await callAs(t, parent.caller, api.missionSuggestion, { params: { childId: child.id } })
    ).ok();
    expect(suggestion).toMatchObject({ source: "coach", game_mode_target: "timed", score_target: 10 });
    expect(suggestion.challenge_description).toContain("Ava");
  });
});
