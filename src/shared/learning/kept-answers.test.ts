import { describe, expect, it } from "vitest";
import { attemptsOf } from "./kept-answers";

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
