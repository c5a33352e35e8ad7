import { type GameMode } from "./modes";
import { MODE_RULES } from "./modes/rules";
import { type AnswerOutcome } from "./mode-rules";
import { isCorrect, type AnsweredQuestion } from "./scoring";
import { timeLimitOf, type TimeAllowance } from "./time-allowance";

/**
 * How near the end of the game's clock a question left with nothing given
 * must have stayed on screen to be the one the clock cut off: the answers'
 * times are whole milliseconds, and a skip in the last quarter of a second
 * was no answer either.
 */
export const CUT_OFF_WITHIN_MS = 250;

/** How a saved answer went: right, wrong, or skipped (nothing given). */
function outcomeOf(q: AnsweredQuestion): AnswerOutcome {
  if (isCorrect(q)) return "right";
  return q.user_answer === null && q.user_operator_answer == null ? "skipped" : "wrong";
}

/**
 * The milliseconds a game's questions account for: each question on screen
 * for its response time, and after each answer but the last its feedback
 * pause (the engine's, by mode and outcome), which the next question waited
 * for. The last one's may have been cut short by the end. With `shortest`,
 * a right answer's pause counts as nothing where a key pressed during it
 * moves on at once (reduce-game.ts): the least time the game can have taken.
 */
export function timeAccountedForMs(
  mode: GameMode,
  questions: readonly AnsweredQuestion[],
  { shortest = false }: { shortest?: boolean } = {},
): number {
  const { feedbackPauseMs: pauses, pausesHold } = MODE_RULES[mode];
  const pauseAfter = (q: AnsweredQuestion) => {
    const outcome = outcomeOf(q);
    return shortest && !pausesHold && outcome === "right" ? 0 : pauses[outcome];
  };
  return questions.reduce((sum, q, i) => sum + q.response_time_ms + (i < questions.length - 1 ? pauseAfter(q) : 0), 0);
}

/**
 * A game's questions without the one its clock cut off. The engines never
 * save the question on screen when the clock runs out (reduce-game.ts): the
 * child never had the chance to answer it, so it is neither a skip nor a
 * wrong answer. An older app saved it as unanswered; the server leaves it out
 * too, so that the results, the child's per-fact figures and everything that
 * reads them count only what the child did. It is the last question, with
 * nothing given, on screen until the game's time (on its clock) ran out. The Times Tables
 * Check keeps it: a question left to run out of its 6 seconds is part of the
 * check, and wrong by its rules. (The test counts every pause whole, as the
 * older app, which never let a key cut one short, played them.)
 */
export function withoutCutOffQuestion(
  mode: GameMode,
  questions: readonly AnsweredQuestion[],
  allowance: TimeAllowance = "standard",
): readonly AnsweredQuestion[] {
  const limit = timeLimitOf(mode, allowance);
  const last = questions.at(-1);
  if (mode === "mtc" || limit === null || last === undefined || outcomeOf(last) !== "skipped") return questions;
  const reachedTheEnd = timeAccountedForMs(mode, questions) >= limit * 1000 - CUT_OFF_WITHIN_MS;
  return reachedTheEnd ? questions.slice(0, -1) : questions;
}
