import { FACT_OPERATIONS, type FactAttempt, type FactOperation } from "./fact-model";

/** One fact's kept answers as the server stores them (`child_fact_stats`), oldest first. */
export interface KeptAnswers {
  operation: string;
  operand1: number;
  operand2: number;
  recentMs: readonly number[];
  recentCorrect: readonly boolean[];
  /** When each answer was given (its game's time), oldest first; fewer when older answers were kept without it. */
  recentAt: readonly (Date | string)[];
  /** The first answer of each of the fact's last FACT_KEPT_SITTINGS sittings (UTC days): its time, oldest first... */
  sittingAt?: readonly (Date | string)[];
  /** ...whether it was right... */
  sittingCorrect?: readonly boolean[];
  /** ...and how long it took, in ms. */
  sittingMs?: readonly number[];
}

const isOperation = (s: string): s is FactOperation => (FACT_OPERATIONS as readonly string[]).includes(s);

/**
 * A fact's kept answers as the learning model reads them, oldest first: the
 * one conversion from what the server keeps to `FactAttempt`s. An answer kept
 * without its time (before its time was kept) is dated `undatedAt` when given
 * (the fluency map counts it as long ago), and left out otherwise (the plan
 * reads only the answers it can place in time). None for an unknown operation.
 */
export function attemptsOf(kept: KeptAnswers, undatedAt?: Date): FactAttempt[] {
  const { operation, operand1, operand2, recentMs, recentCorrect, recentAt } = kept;
  if (!isOperation(operation)) return [];
  const answered = Math.min(recentMs.length, recentCorrect.length);
  const n = undatedAt ? answered : Math.min(answered, recentAt.length);
  return Array.from({ length: n }, (_, i) => {
    const at = recentAt[recentAt.length - n + i];
    return {
      operation,
      operand1,
      operand2,
      responseMs: recentMs[recentMs.length - n + i] ?? 0,
      correct: recentCorrect[recentCorrect.length - n + i] ?? false,
      at: at === undefined ? (undatedAt ?? new Date(0)) : new Date(at),
    };
  });
}

/**
 * Every answer of a fact the server still holds, oldest first: its kept
 * answers (attemptsOf, those with their time), and before them the first
 * answer of each earlier sitting kept (FACT_KEPT_SITTINGS). A sitting kept at
 * the very moment of the earliest kept answer is that game's, and is left to
 * the kept answers (one game's answers share its time).
 */
export function storedAttemptsOf(kept: KeptAnswers): FactAttempt[] {
  const recent = attemptsOf(kept);
  const { operation, operand1, operand2, sittingAt = [], sittingCorrect = [], sittingMs = [] } = kept;
  if (!isOperation(operation)) return [];
  const from = recent[0]?.at.getTime() ?? Infinity;
  const n = Math.min(sittingAt.length, sittingCorrect.length, sittingMs.length);
  const earlier: FactAttempt[] = [];
  for (let i = 0; i < n; i++) {
    const at = new Date(sittingAt[i] as Date | string);
    if (at.getTime() >= from) break;
    earlier.push({
      operation,
      operand1,
      operand2,
      correct: sittingCorrect[i] as boolean,
      responseMs: sittingMs[i] as number,
      at,
    });
  }
  return [...earlier, ...recent];
}
