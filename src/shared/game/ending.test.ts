import { describe, expect, it } from "vitest";
import { endingOf, SO_CLOSE_FROM, solvedText } from "./ending";
import { gameActions as act } from "./game-actions";
import { createGetTo100Game, getTo100Reducer } from "./modes/get-to-100/game";
import { mulberry32 } from "./random";
import { createTowerGame, towerReducer, type TowerState } from "./modes/times-table-tower/game";
import { createTimedGame, timedReducer } from "./modes/timed/game";
import type { GameState } from "./game-state";

const PLAY = 3_000;

function answerAll<S extends GameState>(
  state: S,
  reduce: (s: S, a: ReturnType<typeof act.tick>) => S,
  rights: boolean[],
) {
  let s = reduce(reduce(state, act.start(0)), act.tick(PLAY));
  let now = PLAY;
  for (const right of rights) {
    now += 2_000;
    s = reduce(s, act.tick(now));
    const answer = s.current?.answer;
    if (typeof answer !== "number") throw new Error("a number was expected");
    s = reduce(s, act.answer(right ? answer : answer + 1, now));
  }
  return s;
}

describe("how a game ended, in words", () => {
  it("fills in the hidden part of an equation", () => {
    expect(solvedText("7 × 8 = ?", 56)).toBe("7 × 8 = 56");
    expect(solvedText("? × 4 = 28", 7)).toBe("7 × 4 = 28");
    expect(solvedText("6 ? 3 = 18", "×")).toBe("6 × 3 = 18");
  });

  it("a Get to 100 slip says how far the child got and the answer that ended it, not Challenge Complete", () => {
    const s = answerAll(createGetTo100Game({ difficulty: "beginner", random: mulberry32(1) }), getTo100Reducer, [
      true,
      true,
      true,
      false,
    ]);
    const slip = s.feedback;
    expect(s.endReason).toBe("wrong_answer");
    expect(endingOf(s)).toEqual({
      title: "Good try! You reached 3",
      rightAnswer: solvedText(slip?.question.text ?? "", slip?.correctAnswer ?? ""),
    });
    expect(endingOf(s).rightAnswer).toMatch(/^\d+ [+−×÷] \d+ = \d+$/);
  });

  it("a Get to 100 slip far from 100 is not called close", () => {
    const s = answerAll(createGetTo100Game({ difficulty: "beginner", random: mulberry32(1) }), getTo100Reducer, [
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(endingOf(s).title).toBe("Good try! You reached 4");
    expect(endingOf(s).title).not.toMatch(/close/i);
  });

  it("a Get to 100 slip from 90 up is so close", () => {
    expect(SO_CLOSE_FROM).toBe(90);
    const rights = (n: number) => [...Array.from({ length: n }, () => true), false];
    const start = () => createGetTo100Game({ difficulty: "beginner", random: mulberry32(4) });
    expect(endingOf(answerAll(start(), getTo100Reducer, rights(89))).title).toBe("Good try! You reached 89");
    expect(endingOf(answerAll(start(), getTo100Reducer, rights(90))).title).toBe("So close! You reached 90");
    expect(endingOf(answerAll(start(), getTo100Reducer, rights(99))).title).toBe("So close! You reached 99");
  });

  it("a collapsed tower says so, with the answer that knocked it down", () => {
    const start = createTowerGame({ difficulty: "beginner", random: mulberry32(2) });
    const s = answerAll<TowerState>(start, towerReducer, [true, true, true, false, false, false]);
    expect(s.endReason).toBe("collapsed");
    expect(endingOf(s).title).toBe("Tower collapsed!");
    expect(endingOf(s).rightAnswer).toMatch(/ × .* = \d+$/);
  });

  it("time up is Time's Up!", () => {
    let s = timedReducer(createTimedGame({ difficulty: "beginner", random: mulberry32(3) }), act.start(0));
    s = timedReducer(s, act.tick(PLAY + 90_000));
    expect(endingOf(s)).toEqual({ title: "Time's Up!", rightAnswer: null });
  });
});
