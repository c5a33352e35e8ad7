import type { DifficultyLevel } from "../../../constants";
import { OPERATORS, type MissingType, type Operator } from "..";
import { missingPieceQuestion, type Question } from "../../question";
import { pickOne, randomInt, type Random } from "../../random";
import { applyOperator } from "../../scoring";

/** The largest operand of a multiplication or division, and of a division's answer. */
export const MISSING_PIECE_OPERAND_CAP = 12;

interface MissingPieceRules {
  operators: readonly Operator[];
  /** The largest number in the equation (operands and result). */
  limit: number;
  missingTypes: readonly MissingType[];
}

/**
 * Missing Piece per difficulty (docs/product/gameplay.md#question-pools). "Up to N" is read as: no
 * number in the equation (either operand or the result) is above N.
 */
export const MISSING_PIECE_RULES: Readonly<Record<DifficultyLevel, MissingPieceRules>> = {
  beginner: { operators: ["+", "−"], limit: 10, missingTypes: ["operand1", "operand2", "result"] },
  intermediate: { operators: OPERATORS, limit: 50, missingTypes: ["operand1", "operand2", "operator", "result"] },
  expert: { operators: OPERATORS, limit: 100, missingTypes: ["operand1", "operand2", "operator", "result"] },
};

/** Redraws allowed when a hidden operator would have two right answers; then the result is hidden instead. */
const OPERATOR_REDRAWS = 20;

/**
 * An equation within the limit. Decisions:
 * - every operand is at least 1, so a hidden operand has exactly one answer;
 * - addition: the sum is at most the limit;
 * - subtraction: the first operand is at most the limit, the second at most
 *   the first, so the result is never below zero;
 * - multiplication: both operands 1-12 (the cap), the product within the limit;
 * - division: the divisor and the answer are 1-12 (the cap, read as applying
 *   to the two factors) and the first operand, their product, within the
 *   limit, so division is always exact.
 */
function equation(operator: Operator, limit: number, random: Random): [number, number] {
  const cap = Math.min(MISSING_PIECE_OPERAND_CAP, limit);
  switch (operator) {
    case "+": {
      const a = randomInt(random, 1, limit - 1);
      return [a, randomInt(random, 1, limit - a)];
    }
    case "−": {
      const a = randomInt(random, 1, limit);
      return [a, randomInt(random, 1, a)];
    }
    case "×": {
      const a = randomInt(random, 1, cap);
      return [a, randomInt(random, 1, Math.min(cap, Math.floor(limit / a)))];
    }
    case "÷": {
      const divisor = randomInt(random, 1, cap);
      const answer = randomInt(random, 1, Math.min(cap, Math.floor(limit / divisor)));
      return [divisor * answer, divisor];
    }
  }
}

/** Whether exactly one operator makes `a ? b = result` true. */
function hasOneOperator(a: number, b: number, result: number): boolean {
  return OPERATORS.filter((op) => applyOperator(op, a, b) === result).length === 1;
}

/** One Missing Piece question for a difficulty; a hidden operator always has exactly one right answer. */
export function missingPieceQuestionFor(difficulty: DifficultyLevel, random: Random): Question {
  const rules = MISSING_PIECE_RULES[difficulty];
  for (let draw = 0; ; draw++) {
    const operator = pickOne(random, rules.operators);
    const [a, b] = equation(operator, rules.limit, random);
    const missingType = pickOne(random, rules.missingTypes);
    if (missingType !== "operator" || hasOneOperator(a, b, applyOperator(operator, a, b))) {
      return missingPieceQuestion(operator, a, b, missingType);
    }
    if (draw >= OPERATOR_REDRAWS) return missingPieceQuestion(operator, a, b, "result");
  }
}
