import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as childrenApi from "../../shared/api/children";
import * as missionsApi from "../../shared/api/missions";
import * as api from "../../shared/api/play";
import type { GameMode } from "../../shared/game/modes";
import { buildFamily, buildGame, questionsOf } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function playAt(at: string, as: Caller, childId: string, right: number, mode: GameMode = "timed") {
  t.clock.set(at);
  const body = buildGame(childId, {
    mode,
    difficulty_level: "beginner",
    duration_seconds: 60,
    questions: questionsOf(right, 0, mode),
  });
  return (await callAs(t, as, api.saveGame, { body })).ok().session;
}

describe("the family's progress on the parent's child cards", () => {
  it("gives each child their streak, games in the last 7 days and last game, and nothing of another family", async () => {
    t.clock.set("2026-11-21T09:00:00Z");
    const { parent, child: ava, sibling: leo } = await buildFamily(t);
    const stranger = await buildFamily(t, { children: 1 });
    // Ava plays Saturday, Sunday, Monday and Tuesday: a 4-day streak, 4 games in the last 7 days.
    await playAt("2026-11-21T10:00:00Z", parent.caller, ava.id, 5);
    await playAt("2026-11-22T23:59:00Z", parent.caller, ava.id, 6);
    await playAt("2026-11-23T00:00:00Z", parent.caller, ava.id, 7);
    const last = await playAt("2026-11-24T17:30:00Z", parent.caller, ava.id, 9, "missing_piece");
    await playAt("2026-11-24T18:00:00Z", stranger.parent.caller, stranger.child.id, 12);

    t.clock.set("2026-11-24T19:00:00Z");
    const { children } = (await callAs(t, parent.caller, api.familyProgress)).ok();
    // Sorted by profile age, and the test clock gives both children the same instant.
    expect(children).toHaveLength(2);
    expect(children).toEqual(
      expect.arrayContaining([
        {
          child_id: ava.id,
          streak: 4,
          games_this_week: 4,
          last_game: { mode: "missing_piece", score: 9, max_score: last.max_score, created_at: last.created_at },
          level_offer: null,
        },
        { child_id: leo.id, streak: 0, games_this_week: 0, last_game: null, level_offer: null },
      ]),
    );

    // The next Monday the last 7 days start on Tuesday; missing Wednesday to Sunday broke the streak.
    t.clock.set("2026-11-30T08:00:00Z");
    const later = (await callAs(t, parent.caller, api.familyProgress)).ok().children.find((c) => c.child_id === ava.id);
    expect(later).toMatchObject({ streak: 0, games_this_week: 1, last_game: { score: 9 } });
  });

  it("works out each child's streak from their own days: a sibling's games do not join it", async () => {
    t.clock.set("2026-11-22T09:00:00Z");
    const { parent, child: ava, sibling: leo } = await buildFamily(t);
    // Ava plays Monday, Tuesday and Wednesday; Leo plays Sunday and Tuesday. Together they cover four days running.
    await playAt("2026-11-23T10:00:00Z", parent.caller, ava.id, 5);
    await playAt("2026-11-24T10:00:00Z", parent.caller, ava.id, 5);
    await playAt("2026-11-25T10:00:00Z", parent.caller, ava.id, 5);
    await playAt("2026-11-22T10:00:00Z", parent.caller, leo.id, 5);
    await playAt("2026-11-24T11:00:00Z", parent.caller, leo.id, 5);

    t.clock.set("2026-11-25T19:00:00Z");
    const { children } = (await callAs(t, parent.caller, api.familyProgress)).ok();
    const streakOf = (id: string) => children.find((c) => c.child_id === id)?.streak;
    expect(streakOf(ava.id)).toBe(3);
    expect(streakOf(leo.id)).toBe(1);
  });

  it("counts the same week, the same games and the same streak as This Week's Wins: the child's own, in the last 7 UTC days", async () => {
    t.clock.set("2026-11-18T09:00:00Z");
    const { parent, child: ava } = await buildFamily(t, { children: 1 });
    // Wednesday 18 at 11:00 is within 7 × 24 hours of Wednesday 25 at 10:00, but not one of its last 7 days.
    await playAt("2026-11-18T11:00:00Z", parent.caller, ava.id, 5);
    await playAt("2026-11-19T00:30:00Z", parent.caller, ava.id, 6);
    await playAt("2026-11-21T10:00:00Z", parent.caller, ava.id, 7, "missing_piece");
    await playAt("2026-11-23T10:00:00Z", parent.caller, ava.id, 8);
    await playAt("2026-11-24T10:00:00Z", parent.caller, ava.id, 8);
    await playAt("2026-11-25T09:00:00Z", parent.caller, ava.id, 9);
    // The parent's own game is not the child's.
    t.clock.set("2026-11-25T09:30:00Z");
    expect((await callAs(t, parent.caller, api.saveGame, { body: buildGame(null) })).status).toBe(200);

    t.clock.set("2026-11-25T10:00:00Z");
    const card = (await callAs(t, parent.caller, api.familyProgress)).ok().children[0];
    const wins = (await callAs(t, parent.caller, missionsApi.weeklyWins, { params: { childId: ava.id } })).ok();
    expect(card).toMatchObject({ games_this_week: 5, streak: 3 });
    expect(wins.achievements[0]).toBe("Played 5 games on 5 of the last 7 days");
    expect(wins.streak_info.current_streak).toBe(3);
  });

  it("offers the next level after three games of 90% or more at the child's level, and nothing once it is taken", async () => {
    t.clock.set("2026-11-24T09:00:00Z");
    const { parent, child } = await buildFamily(t, { children: 1 });
    const offerOf = async () =>
      (await callAs(t, parent.caller, api.familyProgress)).ok().children.find((c) => c.child_id === child.id)
        ?.level_offer;
    await playAt("2026-11-24T10:00:00Z", parent.caller, child.id, 38);
    await playAt("2026-11-24T10:05:00Z", parent.caller, child.id, 40);
    expect(await offerOf()).toBeNull();
    await playAt("2026-11-24T10:10:00Z", parent.caller, child.id, 39);
    expect(await offerOf()).toEqual({ direction: "up", to: "intermediate" });
    const moved = await callAs(t, parent.caller, childrenApi.updateChild, {
      params: { childId: child.id },
      body: { difficulty_level: "intermediate" },
    });
    expect(moved.status).toBe(200);
    expect(await offerOf()).toBeNull();
  });

  it("is for the parent only", async () => {
    const { child } = await buildFamily(t, { children: 1 });
    expect((await callAs(t, child.caller, api.familyProgress)).status).toBe(401);
    expect((await callAs(t, {}, api.familyProgress)).status).toBe(401);
  });
});
