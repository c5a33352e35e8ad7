import type { GameMode, QuestionType } from "../game/modes";

/** How a child did on one kind of question over a stretch of time (aggregated by the server). */
export interface TypeStat {
  type: QuestionType;
  asked: number;
  correct: number;
}

/** How a child did on one times table (a multiplication with it as either factor). */
export interface TableStat {
  table: number;
  asked: number;
  correct: number;
}

/** A child's games of one mode over a stretch of time. */
export interface ModeStat {
  mode: GameMode;
  games: number;
  bestScore: number;
  averageScore: number;
  /** The mode's results total (the max_score of its best game). */
  maxScore: number;
}

/** The fewest questions of a kind before its accuracy says anything. */
export const MIN_QUESTIONS_FOR_A_VERDICT = 5;
/** The fewest questions of a times table before its accuracy says anything. */
export const MIN_TABLE_QUESTIONS = 3;

export const accuracyOf = (stat: { asked: number; correct: number }) =>
  stat.asked === 0 ? 0 : Math.round((stat.correct / stat.asked) * 100);

/** The stat with the lowest accuracy among those with enough questions (ties: more questions first), or null. */
export function weakest<T extends { asked: number; correct: number }>(stats: readonly T[], minAsked: number): T | null {
  const judged = stats.filter((s) => s.asked >= minAsked);
  judged.sort((a, b) => accuracyOf(a) - accuracyOf(b) || b.asked - a.asked);
  return judged[0] ?? null;
}

/** The stat with the highest accuracy among those with enough questions (ties: more questions first), or null. */
export function strongest<T extends { asked: number; correct: number }>(
  stats: readonly T[],
  minAsked: number,
): T | null {
  const judged = stats.filter((s) => s.asked >= minAsked);
  judged.sort((a, b) => accuracyOf(b) - accuracyOf(a) || b.asked - a.asked);
  return judged[0] ?? null;
}

/** How a question type reads in a sentence. */
export const QUESTION_TYPE_WORDS: Readonly<Record<QuestionType, string>> = {
  addition: "addition",
  subtraction: "subtraction",
  multiplication: "multiplication",
  division: "division",
  missing_piece: "missing-piece",
};
