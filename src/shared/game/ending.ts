import type { GameState } from "./game-state";

/** What the end overlay says: the title, and the right answer of the slip that ended the game. */
export interface Ending {
  title: string;
  /** E.g. "7 × 8 = 56": the answer to the question that ended it, when a wrong answer did. */
  rightAnswer: string | null;
}

/** The equation of a question with its hidden part filled in: `7 × 8 = ?` and 56 → `7 × 8 = 56`. */
export function solvedText(text: string, answer: number | string): string {
  return text.replace("?", String(answer));
}

/** The words for how a game ended (a slip is not a "Challenge Complete!"). */
export function endingOf(state: GameState): Ending {
  const slip = state.feedback && !state.feedback.correct ? state.feedback : null;
  const rightAnswer = slip ? solvedText(slip.question.text, slip.correctAnswer) : null;
  switch (state.endReason) {
    case "time_up":
      return { title: "Time's Up!", rightAnswer: null };
    case "wrong_answer":
      return { title: `So close! You reached ${state.score}`, rightAnswer };
    case "target_reached":
      return { title: "You reached 100!", rightAnswer: null };
    case "collapsed":
      return { title: "Tower collapsed!", rightAnswer };
    default:
      return { title: "Challenge Complete!", rightAnswer: null };
  }
}
