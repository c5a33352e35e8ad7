import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as playApi from "../../shared/api/play";
import type { GameMode } from "../../shared/game/modes";
import { buildFamily, buildGame, questionsOf } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { childDayStats, childModeStats, childPercentStats } from "../db/schema/learning";
import { gameSummariesBackfill } from "../../../scripts/fact-stats-backfill";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function play(as: Caller, childId: string | null, mode: GameMode, right: number, wrong: number, seconds = 60) {
  t.clock.advance(60_000);
  const body = buildGame(childId, {
    mode,
    difficulty_level: "beginner",
    duration_seconds: seconds,
    questions: questionsOf(right, wrong, mode, "beginner"),
  });
  return (await callAs(t, as, playApi.saveGame, { body })).ok();
}

const modesOf = (childId: string) =>
  t.deps.database.db.select().from(childModeStats).where(eq(childModeStats.childId, childId));
const byMode = (rows: Awaited<ReturnType<typeof modesOf>>) =>
  [...rows].sort((x, y) => x.mode.localeCompare(y.mode)).map((r) => ({ ...r, percentSum: Number(r.percentSum) }));

describe("the summaries of a child's games of each mode, and of each mode a day", () => {
  it("counts each saved game once, with its percentage, duration, the best and the latest", async () => {
    const { child } = await buildFamily(t, { children: 1 });
    const first = (await play(child.caller, child.id, "timed", 6, 2, 50)).session;
    const body = buildGame(child.id, {
      difficulty_level: "beginner",
      duration_seconds: 40,
      questions: questionsOf(3, 1, "timed", "beginner"),
    });
    t.clock.advance(60_000);
    const latest = (await callAs(t, child.caller, playApi.saveGame, { body })).ok().session;
    // A repeat of a saved game adds nothing.
    expect((await callAs(t, child.caller, playApi.saveGame, { body })).ok().replayed).toBe(true);
    const [row] = await modesOf(child.id);
    const percent = (s: typeof first) => (100 * s.score) / s.max_score;
    expect(row).toMatchObject({ mode: "timed", games: 2, scored: 2, durationSum: 90, lastScore: latest.score });
    expect(row?.bestScore).toBe(Math.max(first.score, latest.score));
    expect(Number(row?.percentSum)).toBeCloseTo(percent(first) + percent(latest), 6);
    expect(Number(row?.bestPercent)).toBeCloseTo(Math.max(percent(first), percent(latest)), 6);
    expect(row?.lastAt.toISOString()).toBe(latest.created_at);
  });

  it("keeps nothing for a parent playing as themself", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    // The family's own summaries: on a database shared with other test files, other families' grow meanwhile.
    const count = async () =>
      (await t.deps.database.db.select().from(childModeStats).where(eq(childModeStats.childId, child.id))).length;
    const before = await count();
    await play(parent.caller, null, "timed", 4, 0);
    expect(await count()).toBe(before);
  });

  it("is what the migration works out from the games played before it", async () => {
    const { child } = await buildFamily(t, { children: 1 });
    const games: Array<[GameMode, number, number]> = [
      ["timed", 5, 1],
      ["traffic_light", 4, 4],
      ["timed", 0, 3],
      ["missing_piece", 7, 0],
      ["traffic_light", 6, 1],
    ];
    for (const [mode, right, wrong] of games) await play(child.caller, child.id, mode, right, wrong);
    const { db } = t.deps.database;
    const daysOf = async () =>
      (await db.select().from(childDayStats).where(eq(childDayStats.childId, child.id)))
        .map((r) => ({ ...r, percentSum: Number(r.percentSum) }))
        .sort((x, y) => x.day.localeCompare(y.day) || x.mode.localeCompare(y.mode));
    const percentsOf = async () =>
      (await db.select().from(childPercentStats).where(eq(childPercentStats.childId, child.id))).sort(
        (x, y) => x.mode.localeCompare(y.mode) || x.percent - y.percent,
      );
    const fromSaves = byMode(await modesOf(child.id));
    const daysFromSaves = await daysOf();
    const percentsFromSaves = await percentsOf();
    expect(percentsFromSaves.reduce((n, r) => n + r.games, 0)).toBe(5);
    expect(fromSaves.map((r) => r.games)).toEqual([1, 2, 2]);
    expect(daysFromSaves.reduce((n, r) => n + r.games, 0)).toBe(5);
    await db.transaction(async (tx) => {
      await tx.delete(childModeStats).where(eq(childModeStats.childId, child.id));
      await tx.delete(childDayStats).where(eq(childDayStats.childId, child.id));
      await tx.delete(childPercentStats).where(eq(childPercentStats.childId, child.id));
      for (const statement of gameSummariesBackfill(child.id)) await tx.execute(sql.raw(statement));
    });
    expect(byMode(await modesOf(child.id))).toEqual(fromSaves);
    expect(await daysOf()).toEqual(daysFromSaves);
    expect(await percentsOf()).toEqual(percentsFromSaves);
  });
});
