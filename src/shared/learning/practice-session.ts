import { PRACTICE_REASK_AFTER } from "../constants";
import type { FactQuestion } from "./fact-model";

/** A question of a live Smart Practice session: `reask` when it comes back after a miss. */
export interface PracticeItem extends FactQuestion {
  reask: boolean;
}

/** The most times one question comes back after misses in a session. */
const PRACTICE_MAX_REASKS = 2;

export const practiceItems = (plan: readonly FactQuestion[]): PracticeItem[] =>
  plan.map((q) => ({ ...q, reask: false }));

const same = (x: FactQuestion, y: FactQuestion) =>
  x.operation === y.operation && x.operand1 === y.operand1 && x.operand2 === y.operand2;

/**
 * The questions still to come after an answer. A miss brings the same
 * question back PRACTICE_REASK_AFTER questions later (or next, near the end),
 * in place of the last planned question still to come, so the session keeps
 * its length; a question comes back at most PRACTICE_MAX_REASKS times.
 */
export function afterAnswer(
  remaining: readonly PracticeItem[],
  answered: PracticeItem,
  correct: boolean,
  askedBefore: readonly PracticeItem[] = [],
): PracticeItem[] {
  if (correct) return [...remaining];
  const reasks = askedBefore.filter((q) => q.reask && same(q, answered)).length + (answered.reask ? 1 : 0);
  if (reasks >= PRACTICE_MAX_REASKS) return [...remaining];
  const next = [...remaining];
  next.splice(Math.min(PRACTICE_REASK_AFTER - 1, next.length), 0, { ...answered, reask: true });
  for (let i = next.length - 1; i >= PRACTICE_REASK_AFTER; i--) {
    if (!(next[i] as PracticeItem).reask) {
      next.splice(i, 1);
      break;
    }
  }
  return next;
}
