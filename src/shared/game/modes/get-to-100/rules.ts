import { pauseAfterEveryAnswer, rightAnswers, type ModeRules } from "../../mode-rules";

/** docs/product/gameplay.md#mode-rules. */
export const GET_TO_100_TARGET = 100;
export const GET_TO_100_FEEDBACK_MS = 1_000;

/**
 * Get to 100: no clock, a second of feedback after every answer (a slip ends
 * the game, whose ending shows the right answer), scored out of 100; the
 * slip that ends it is the one question past the target's.
 */
export const GET_TO_100_MODE: ModeRules = {
  timeLimitSeconds: null,
  maxQuestions: GET_TO_100_TARGET + 1,
  feedbackPauseMs: pauseAfterEveryAnswer(GET_TO_100_FEEDBACK_MS),
  maxScore: () => GET_TO_100_TARGET,
  score: (correctness) => Math.min(rightAnswers(correctness), GET_TO_100_TARGET),
};
