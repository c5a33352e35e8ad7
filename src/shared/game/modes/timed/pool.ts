import type { DifficultyLevel } from "../../../constants";
import type { QuestionPool } from "../../pool-questions";

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
