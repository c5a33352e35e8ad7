import { productMessages } from "../messages";
import { fillIn } from "../words";
import type { GameState } from "./game-state";
import { GET_TO_100_TARGET } from "./modes/get-to-100/rules";

/**
 * A Get to 100 game a wrong answer ended is "So close!" only from 90 of its 100 (a tenth
 * of the way from the end); before that, a good try: 4 of 100 was never close.
 */
export const SO_CLOSE_FROM = 90;

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
    case "wrong_answer": {
      const close = state.score >= SO_CLOSE_FROM && state.score < GET_TO_100_TARGET;
      const title = close ? productMessages.getTo100SoClose : productMessages.getTo100Reached;
      return { title: fillIn(title, { score: state.score }), rightAnswer };
    }
    case "target_reached":
      return { title: "You reached 100!", rightAnswer: null };
    case "collapsed":
      return { title: "Tower collapsed!", rightAnswer };
    default:
      return { title: "Challenge Complete!", rightAnswer: null };
  }
}
