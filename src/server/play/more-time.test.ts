import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as challengeApi from "../../shared/api/challenges";
import * as missionApi from "../../shared/api/missions";
import { updateChild, listChildren } from "../../shared/api/children";
import * as api from "../../shared/api/play";
import type { TimeAllowance } from "../../shared/game/time-allowance";
import { productMessages } from "../../shared/messages";
import { buildFamily, buildGame, challengeGame, questionsOf, type TestFamily } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const giveMoreTime = (family: TestFamily, childId: string, time_allowance: TimeAllowance) =>
  callAs(t, family.parent.caller, updateChild, { params: { childId }, body: { time_allowance } });

/** A 90 Second Challenge of `right` right answers, on a clock, lasting `seconds`, a minute after the last game. */
async function play(as: Caller, childId: string, right: number, clock: TimeAllowance | undefined, seconds = 80) {
  t.clock.advance(60_000);
  const body = buildGame(childId, {
    duration_seconds: seconds,
    questions: questionsOf(right, 0, "timed", "beginner"),
    ...(clock !== undefined && { time_allowance: clock }),
  });
  return callAs(t, as, api.saveGame, { body });
}

const bestBefore = async (as: Caller, sessionId: string) =>
  (await callAs(t, as, api.personalBest, { params: { sessionId } })).ok().best_before;

describe("more time", () => {
  it("is the parent's to set, kept by the server and shown on the child's profile", async () => {
    const family = await buildFamily(t, { children: 1 });
    const { child: ava } = family;
    expect((await giveMoreTime(family, ava.id, "double")).ok().time_allowance).toBe("double");
    const listed = (await callAs(t, family.parent.caller, listChildren, {})).ok().children;
    expect(listed.find((c) => c.id === ava.id)?.time_allowance).toBe("double");
    // Changing the other settings leaves it as it is; an unknown clock is refused with the field named.
    (
      await callAs(t, family.parent.caller, updateChild, {
        params: { childId: ava.id },
        body: { access_settings: { large_text: true } },
      })
    ).ok();
    expect((await callAs(t, family.parent.caller, listChildren, {})).ok().children[0]?.time_allowance).toBe("double");
    const odd = await callAs(t, family.parent.caller, updateChild, {
      params: { childId: ava.id },
      body: { time_allowance: "triple" as TimeAllowance },
    });
    expect(odd.status).toBe(400);
    // A child cannot give themself more time.
    const byAva = await callAs(t, ava.caller, updateChild, {
      params: { childId: ava.id },
      body: { time_allowance: "untimed" },
    });
    expect([401, 403]).toContain(byAva.status);
  });

  it("saves a game played on its clock, which lasts longer than the usual one allows", async () => {
    const { child: ava } = await buildFamily(t, { children: 1 });
    const usual = await play(ava.caller, ava.id, 20, undefined, 170);
    expect(usual.status).toBe(422);
    expect(usual.error().message).toBe(productMessages.gameTooLong);
    const saved = (await play(ava.caller, ava.id, 20, "double", 170)).ok();
    expect(saved.session).toMatchObject({ time_allowance: "double", duration: 170, score: 20 });
    const again = (await callAs(t, ava.caller, api.getGame, { params: { sessionId: saved.session.id } })).ok();
    expect(again.session.time_allowance).toBe("double");
    // Twice the clock is still a limit.
    expect((await play(ava.caller, ava.id, 20, "double", 200)).status).toBe(422);
  });

  it("is refused on a clock the mode is not played on: no clock outside practice, none for the check", async () => {
    const { child: ava } = await buildFamily(t, { children: 1 });
    const untimed = await play(ava.caller, ava.id, 20, "untimed");
    expect(untimed.status).toBe(422);
    expect(untimed.error()).toMatchObject({
      code: "time_allowance_not_for_mode",
      message: productMessages.timeAllowanceNotForMode,
      fields: { time_allowance: expect.stringContaining("90 Second Challenge") as string },
    });
    const check = buildGame(ava.id, { mode: "mtc", time_allowance: "double" });
    expect((await callAs(t, ava.caller, api.saveGame, { body: check })).status).toBe(422);
    const practice = buildGame(ava.id, { mode: "smart_practice", time_allowance: "untimed", duration_seconds: 400 });
    expect((await callAs(t, ava.caller, api.saveGame, { body: practice })).ok().session.time_allowance).toBe("untimed");
  });

  it("keeps personal bests apart: a game with more time is set only beside games on the same clock", async () => {
    const { child: ava } = await buildFamily(t, { children: 1 });
    const usual = (await play(ava.caller, ava.id, 18, undefined)).ok().session.id;
    const doubled = (await play(ava.caller, ava.id, 30, "double", 150)).ok().session.id;
    const usualAgain = (await play(ava.caller, ava.id, 20, undefined)).ok().session.id;
    const doubledAgain = (await play(ava.caller, ava.id, 25, "double", 150)).ok().session.id;
    expect(await bestBefore(ava.caller, usual)).toBeNull();
    // Her first game with twice the time is a first game on that clock, not a best of 18 beaten.
    expect(await bestBefore(ava.caller, doubled)).toBeNull();
    // Back on the usual clock, the 30 with more time is not hers to beat.
    expect(await bestBefore(ava.caller, usualAgain)).toBe(18);
    expect(await bestBefore(ava.caller, doubledAgain)).toBe(30);
  });

  it("plays a challenge on the challenger's clock for both sides, and refuses a game on another", async () => {
    const family = await buildFamily(t);
    const { child: ava, sibling: leo } = family;
    (await giveMoreTime(family, ava.id, "untimed")).ok();
    const created = (
      await callAs(t, ava.caller, challengeApi.createChallenge, {
        params: { childId: ava.id },
        body: { opponent_child_id: leo.id },
      })
    ).ok();
    // No challenge is untimed: a child given no clock in practice challenges on twice the time.
    expect(created.game.time_allowance).toBe("double");
    expect(created.challenge.time_allowance).toBe("double");
    const avaGame = { ...challengeGame(ava.id, created.game, 12), time_allowance: "double" as const };
    (await callAs(t, ava.caller, api.saveGame, { body: avaGame })).ok();

    // Leo has the usual time himself, but plays this challenge on its clock.
    const opened = (
      await callAs(t, leo.caller, challengeApi.openChallengeGame, {
        params: { challengeId: created.challenge.id },
        body: { child_id: leo.id },
      })
    ).ok();
    expect(opened.time_allowance).toBe("double");
    const onHisOwnClock = await callAs(t, leo.caller, api.saveGame, { body: challengeGame(leo.id, opened, 10) });
    expect(onHisOwnClock.status).toBe(422);
    expect(onHisOwnClock.error().message).toBe(productMessages.challengeQuestionsMismatch);
    const leoGame = { ...challengeGame(leo.id, opened, 10), time_allowance: "double" as const };
    const saved = (await callAs(t, leo.caller, api.saveGame, { body: leoGame })).ok();
    expect(saved.outcomes.challenge).toMatchObject({ status: "completed", time_allowance: "double", result: "lost" });
  });

  it("lets a game with more time complete a mission of its mode, its time limit stretched with the clock", async () => {
    const family = await buildFamily(t, { children: 1 });
    const { child: ava } = family;
    (await giveMoreTime(family, ava.id, "double")).ok();
    (
      await callAs(t, family.parent.caller, missionApi.sendMission, {
        params: { childId: ava.id },
        body: {
          game_mode_target: "timed",
          reward_type: "digital_sticker",
          digital_reward_id: "571c4e00-0000-4000-8000-000000000001",
        },
      })
    ).ok();
    // The mission's 90 seconds are 3 minutes on her clock: a game of 170 seconds completes it.
    const saved = (await play(ava.caller, ava.id, 20, "double", 170)).ok();
    expect(saved.outcomes.mission_completed?.status).toBe("completed");
    expect(saved.outcomes.mission_completed?.duration_target).toBe(90);
  });
});
