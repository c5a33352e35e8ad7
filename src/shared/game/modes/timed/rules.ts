import { PAUSE_AFTER_WRONG_ANSWER, rightAnswers, type ModeRules } from "../../mode-rules";

/** docs/product/gameplay.md#mode-rules: 90 seconds, the 40 questions of the difficulty's timed pool. */
export const TIMED_SECONDS = 90;
export const TIMED_MAX_QUESTIONS = 40;

/** The 90 Second Challenge: scored out of 40, a point a right answer. */
export const TIMED_MODE: ModeRules = {
  timeLimitSeconds: TIMED_SECONDS,
  maxQuestions: TIMED_MAX_QUESTIONS,
  feedbackPauseMs: PAUSE_AFTER_WRONG_ANSWER,
  maxScore: () => TIMED_MAX_QUESTIONS,
  score: rightAnswers,
};
