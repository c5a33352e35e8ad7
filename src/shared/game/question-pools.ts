import type { DifficultyLevel } from "../constants";
import type { ArithmeticType } from "./question";
import type { OperandRange } from "./ranged-question";

/** `count` questions of one type with operands in a range. */
export interface PoolEntry extends OperandRange {
  type: ArithmeticType;
  count: number;
}

export type QuestionPool = readonly PoolEntry[];

/**
 * The question pools of a timed game (docs/product/gameplay.md#question-pools,
 * docs/product/engineering-rules.md#where-the-product-rules-were-open): 40 questions at every difficulty. "Addition 1-5" means both
 * operands from 1 to 5; see `rangedQuestion` for subtraction.
 */
export const TIMED_POOLS: Readonly<Record<DifficultyLevel, QuestionPool>> = {
  beginner: [
    { type: "addition", min: 1, max: 5, count: 20 },
    { type: "multiplication", min: 1, max: 5, count: 20 },
  ],
  intermediate: [
    { type: "addition", min: 1, max: 10, count: 20 },
    { type: "multiplication", min: 1, max: 10, count: 20 },
  ],
  expert: [
    { type: "addition", min: 1, max: 15, count: 15 },
    { type: "subtraction", min: 1, max: 20, count: 10 },
    { type: "multiplication", min: 1, max: 12, count: 15 },
  ],
};

/** The Traffic Light pools: about half the timed pools, 20 questions (10/10; 10/10; 7/6/7). */
export const TRAFFIC_LIGHT_POOLS: Readonly<Record<DifficultyLevel, QuestionPool>> = {
  beginner: [
    { type: "addition", min: 1, max: 5, count: 10 },
    { type: "multiplication", min: 1, max: 5, count: 10 },
  ],
  intermediate: [
    { type: "addition", min: 1, max: 10, count: 10 },
    { type: "multiplication", min: 1, max: 10, count: 10 },
  ],
  expert: [
    { type: "addition", min: 1, max: 15, count: 7 },
    { type: "subtraction", min: 1, max: 20, count: 6 },
    { type: "multiplication", min: 1, max: 12, count: 7 },
  ],
};
