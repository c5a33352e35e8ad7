import { describe, expect, it } from "vitest";
import { arithmeticQuestion, missingPieceQuestion } from "./question";

describe("questions as shown", () => {
  it.each([
    ["addition", 3, 4, "3 + 4 = ?", 7],
    ["subtraction", 9, 4, "9 − 4 = ?", 5],
    ["multiplication", 7, 8, "7 × 8 = ?", 56],
    ["division", 56, 8, "56 ÷ 8 = ?", 7],
  ] as const)("%s %i, %i reads %s", (type, a, b, text, answer) => {
    const question = arithmeticQuestion(type, a, b);
    expect(question.text).toBe(text);
    expect(question.answer).toBe(answer);
    expect(question.result).toBe(answer);
    expect(question.missingType).toBeNull();
  });

  it.each([
    ["operand1", "? × 4 = 28", 7],
    ["operand2", "7 × ? = 28", 4],
    ["operator", "7 ? 4 = 28", "×"],
    ["result", "7 × 4 = ?", 28],
  ] as const)("a missing %s reads %s", (missing, text, answer) => {
    const question = missingPieceQuestion("×", 7, 4, missing);
    expect(question.text).toBe(text);
    expect(question.answer).toBe(answer);
    expect(question.type).toBe("missing_piece");
  });

  it("keys a question by its equation", () => {
    expect(arithmeticQuestion("addition", 3, 4).key).not.toBe(arithmeticQuestion("addition", 4, 3).key);
    expect(missingPieceQuestion("−", 6, 3, "operand1").key).toBe(missingPieceQuestion("−", 6, 3, "result").key);
    expect(missingPieceQuestion("÷", 6, 3, "result").text).toBe("6 ÷ 3 = ?");
  });
});
