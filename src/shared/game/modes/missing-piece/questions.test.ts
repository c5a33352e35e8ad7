import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIFFICULTY_LEVELS } from "../../../constants";
import { MISSING_PIECE_RULES, missingPieceQuestionFor } from "./questions";
import { OPERATORS } from "..";
import { mulberry32 } from "../../random";
import { applyOperator, isCorrect } from "../../scoring";

describe("Missing Piece questions per difficulty", () => {
  it("holds the spec's rules", () => {
    expect(MISSING_PIECE_RULES.beginner).toEqual({
      operators: ["+", "−"],
      limit: 10,
      missingTypes: ["operand1", "operand2", "result"],
    });
    expect(MISSING_PIECE_RULES.intermediate.operators).toEqual(["+", "−", "×", "÷"]);
    expect(MISSING_PIECE_RULES.intermediate.limit).toBe(50);
    expect(MISSING_PIECE_RULES.expert.limit).toBe(100);
    expect(MISSING_PIECE_RULES.expert.missingTypes).toEqual(["operand1", "operand2", "operator", "result"]);
  });

  it("keeps every number within the limit, × and ÷ within 12, division exact, nothing negative, one right answer", () => {
    fc.assert(
      fc.property(fc.constantFrom(...DIFFICULTY_LEVELS), fc.integer(), (level, seed) => {
        const q = missingPieceQuestionFor(level, mulberry32(seed));
        const rules = MISSING_PIECE_RULES[level];
        expect(q.type).toBe("missing_piece");
        expect(rules.operators).toContain(q.operator);
        expect(rules.missingTypes).toContain(q.missingType);
        expect(q.result).toBe(applyOperator(q.operator, q.operand1, q.operand2));
        expect(Number.isInteger(q.result)).toBe(true);
        for (const n of [q.operand1, q.operand2, q.result]) expect(n).toBeLessThanOrEqual(rules.limit);
        expect(Math.min(q.operand1, q.operand2)).toBeGreaterThanOrEqual(1);
        expect(q.result).toBeGreaterThanOrEqual(0);
        if (q.operator === "×") expect(Math.max(q.operand1, q.operand2)).toBeLessThanOrEqual(12);
        if (q.operator === "÷") {
          expect(q.operand1 % q.operand2).toBe(0);
          expect(q.operand2).toBeLessThanOrEqual(12);
          expect(q.result).toBeLessThanOrEqual(12);
        }
        expect(q.text.split("?")).toHaveLength(2);
        if (q.missingType === "operator") {
          expect(OPERATORS.filter((op) => applyOperator(op, q.operand1, q.operand2) === q.result)).toEqual([
            q.operator,
          ]);
        }
        const base = { question_type: q.type, operand1: q.operand1, operand2: q.operand2, response_time_ms: 0 };
        const given =
          typeof q.answer === "number"
            ? { user_answer: q.answer }
            : { user_answer: null, user_operator_answer: q.answer };
        expect(isCorrect({ ...base, operator: q.operator, missing_type: q.missingType ?? undefined, ...given })).toBe(
          true,
        );
      }),
      { numRuns: 300 },
    );
  });

  it("hides every kind of part and uses every operator allowed", () => {
    for (const level of DIFFICULTY_LEVELS) {
      const random = mulberry32(11);
      const questions = Array.from({ length: 300 }, () => missingPieceQuestionFor(level, random));
      expect(new Set(questions.map((q) => q.missingType))).toEqual(new Set(MISSING_PIECE_RULES[level].missingTypes));
      expect(new Set(questions.map((q) => q.operator))).toEqual(new Set(MISSING_PIECE_RULES[level].operators));
    }
  });

  it("never loops forever on a stuck random source", () => {
    for (const x of [0, 0.5, 0.999]) {
      for (const level of DIFFICULTY_LEVELS) expect(missingPieceQuestionFor(level, () => x).text).toContain("?");
    }
  });
});
