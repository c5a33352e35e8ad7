import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as playApi from "../../shared/api/play";
import type { SaveGameBody } from "../../shared/api/play";
import { buildFamily, buildGame, signInChild } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { FACT_KEPT_SITTINGS } from "../../shared/constants";
import { childFactStats } from "../db/schema/learning";
import { factStatsBackfill } from "../../../scripts/fact-stats-backfill";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
type Question = SaveGameBody["questions"][number];
/** A beginner timed-game answer: `a op b`, right or wrong, after `ms`. */
function answer(type: "addition" | "multiplication", a: number, b: number, right: boolean, ms: number): Question {
  const correct = type === "addition" ? a + b : a * b;
  return {
    question_type: type,
    operand1: a,
    operand2: b,
    user_answer: right ? correct : correct + 1,
    response_time_ms: ms,
  };
}

async function play(as: Caller, childId: string | null, questions: Question[]) {
  t.clock.advance(60_000);
  const body = buildGame(childId, { mode: "timed", difficulty_level: "beginner", questions });
  return (await callAs(t, as, playApi.saveGame, { body })).ok();
}

const factOf = async (childId: string, operation: string, operand1: number, operand2: number) => {
  const f = childFactStats;
  const [row] = await t.deps.database.db
    .select()
    .from(f)
    .where(and(eq(f.childId, childId), eq(f.operation, operation), eq(f.operand1, operand1), eq(f.operand2, operand2)));
  return row;
};

describe("each saved game adds to the child's per-fact figures", () => {
  it("counts every answer of a fact, a fact asked twice in a game included, and keeps them in order", async () => {
    const { child } = await buildFamily(t, { children: 1 });
    const first = await play(child.caller, child.id, [
      answer("multiplication", 3, 4, true, 2_000),
      answer("addition", 2, 3, true, 900),
      answer("multiplication", 3, 4, false, 5_000),
      answer("multiplication", 4, 3, true, 1_500),
    ]);
    expect(await factOf(child.id, "multiplication", 3, 4)).toMatchObject({
      attempts: 2,
      correct: 1,
      recentMs: [2_000, 5_000],
      recentCorrect: [true, false],
      recentAt: [new Date(first.session.created_at), new Date(first.session.created_at)],
      lastAt: new Date(first.session.created_at),
    });
    expect(await factOf(child.id, "multiplication", 4, 3)).toMatchObject({ attempts: 1, correct: 1 });
    expect(await factOf(child.id, "addition", 2, 3)).toMatchObject({ attempts: 1, recentMs: [900] });

    await play(child.caller, child.id, [answer("multiplication", 3, 4, true, 1_200)]);
    expect(await factOf(child.id, "multiplication", 3, 4)).toMatchObject({
      attempts: 3,
      correct: 2,
      recentMs: [2_000, 5_000, 1_200],
      recentCorrect: [true, false, true],
    });
  });

  it("keeps only the last ten answers of a fact, and counts them all", async () => {
    const { child } = await buildFamily(t, { children: 1 });
    const times: Date[] = [];
    for (let game = 0; game < 6; game++) {
      const saved = await play(child.caller, child.id, [
        answer("multiplication", 2, 5, game % 2 === 0, 1_000 + game * 100),
        answer("multiplication", 2, 5, true, 1_050 + game * 100),
      ]);
      times.push(new Date(saved.session.created_at), new Date(saved.session.created_at));
    }
    const fact = await factOf(child.id, "multiplication", 2, 5);
    expect(fact).toMatchObject({ attempts: 12, correct: 9 });
    expect(fact?.recentMs).toEqual([1_100, 1_150, 1_200, 1_250, 1_300, 1_350, 1_400, 1_450, 1_500, 1_550]);
    expect(fact?.recentCorrect).toEqual([false, true, true, true, false, true, true, true, false, true]);
    // Each kept answer with its game's time, in the same order.
    expect(fact?.recentAt).toEqual(times.slice(-10));
  });

  it("keeps each sitting's first answer: one a UTC day, the last FACT_KEPT_SITTINGS of them", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    const first = await play(child.caller, child.id, [
      answer("multiplication", 2, 5, true, 1_300),
      answer("multiplication", 2, 5, false, 4_000),
    ]);
    // A second game the same day is the same sitting.
    await play(child.caller, child.id, [answer("multiplication", 2, 5, false, 5_000)]);
    const firstAt = new Date(first.session.created_at);
    expect(await factOf(child.id, "multiplication", 2, 5)).toMatchObject({
      sittingAt: [firstAt],
      sittingCorrect: [true],
      sittingMs: [1_300],
    });
    // Sittings on the days before, as many as are kept in all.
    const before = Array.from(
      { length: FACT_KEPT_SITTINGS - 1 },
      (_, i) => new Date(firstAt.getTime() - (FACT_KEPT_SITTINGS - 1 - i) * DAY),
    );
    const f = childFactStats;
    await t.deps.database.db
      .update(f)
      .set({
        sittingAt: [...before, firstAt],
        sittingCorrect: [...before.map((_, i) => i % 2 === 0), true],
        sittingMs: [...before.map((_, i) => 2_000 + i), 1_300],
      })
      .where(and(eq(f.childId, child.id), eq(f.operation, "multiplication"), eq(f.operand1, 2), eq(f.operand2, 5)));
    // The next day (signed in again: a child's session lasts hours), a new sitting, the oldest let go.
    t.clock.advance(DAY);
    const tablet = { bearer: (await signInChild(t, parent.email, child.pin)).ok().token };
    const next = await play(tablet, child.id, [
      answer("multiplication", 2, 5, false, 6_000),
      answer("multiplication", 2, 5, true, 900),
    ]);
    const fact = await factOf(child.id, "multiplication", 2, 5);
    expect(fact?.sittingAt).toEqual([...before.slice(1), firstAt, new Date(next.session.created_at)]);
    expect(fact?.sittingCorrect).toEqual([...before.slice(1).map((_, i) => (i + 1) % 2 === 0), true, false]);
    expect(fact?.sittingMs).toEqual([...before.slice(1).map((_, i) => 2_001 + i), 1_300, 6_000]);
    expect(fact?.attempts).toBe(5);
  });

  it("loses nothing when games of one child are saved at the same moment", async () => {
    const { child } = await buildFamily(t, { children: 1 });
    await Promise.all(
      Array.from({ length: 8 }, () => play(child.caller, child.id, [answer("multiplication", 5, 5, true, 1_000)])),
    );
    expect(await factOf(child.id, "multiplication", 5, 5)).toMatchObject({ attempts: 8, correct: 8 });
  });

  it("keeps one sitting a day when games of one child are saved at the same moment", async () => {
    const { child } = await buildFamily(t, { children: 1 });
    await Promise.all(
      Array.from({ length: 6 }, () => play(child.caller, child.id, [answer("multiplication", 4, 5, true, 1_000)])),
    );
    const fact = await factOf(child.id, "multiplication", 4, 5);
    expect(fact).toMatchObject({ attempts: 6, sittingCorrect: [true], sittingMs: [1_000] });
    expect(fact?.sittingAt).toHaveLength(1);
  });

  it("keeps nothing for a parent playing as themself", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    // The family's own figures: on a database shared with other test files, other families' grow meanwhile.
    const count = async () =>
      (await t.deps.database.db.select().from(childFactStats).where(eq(childFactStats.childId, child.id))).length;
    const before = await count();
    await play(parent.caller, null, [answer("multiplication", 4, 4, true, 1_000)]);
    expect(await count()).toBe(before);
  });

  it("is what the migration worked out from the games played before it", async () => {
    const { parent, child } = await buildFamily(t, { children: 1 });
    let tablet = child.caller;
    for (let game = 0; game < 7; game++) {
      // Two games a day: sittings of two games each (signed in again each day).
      if (game % 2 === 0) {
        t.clock.advance(DAY);
        tablet = { bearer: (await signInChild(t, parent.email, child.pin)).ok().token };
      }
      await play(tablet, child.id, [
        answer("multiplication", 3, 5, game % 3 !== 0, 1_000 + game * 10),
        answer("addition", 4, 1, true, 700 + game),
        answer("multiplication", 3, 5, true, 2_000 + game),
      ]);
    }
    const { db } = t.deps.database;
    const mine = () => db.select().from(childFactStats).where(eq(childFactStats.childId, child.id));
    const fromSaves = await mine();
    const backfill = factStatsBackfill(child.id);
    expect(backfill[0]).toContain('INSERT INTO "child_fact_stats"');
    await db.transaction(async (tx) => {
      await tx.delete(childFactStats).where(eq(childFactStats.childId, child.id));
      // Only this child's games: the other tests' children keep their rows.
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    const byFact = (rows: typeof fromSaves) =>
      [...rows].sort((x, y) => x.operand1 - y.operand1 || x.operation.localeCompare(y.operation));
    expect(byFact(await mine())).toEqual(byFact(fromSaves));
  });
});
