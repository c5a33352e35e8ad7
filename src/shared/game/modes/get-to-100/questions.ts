import type { Question } from "../../question";
import type { PoolEntry } from "../../pool-questions";
import { pickOne, type Random } from "../../random";
import { rangedQuestion } from "../../ranged-question";

/** Scores at which Get to 100 gets harder (docs/product/gameplay.md#mode-rules). */
export const GET_TO_100_STEPS = { multiplication: 34, division: 67 } as const;

/** One stage of Get to 100: from this score on, one of these questions, each type equally likely. */
export interface GetTo100Stage {
  from: number;
  entries: readonly Omit<PoolEntry, "count">[];
}

const SIMPLE = { min: 1, max: 9 };
const UP_TO_20 = { min: 1, max: 20 };
const TABLES = { min: 1, max: 10 };

/**
 * What Get to 100 asks as the score climbs, the stages in order. Decisions:
 * - below 34: addition or subtraction, operands 1-9;
 * - below 67: addition or subtraction with operands 1-20 ("numbers up to
 *   20"), or multiplication with both operands 1-10;
 * - from 67: also division, divisor and answer 1-10 (the tables backwards).
 * Subtraction never goes below zero (`rangedQuestion`).
 */
export const GET_TO_100_STAGES: readonly GetTo100Stage[] = [
  {
    from: 0,
    entries: [
      { type: "addition", ...SIMPLE },
      { type: "subtraction", ...SIMPLE },
    ],
  },
  {
    from: GET_TO_100_STEPS.multiplication,
    entries: [
      { type: "addition", ...UP_TO_20 },
      { type: "subtraction", ...UP_TO_20 },
      { type: "multiplication", ...TABLES },
    ],
  },
  {
    from: GET_TO_100_STEPS.division,
    entries: [
      { type: "addition", ...UP_TO_20 },
      { type: "subtraction", ...UP_TO_20 },
      { type: "multiplication", ...TABLES },
      { type: "division", ...TABLES },
    ],
  },
];

/** The stage in play at a score. */
export function getTo100Stage(score: number): GetTo100Stage {
  const stage = GET_TO_100_STAGES.findLast((s) => score >= s.from) ?? GET_TO_100_STAGES[0];
  if (stage === undefined) throw new Error("Get to 100 has no stages");
  return stage;
}

/** The next Get to 100 question for the current score: a type of the score's stage, then its operands. */
export function getTo100Question(score: number, random: Random): Question {
  const entry = pickOne(random, getTo100Stage(score).entries);
  return rangedQuestion(entry.type, entry, random);
}
