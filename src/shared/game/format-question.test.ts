import { describe, expect, it } from "vitest";
import { formatQuestion, formatSolved } from "./format-question";

describe("questions as the child sees them", () => {
  it.each([
    [{ question_type: "multiplication", operand1: 7, operand2: 8 }, "7 × 8 = ?"],
    [{ question_type: "addition", operand1: 3, operand2: 4 }, "3 + 4 = ?"],
    [{ question_type: "subtraction", operand1: 9, operand2: 4 }, "9 − 4 = ?"],
    [{ question_type: "division", operand1: 56, operand2: 8 }, "56 ÷ 8 = ?"],
    [
      { question_type: "missing_piece", operand1: 7, operand2: 4, operator: "×", missing_type: "operand1" },
      "? × 4 = 28",
    ],
    [
      { question_type: "missing_piece", operand1: 6, operand2: 3, operator: "×", missing_type: "operator" },
      "6 ? 3 = 18",
    ],
    [{ question_type: "missing_piece", operand1: 9, operand2: 3, operator: "÷", missing_type: "result" }, "9 ÷ 3 = ?"],
  ] as const)("%j reads %s", (q, text) => {
    expect(formatQuestion(q)).toBe(text);
  });

  it("shows the solved equation", () => {
    expect(
      formatSolved({
        question_type: "missing_piece",
        operand1: 6,
        operand2: 3,
        operator: "−",
        missing_type: "operand2",
      }),
    ).toBe("6 − 3 = 3");
  });
});
