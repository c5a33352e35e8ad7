import type { DifficultyLevel } from "../../../constants";
import type { QuestionPool } from "../../pool-questions";

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
