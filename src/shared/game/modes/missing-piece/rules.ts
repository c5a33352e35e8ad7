import { PAUSE_AFTER_WRONG_ANSWER, rightAnswers, type ModeRules } from "../../mode-rules";

/** docs/product/gameplay.md#mode-rules. */
export const MISSING_PIECE_SECONDS = 60;

/** Missing Piece: 60 seconds, scored out of the number of questions asked. */
export const MISSING_PIECE_MODE: ModeRules = {
  timeLimitSeconds: MISSING_PIECE_SECONDS,
  maxQuestions: 200,
  feedbackPauseMs: PAUSE_AFTER_WRONG_ANSWER,
  maxScore: (questionsAsked) => questionsAsked,
  score: rightAnswers,
};
