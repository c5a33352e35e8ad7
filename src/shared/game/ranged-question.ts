import { arithmeticQuestion, type ArithmeticType, type Question } from "./question";
import { randomInt, type Random } from "./random";

/** A range of operands, both ends included. */
export interface OperandRange {
  min: number;
  max: number;
}

/**
 * One question of a type with operands in a range. Decisions where the pools
 * (docs/product/gameplay.md#question-pools) say only "addition 1-5" and the like:
 * - addition and multiplication: both operands drawn from the range;
 * - subtraction: both operands drawn from the range, the larger first, so the
 *   answer is never below zero (it may be 0);
 * - division: the divisor and the answer are drawn from the range and the
 *   first operand is their product, so division is always exact.
 */
export function rangedQuestion(type: ArithmeticType, range: OperandRange, random: Random): Question {
  const a = randomInt(random, range.min, range.max);
  const b = randomInt(random, range.min, range.max);
  switch (type) {
    case "subtraction":
      return arithmeticQuestion(type, Math.max(a, b), Math.min(a, b));
    case "division":
      return arithmeticQuestion(type, a * b, b);
    default:
      return arithmeticQuestion(type, a, b);
  }
}
