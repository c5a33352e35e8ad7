import type { ArithmeticType, Question } from "./question";
import { pickOne, type Random } from "./random";
import { rangedQuestion, type OperandRange } from "./ranged-question";

/** Scores at which Get to 100 gets harder (gameplay spec §4). */
export const GET_TO_100_STEPS = { multiplication: 34, division: 67 } as const;

const SIMPLE: OperandRange = { min: 1, max: 9 };
const UP_TO_20: OperandRange = { min: 1, max: 20 };
const TABLES: OperandRange = { min: 1, max: 10 };

/**
 * The next Get to 100 question for the current score. Decisions:
 * - below 34: addition or subtraction, operands 1-9;
 * - below 67: addition or subtraction with operands 1-20 ("numbers up to
 *   20"), or multiplication with both operands 1-10;
 * - from 67: also division, divisor and answer 1-10 (the tables backwards).
 * Each allowed type is equally likely; subtraction never goes below zero.
 */
export function getTo100Question(score: number, random: Random): Question {
  const types: ArithmeticType[] = ["addition", "subtraction"];
  if (score < GET_TO_100_STEPS.multiplication) return rangedQuestion(pickOne(random, types), SIMPLE, random);
  types.push("multiplication");
  if (score >= GET_TO_100_STEPS.division) types.push("division");
  const type = pickOne(random, types);
  return rangedQuestion(type, type === "addition" || type === "subtraction" ? UP_TO_20 : TABLES, random);
}
