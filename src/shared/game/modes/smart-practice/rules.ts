import { PRACTICE_QUESTIONS, PRACTICE_SECONDS } from "../../../constants";
import { rightAnswers, WRONG_ANSWER_FEEDBACK_MS, type ModeRules } from "../../mode-rules";

/**
 * Smart Practice: 3 minutes of the planned questions, and each missed one
 * asked again (at most twice); a miss or a skip shows the right answer.
 * Scored out of the number of questions asked.
 */
export const SMART_PRACTICE_MODE: ModeRules = {
  timeLimitSeconds: PRACTICE_SECONDS,
  maxQuestions: PRACTICE_QUESTIONS * 3,
  feedbackPauseMs: { right: 0, wrong: WRONG_ANSWER_FEEDBACK_MS, skipped: WRONG_ANSWER_FEEDBACK_MS },
  maxScore: (questionsAsked) => questionsAsked,
  score: rightAnswers,
};
