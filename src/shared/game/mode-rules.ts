/** How an answer went, for the pause after it. */
export type AnswerOutcome = "right" | "wrong" | "skipped";

/**
 * What one mode declares in its folder (`modes/<mode>/rules.ts`) and
 * `MODE_RULES` (modes/rules.ts) gathers: the limits a saved game is held to,
 * the pause after each answer, and how the game is scored.
 */
export interface ModeRules {
  /**
   * The longest a game lasts, in seconds, on the standard clock: the game's clock (which more time changes,
   * `timeLimitOf`, time-allowance.ts) and the bound a saved game is checked against; null without a clock.
   */
  timeLimitSeconds: number | null;
  /**
   * The mode times each question, not the game (the Times Tables Check, whose access arrangements are its own): it
   * runs on no game clock, more time leaves it as it is, and `timeLimitSeconds` only bounds a saved game.
   */
  timesEachQuestion?: true;
  /** The most questions a finished game can hold. */
  maxQuestions: number;
  /**
   * How long feedback holds play after an answer, before the next question
   * (0: at once), by outcome. A mode's feedback time (docs/product/gameplay.md#mode-rules) follows every answer
   * alike; the modes without one go straight on after a right answer or a
   * skip (a skip is the child's choice to move on), and hold a wrong answer
   * long enough to show the right one.
   */
  feedbackPauseMs: Readonly<Record<AnswerOutcome, number>>;
  /**
   * No key cuts a right answer's pause short, as it does in the modes the
   * shared reducer runs (reduce-game.ts): the Times Tables Check's own engine.
   */
  pausesHold?: true;
  /** The total a game is scored out of (the results page and the saved max_score), from the questions asked. */
  maxScore: (questionsAsked: number) => number;
  /** The score a finished game earns, from whether each answer was right, in order. */
  score: (correctness: readonly boolean[]) => number;
  /** Each answer is saved with its light, from how long it took (`answerLightOf`, scoring.ts). */
  lightsAnswers?: true;
}

/**
 * How long the right answer shows after a wrong answer in the modes given no
 * feedback time (docs/product/gameplay.md#mode-rules) (90 Second Challenge, Challenge, Missing Piece):
 * long enough for a child to read "7 × 8 = 56", as long as the tower's.
 */
export const WRONG_ANSWER_FEEDBACK_MS = 1_500;

/** The pauses of a mode without a feedback time of its own: only a wrong answer holds play, to show the right one. */
export const PAUSE_AFTER_WRONG_ANSWER: ModeRules["feedbackPauseMs"] = {
  right: 0,
  wrong: WRONG_ANSWER_FEEDBACK_MS,
  skipped: 0,
};

/** The same pause after every answer, as a mode's feedback time is (docs/product/gameplay.md#mode-rules). */
export function pauseAfterEveryAnswer(ms: number): ModeRules["feedbackPauseMs"] {
  return { right: ms, wrong: ms, skipped: ms };
}

/** The score of most modes: one point a right answer. */
export function rightAnswers(correctness: readonly boolean[]): number {
  return correctness.filter(Boolean).length;
}
