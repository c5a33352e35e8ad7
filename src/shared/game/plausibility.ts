import type { DifficultyLevel } from "../constants";
import type { PoolEntry, QuestionPool } from "./pool-questions";
import type { OperandRange } from "./ranged-question";
import { isCorrect, operatorOf, type AnsweredQuestion } from "./scoring";

/** Why a game could not have been played: the field at fault and a sentence for the details. */
export interface Implausibility {
  field: string;
  detail: string;
}

/**
 * One mode's check of a saved game's questions (its folder's plausible.ts):
 * the first question that the mode could not have asked at the game's
 * difficulty, in the order asked, or null when it could have asked them all.
 */
export type QuestionCheck = (
  questions: readonly AnsweredQuestion[],
  difficulty: DifficultyLevel,
) => Implausibility | null;

export const within = (n: number, { min, max }: OperandRange) => Number.isInteger(n) && n >= min && n <= max;

/** Whether `rangedQuestion(type, range)` can make this question. */
export function rangedFits(q: AnsweredQuestion, range: OperandRange): boolean {
  const { operand1: a, operand2: b } = q;
  switch (q.question_type) {
    case "addition":
    case "multiplication":
      return within(a, range) && within(b, range);
    case "subtraction":
      return within(a, range) && within(b, range) && a >= b;
    case "division":
      return within(b, range) && a % b === 0 && within(a / b, range);
    case "missing_piece":
      return false;
  }
}

/** The key a game uses for "already asked": the equation, whatever part is hidden. */
function equationKey(q: AnsweredQuestion): string {
  return `${q.operand1}${operatorOf(q) ?? "?"}${q.operand2}`;
}

export function notInMode(position: number): Implausibility {
  return { field: `questions.${position}`, detail: "This question is not one this game asks at this level." };
}

/**
 * A pool game: each question fits an entry of its type, no type is asked more
 * often than its entry's count, and no equation comes more than twice (the
 * generator redraws a repeat up to 50 times, so a second copy is already rare).
 */
export function poolProblem(questions: readonly AnsweredQuestion[], pool: QuestionPool): Implausibility | null {
  const used = new Map<PoolEntry, number>();
  const seen = new Map<string, number>();
  for (const [position, q] of questions.entries()) {
    const entry = pool.find((e) => e.type === q.question_type);
    if (entry === undefined || !rangedFits(q, entry)) return notInMode(position);
    const count = (used.get(entry) ?? 0) + 1;
    used.set(entry, count);
    if (count > entry.count) {
      return {
        field: `questions.${position}`,
        detail: `This level asks at most ${entry.count} ${entry.type} questions in a game.`,
      };
    }
    const key = equationKey(q);
    const copies = (seen.get(key) ?? 0) + 1;
    seen.set(key, copies);
    if (copies > 2) return { field: `questions.${position}`, detail: "The same question came up too many times." };
  }
  return null;
}

/**
 * A game whose questions are made one at a time: the first question that does
 * not `fit`, given the right answers before it (the score some modes' next
 * question depends on).
 */
export function unfitQuestion(
  questions: readonly AnsweredQuestion[],
  fits: (q: AnsweredQuestion, correctSoFar: number) => boolean,
): Implausibility | null {
  let correctSoFar = 0;
  for (const [position, q] of questions.entries()) {
    if (!fits(q, correctSoFar)) return notInMode(position);
    if (isCorrect(q)) correctSoFar++;
  }
  return null;
}
