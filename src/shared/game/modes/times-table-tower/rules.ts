import { pauseAfterEveryAnswer, type ModeRules } from "../../mode-rules";

/** docs/product/gameplay.md#mode-rules. */
export const TOWER_SECONDS = 90;
export const TOWER_MAX_SCORE = 20;
export const TOWER_FEEDBACK_MS = 1_500;
export const TOWER_VISIBLE_BLOCKS = 8;
export const TOWER_MILESTONE_EVERY = 5;

/** The tower's height after each answer: +1 right, -1 wrong, never below 0. Returns the highest it reached. */
export function towerMaxHeight(correctness: readonly boolean[]): number {
  let height = 0;
  let max = 0;
  for (const right of correctness) {
    height = right ? height + 1 : Math.max(0, height - 1);
    max = Math.max(max, height);
  }
  return Math.min(max, TOWER_MAX_SCORE);
}

/** Times Table Tower: 90 seconds, 1.5 s of feedback after each answer, scored by the tower's highest point out of 20. */
export const TOWER_MODE: ModeRules = {
  timeLimitSeconds: TOWER_SECONDS,
  maxQuestions: 300,
  feedbackPauseMs: pauseAfterEveryAnswer(TOWER_FEEDBACK_MS),
  maxScore: () => TOWER_MAX_SCORE,
  score: towerMaxHeight,
};
