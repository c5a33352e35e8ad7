import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as api from "../../shared/api/analytics";
import * as playApi from "../../shared/api/play";
import { productMessages } from "../../shared/messages";
import type { GameMode } from "../../shared/game/modes";
import { buildFamily, buildGame, openTower, payForPremium, questionsOf, signInParent } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Saves a beginner game of `right` right answers and `wrong` wrong ones. */
async function play(as: Caller, childId: string, mode: GameMode, right: number, wrong = 0, seconds = 60) {
  t.clock.advance(60_000);
  const body = buildGame(childId, {
    mode,
    difficulty_level: "beginner",
    duration_seconds: seconds,
    questions: questionsOf(right, wrong, mode, "beginner"),
  });
  return (await callAs(t, as, playApi.saveGame, { body })).ok().session;
}

const analyticsOf = (as: Caller, childId: string) => callAs(t, as, api.childAnalytics, { params: { childId } });

describe("a child's analytics", () => {
  it("answer a parent without Premium 403 premium_required, and open once the family pays", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const refused = await analyticsOf(parent.caller, child.id);
    expect(refused.status).toBe(403);
    expect(refused.error()).toMatchObject({ code: "premium_required", message: productMessages.premiumRequired });

    await payForPremium(t, parent);
    const opened = (await analyticsOf(parent.caller, child.id)).ok();
    expect(opened.child).toEqual({ id: child.id, name: child.name, difficulty_level: "beginner" });
    expect(opened.summary).toEqual({
      total_sessions: 0,
      average_score_percent: null,
      answers_right_percent: null,
      average_duration_seconds: null,
      best_score_percent: null,
      best_get_to_100: null,
      best_missing_piece: null,
      best_tower_height: null,
    });
  });

  it("sum up every game of the child in the spec's seven cards, and none of a sibling's", async () => {
    const { parent, child: ava, sibling: leo } = await buildFamily(t);
    await payForPremium(t, parent);
    const timed = await play(ava.caller, ava.id, "timed", 15, 5, 60);
    const timedAgain = await play(ava.caller, ava.id, "timed", 10, 0, 50);
    const getTo100 = await play(ava.caller, ava.id, "get_to_100", 6, 1, 40);
    const missing = await play(ava.caller, ava.id, "missing_piece", 8, 2, 60);
    await openTower(t, ava.id);
    const tower = await play(ava.caller, ava.id, "times_table_tower", 7, 0, 80);
    await play(leo.caller, leo.id, "timed", 30, 0, 60);

    const games = [timed, timedAgain, getTo100, missing, tower];
    const percents = games.map((g) => (100 * g.score) / g.max_score);
    const { summary } = (await analyticsOf(parent.caller, ava.id)).ok();
    expect(summary.total_sessions).toBe(5);
    expect(summary.average_score_percent).toBeCloseTo(percents.reduce((a, b) => a + b) / 5, 1);
    expect(summary.best_score_percent).toBeCloseTo(Math.max(...percents), 1);
    expect(summary.average_duration_seconds).toBe((timed.duration + timedAgain.duration) / 2);
    expect(summary.best_get_to_100).toBe(getTo100.score);
    expect(summary.best_missing_piece).toBe(missing.score);
    expect(summary.best_tower_height).toBe(tower.score);
  });

  it("give the share of answers right beside the average score, which short games of Get to 100 pull down", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    await payForPremium(t, parent);
    const short = await play(child.caller, child.id, "get_to_100", 6, 1, 40);
    const shortAgain = await play(child.caller, child.id, "get_to_100", 6, 1, 40);
    const timed = await play(child.caller, child.id, "timed", 12, 2, 90);
    const { summary } = (await analyticsOf(parent.caller, child.id)).ok();
    const percents = [short, shortAgain, timed].map((g) => (100 * g.score) / g.max_score);
    expect(summary.average_score_percent).toBeCloseTo(percents.reduce((a, b) => a + b) / 3, 1);
    // 24 of the 28 answers were right.
    expect(summary.answers_right_percent).toBe(85.7);
    expect(summary.average_score_percent ?? 100).toBeLessThan(60);
  });

  it("show the Traffic Light panel only once the child has played it: best, average and the latest game", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    await payForPremium(t, parent);
    await play(parent.caller, child.id, "timed", 10);
    expect((await analyticsOf(parent.caller, child.id)).ok().traffic_light).toBeNull();

    const best = await play(parent.caller, child.id, "traffic_light", 15, 5, 150);
    const latest = await play(parent.caller, child.id, "traffic_light", 9, 11, 150);
    const panel = (await analyticsOf(parent.caller, child.id)).ok().traffic_light;
    expect(panel).toEqual({
      sessions: 2,
      best_score: best.score,
      average_score_percent: expect.closeTo((100 * (best.score + latest.score)) / (best.max_score * 2), 1) as number,
      latest: { score: latest.score, max_score: latest.max_score, created_at: latest.created_at },
    });
  });

  it("show the last two weeks day by day, with the trend from the earlier week to the later", async () => {
    t.clock.set("2026-11-10T08:00:00Z");
    const { parent, child } = await buildFamily(t, { children: 1 });
    await payForPremium(t, parent);
    const playOn = async (at: string, right: number) => {
      t.clock.set(at);
      const game = await play(parent.caller, child.id, "timed", right, 2);
      return (100 * game.score) / game.max_score;
    };
    // Outside the 14 days (today is 24 November: the window opens on the 11th).
    await playOn("2026-11-10T23:58:00Z", 30);
    // The earlier week (11th-17th), then the later (18th-24th), two games on the 20th.
    const earlier = [await playOn("2026-11-11T00:00:00Z", 2), await playOn("2026-11-17T12:00:00Z", 4)];
    const later = [
      await playOn("2026-11-20T09:00:00Z", 10),
      await playOn("2026-11-20T10:00:00Z", 12),
      await playOn("2026-11-24T18:00:00Z", 14),
    ];
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b) / xs.length;
    expect(mean(later) - mean(earlier)).toBeGreaterThan(5);

    t.clock.set("2026-11-24T23:59:00Z");
    const weeks = (await analyticsOf(parent.caller, child.id)).ok().last_two_weeks;
    expect(weeks.sessions).toBe(5);
    expect(weeks.average_score_percent).toBeCloseTo(mean([...earlier, ...later]), 1);
    expect(weeks.trend).toBe("improving");
    expect(weeks.days.map((d) => d.date)).toEqual(
      Array.from({ length: 14 }, (_, i) => `2026-11-${String(11 + i).padStart(2, "0")}`),
    );
    expect(weeks.days.filter((d) => d.sessions > 0)).toEqual([
      { date: "2026-11-11", sessions: 1 },
      { date: "2026-11-17", sessions: 1 },
      { date: "2026-11-20", sessions: 2 },
      { date: "2026-11-24", sessions: 1 },
    ]);

    // A week later, the window runs from the 18th: this week has no games yet, so not enough data.
    t.clock.set("2026-12-01T12:00:00Z");
    const weekOn = (await analyticsOf(parent.caller, child.id)).ok().last_two_weeks;
    expect(weekOn).toMatchObject({ sessions: 3, trend: "not_enough_data" });
    expect(weekOn.average_score_percent).toBeCloseTo(mean(later), 1);
  });

  it("are not for another family, nor for a child's own tablet", async () => {
    const ours = await buildFamily(t, { children: 1 });
    const theirs = await buildFamily(t, { children: 1 });
    await payForPremium(t, theirs.parent);
    const stranger = await analyticsOf(theirs.parent.caller, ours.child.id);
    expect(stranger.status).toBe(404);
    expect((await analyticsOf(ours.child.caller, ours.child.id)).status).toBe(401);
    expect((await analyticsOf({}, ours.child.id)).status).toBe(401);
    const odd = await callAs(t, theirs.parent.caller, api.childAnalytics, { params: { childId: "not-an-id" } });
    expect(odd.status).toBe(400);
  });

  it("give the times-table facts, right answers and speed by operation, and the score over time by mode", async () => {
    t.clock.set("2026-09-01T10:00:00Z");
    const { parent, child } = await buildFamily(t, { children: 1 });
    const q = (type: "addition" | "multiplication", a: number, b: number, right: boolean, ms: number) => {
      const correct = type === "addition" ? a + b : a * b;
      return { question_type: type, operand1: a, operand2: b, user_answer: right ? correct : 0, response_time_ms: ms };
    };
    const save = async (at: string, questions: ReturnType<typeof q>[]) => {
      t.clock.set(at);
      const body = buildGame(child.id, { mode: "timed", difficulty_level: "beginner", questions });
      // A sign-in of the day: months pass between these games.
      return (await callAs(t, await signInParent(t, parent), playApi.saveGame, { body })).ok().session;
    };
    // Outside the chart's 90 days (30 November back to 2 September), but in every figure of the facts.
    await save("2026-09-01T10:00:00Z", [q("multiplication", 3, 4, false, 6_000)]);
    await save("2026-11-02T10:00:00Z", [q("multiplication", 3, 4, true, 2_000), q("addition", 2, 2, true, 800)]);
    await save("2026-11-02T11:00:00Z", [q("multiplication", 4, 3, true, 1_000), q("addition", 1, 2, false, 1_500)]);
    await save("2026-11-30T09:00:00Z", [q("multiplication", 5, 5, true, 3_000)]);

    const today = { caller: await signInParent(t, parent) };
    await payForPremium(t, today);
    const analytics = (await analyticsOf(today.caller, child.id)).ok();
    const facts = [...analytics.times_table_facts]
      .sort((x, y) => x.operand1 - y.operand1)
      .map(({ recent_at, ...fact }) => ({ ...fact, recent_at: recent_at.map((at) => new Date(at).toISOString()) }));
    // Each answer with its game's time, so the fluency map reads them as Smart Practice's plan does.
    expect(facts).toEqual([
      {
        operand1: 3,
        operand2: 4,
        attempts: 2,
        correct: 1,
        recent_ms: [6_000, 2_000],
        recent_correct: [false, true],
        recent_at: ["2026-09-01T10:00:00.000Z", "2026-11-02T10:00:00.000Z"],
      },
      {
        operand1: 4,
        operand2: 3,
        attempts: 1,
        correct: 1,
        recent_ms: [1_000],
        recent_correct: [true],
        recent_at: ["2026-11-02T11:00:00.000Z"],
      },
      {
        operand1: 5,
        operand2: 5,
        attempts: 1,
        correct: 1,
        recent_ms: [3_000],
        recent_correct: [true],
        recent_at: ["2026-11-30T09:00:00.000Z"],
      },
    ]);
    expect(analytics.operations).toEqual([
      { operation: "addition", answers: 2, right: 1, median_ms: 800 },
      { operation: "multiplication", answers: 4, right: 3, median_ms: 2_000 },
    ]);
    expect(analytics.score_history).toEqual([
      { date: "2026-11-02", mode: "timed", games: 2, average_percent: expect.any(Number) as number },
      { date: "2026-11-30", mode: "timed", games: 1, average_percent: expect.any(Number) as number },
    ]);
  });
});
