import { ADVICE_MAX_TABLE, type DifficultyLevel } from "../constants";
import type { Fact, FactAttempt, FactOperation, FactQuestion, FactStatus } from "./fact-model";
import { practiseOrder } from "./plan-practice";

const SIGNS: Readonly<Record<FactOperation, string>> = {
  addition: "+",
  subtraction: "−",
  multiplication: "×",
  division: "÷",
};

/** "16 − 9", "56 ÷ 8", "7 × 8": a question as the child reads it. */
export const questionInWords = (q: FactQuestion) => `${q.operand1} ${SIGNS[q.operation]} ${q.operand2}`;

/**
 * Whether a fact is worth naming to a parent as one to practise at a level:
 * never one with 0 or 1 in it (16 − 0, 1 × 7: nothing to learn), and a times
 * table only up to the level's highest (ADVICE_MAX_TABLE), so a beginner who
 * sat the Times Tables Check is not sent to the 11 and 12 times tables.
 */
export function worthAdvising(fact: Fact, level: DifficultyLevel): boolean {
  if (fact.a <= 1 || fact.b <= 1) return false;
  return fact.family !== "multiplication" || fact.b <= ADVICE_MAX_TABLE[level];
}

/**
 * A fact as the child practises it: a subtraction or a division as it was
 * last asked ("16 − 9", "56 ÷ 8"), otherwise the fact, smaller number first.
 */
function practisedAs(status: FactStatus): FactQuestion {
  const asked = status.lastAsked;
  if (asked && (asked.operation === "subtraction" || asked.operation === "division")) return asked;
  return { operation: status.fact.family, operand1: status.fact.a, operand2: status.fact.b };
}

/**
 * The facts to tell a parent to practise next, first first: the head of
 * Smart Practice's order (practiseOrder), less those not worth advising at the
 * child's level (worthAdvising), each as the child practises it (practisedAs).
 * What This Week's Wins and the weekly report name.
 */
export function factsToAdvise(
  attempts: readonly FactAttempt[],
  now: Date,
  { level, focus = [] }: { level: DifficultyLevel; focus?: readonly number[] },
): FactQuestion[] {
  return practiseOrder(attempts, now, { level, focus })
    .filter((s) => worthAdvising(s.fact, level))
    .map(practisedAs);
}
