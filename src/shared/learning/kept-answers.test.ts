import { describe, expect, it } from "vitest";
import { attemptsOf, storedAttemptsOf } from "./kept-answers";

const monday = new Date("2026-03-02T16:00:00Z");
const tuesday = new Date("2026-03-03T16:00:00Z");

describe("attemptsOf", () => {
  it("reads each kept answer with its time, whether the time is a date or as sent in JSON", () => {
    const kept = {
      operation: "division",
      operand1: 56,
      operand2: 8,
      recentMs: [2400, 1800],
      recentCorrect: [false, true],
      recentAt: [monday, tuesday.toISOString()],
    };
    expect(attemptsOf(kept)).toEqual([
      { operation: "division", operand1: 56, operand2: 8, responseMs: 2400, correct: false, at: monday },
      { operation: "division", operand1: 56, operand2: 8, responseMs: 1800, correct: true, at: tuesday },
    ]);
  });

  it("leaves out the older answers kept without their time, or dates them as told", () => {
    const kept = {
      operation: "multiplication",
      operand1: 7,
      operand2: 8,
      recentMs: [5000, 3000, 1500],
      recentCorrect: [false, true, true],
      recentAt: [tuesday],
    };
    expect(attemptsOf(kept).map((a) => [a.responseMs, a.at])).toEqual([[1500, tuesday]]);
    const longAgo = new Date(0);
    expect(attemptsOf(kept, longAgo).map((a) => [a.responseMs, a.correct, a.at])).toEqual([
      [5000, false, longAgo],
      [3000, true, longAgo],
      [1500, true, tuesday],
    ]);
  });

  it("reads nothing of an operation the model does not know", () => {
    const kept = {
      operation: "squaring",
      operand1: 3,
      operand2: 3,
      recentMs: [900],
      recentCorrect: [true],
      recentAt: [monday],
    };
    expect(attemptsOf(kept)).toEqual([]);
  });
});

describe("storedAttemptsOf", () => {
  const sunday = new Date("2026-03-01T09:00:00Z");
  it("puts each earlier sitting's first answer before the kept answers, and leaves a kept game's own to them", () => {
    const kept = {
      operation: "multiplication",
      operand1: 7,
      operand2: 8,
      recentMs: [2600, 1400],
      recentCorrect: [false, true],
      recentAt: [monday, tuesday],
      // Sunday's and Monday's first answers; Monday's is the kept answer of the same game.
      sittingAt: [sunday, monday.toISOString()],
      sittingCorrect: [true, false],
      sittingMs: [4100, 2600],
    };
    expect(storedAttemptsOf(kept).map((a) => [a.at, a.correct, a.responseMs])).toEqual([
      [sunday, true, 4100],
      [monday, false, 2600],
      [tuesday, true, 1400],
    ]);
  });

  it("reads the kept answers alone where no sitting is kept, and nothing of an unknown operation", () => {
    const kept = {
      operation: "addition",
      operand1: 3,
      operand2: 5,
      recentMs: [900],
      recentCorrect: [true],
      recentAt: [monday],
    };
    expect(storedAttemptsOf(kept)).toEqual(attemptsOf(kept));
    expect(
      storedAttemptsOf({ ...kept, operation: "squaring", sittingAt: [sunday], sittingCorrect: [true], sittingMs: [1] }),
    ).toEqual([]);
  });
});
