import { MTC_PAUSE_SECONDS, MTC_QUESTION_SECONDS, MTC_QUESTIONS } from "../../../constants";
import { pauseAfterEveryAnswer, rightAnswers, type ModeRules } from "../../mode-rules";

/** A Times Tables Check question's time and the pause after it, in milliseconds. */
export const MTC_QUESTION_MS = MTC_QUESTION_SECONDS * 1000;
export const MTC_PAUSE_MS = MTC_PAUSE_SECONDS * 1000;
/** With a Next button in place of the pause (an access arrangement), the least time between two questions. */
export const MTC_NEXT_AFTER_MS = 1_000;
/**
 * The longest the check's 25 questions can take (the practice before them is
 * not part of the saved game): each question's 6 s and the 3 s pause between
 * two questions, 222 s.
 */
export const MTC_SECONDS = MTC_QUESTIONS * MTC_QUESTION_SECONDS + (MTC_QUESTIONS - 1) * MTC_PAUSE_SECONDS;

/**
 * The Times Tables Check: its 25 questions, each on its own 6-second clock
 * (no clock for the game: its time only bounds a saved game), scored out of 25. The pause
 * between questions holds whatever the answer (nothing is shown: no feedback
 * until the end): 3 s, or with a Next button in its place as little as 1 s.
 */
export const MTC_MODE: ModeRules = {
  timeLimitSeconds: MTC_SECONDS,
  timesEachQuestion: true,
  maxQuestions: MTC_QUESTIONS,
  feedbackPauseMs: pauseAfterEveryAnswer(MTC_NEXT_AFTER_MS),
  pausesHold: true,
  maxScore: () => MTC_QUESTIONS,
  score: rightAnswers,
};
