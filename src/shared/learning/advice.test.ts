import { describe, expect, it } from "vitest";
import { ADVICE_MAX_TABLE } from "../constants";
import type { FactAttempt, FactOperation } from "./fact-model";
import { factsToAdvise, questionInWords, worthAdvising } from "./advice";

const DAY = 86_400_000;
const now = new Date(Date.UTC(2026, 10, 30, 16));
/** One wrong answer to a question, `daysAgo` days before now. */
const missed = (operation: FactOperation, operand1: number, operand2: number, daysAgo = 1): FactAttempt => ({
  operation,
  operand1,
  operand2,
  correct: false,
  responseMs: 4_000,
  at: new Date(now.getTime() - daysAgo * DAY),
});

describe("the facts a parent is told to practise next", () => {
  it("leaves out facts with 0 or 1 in them, and shows a subtraction or a division as the child was asked it", () => {
    const attempts = [
      missed("subtraction", 16, 0),
      missed("multiplication", 1, 6),
      missed("multiplication", 7, 1),
      missed("subtraction", 16, 9),
      missed("division", 56, 8),
      missed("multiplication", 9, 6),
    ];
    const advice = factsToAdvise(attempts, now, { level: "expert" }).map(questionInWords);
    expect(advice).toEqual(expect.arrayContaining(["16 − 9", "56 ÷ 8", "6 × 9"]));
    expect(advice).toHaveLength(3);
  });

  it("names no times table beyond the child's level, though the Times Tables Check asked it", () => {
    expect(ADVICE_MAX_TABLE).toEqual({ beginner: 10, intermediate: 10, expert: 12 });
    const check = [missed("multiplication", 8, 11), missed("multiplication", 2, 12), missed("multiplication", 6, 7)];
    expect(factsToAdvise(check, now, { level: "beginner" }).map(questionInWords)).toEqual(["6 × 7"]);
    expect(factsToAdvise(check, now, { level: "expert" }).map(questionInWords)).toHaveLength(3);
    expect(worthAdvising({ family: "addition", a: 9, b: 12 }, "beginner")).toBe(true);
    expect(worthAdvising({ family: "addition", a: 0, b: 16 }, "expert")).toBe(false);
  });
});
