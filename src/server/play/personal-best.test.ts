import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as api from "../../shared/api/play";
import type { DifficultyLevel } from "../../shared/constants";
import type { GameMode } from "../../shared/game/modes";
import { buildFamily, buildGame, questionsOf } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Saves a game of `right` right answers (its score) a minute after the last, and answers its session id. */
async function play(
  as: Caller,
  childId: string | null,
  right: number,
  { mode = "timed", difficulty = "beginner" }: { mode?: GameMode; difficulty?: DifficultyLevel } = {},
): Promise<string> {
  t.clock.advance(60_000);
  const body = buildGame(childId, {
    mode,
    difficulty_level: difficulty,
    duration_seconds: 60,
    questions: questionsOf(right, mode === "get_to_100" ? 1 : 0, mode, difficulty),
  });
  const saved = (await callAs(t, as, api.saveGame, { body })).ok();
  expect(saved.session.score).toBe(right);
  return saved.session.id;
}

const bestBefore = async (as: Caller, sessionId: string) =>
  (await callAs(t, as, api.personalBest, { params: { sessionId } })).ok().best_before;

describe("a personal best", () => {
  it("is none before a child's first game of a mode, then the best of the games before this one", async () => {
    const { child: ava } = await buildFamily(t, { children: 1 });
    const first = await play(ava.caller, ava.id, 12);
    const better = await play(ava.caller, ava.id, 20);
    const worse = await play(ava.caller, ava.id, 15);
    expect(await bestBefore(ava.caller, first)).toBeNull();
    expect(await bestBefore(ava.caller, better)).toBe(12);
    expect(await bestBefore(ava.caller, worse)).toBe(20);
    // Opened again after a better game, a result still compares with the games before it.
    await play(ava.caller, ava.id, 25);
    expect(await bestBefore(ava.caller, worse)).toBe(20);
  });

  it("counts only the child's own games of the same mode at the same level; Get to 100 at every level", async () => {
    const { child: ava, sibling: leo } = await buildFamily(t);
    await play(ava.caller, ava.id, 18, { mode: "timed", difficulty: "beginner" });
    await play(ava.caller, ava.id, 9, { mode: "missing_piece", difficulty: "beginner" });
    await play(leo.caller, leo.id, 30, { mode: "timed", difficulty: "intermediate" });
    await play(ava.caller, ava.id, 7, { mode: "timed", difficulty: "intermediate" });
    // Moved up a level, Ava starts a best of her own there: neither her beginner games nor Leo's count.
    const intermediate = await play(ava.caller, ava.id, 5, { mode: "timed", difficulty: "intermediate" });
    expect(await bestBefore(ava.caller, intermediate)).toBe(7);
    const missingPiece = await play(ava.caller, ava.id, 4, { mode: "missing_piece", difficulty: "beginner" });
    expect(await bestBefore(ava.caller, missingPiece)).toBe(9);
    const otherLevel = await play(ava.caller, ava.id, 3, { mode: "missing_piece", difficulty: "expert" });
    expect(await bestBefore(ava.caller, otherLevel)).toBeNull();

    // Get to 100 climbs the same ladder at every level: one best.
    await play(ava.caller, ava.id, 6, { mode: "get_to_100", difficulty: "beginner" });
    const getTo100 = await play(ava.caller, ava.id, 2, { mode: "get_to_100", difficulty: "expert" });
    expect(await bestBefore(ava.caller, getTo100)).toBe(6);
  });

  it("is the parent's own for a parent's games as themself, apart from the children's", async () => {
    const { parent, child: ava } = await buildFamily(t, { children: 1 });
    await play(ava.caller, ava.id, 30, { difficulty: "expert" });
    const first = await play(parent.caller, null, 10, { difficulty: "expert" });
    const second = await play(parent.caller, null, 8, { difficulty: "expert" });
    expect(await bestBefore(parent.caller, first)).toBeNull();
    expect(await bestBefore(parent.caller, second)).toBe(10);
    // And the parent reads the child's as the child does.
    const avas = await play(ava.caller, ava.id, 1, { difficulty: "expert" });
    expect(await bestBefore(parent.caller, avas)).toBe(30);
  });
});
