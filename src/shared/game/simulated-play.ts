import type { DifficultyLevel } from "../constants";
import { ENGINES } from "./engines";
import { gameActions as act } from "./game-actions";
import type { GameState } from "./game-state";
import { COUNTDOWN_SECONDS, type GameMode, type Operator } from "./modes";
import type { Question } from "./question";
import type { Random } from "./random";

/** What a simulated child does with the question on screen: think, then answer (null skips). */
export interface Move {
  thinkMs: number;
  answer: number | Operator | null;
  /** After a right answer, a key pressed this long after it, which ends its pause if still held. */
  movesOnAfterMs?: number;
}

/**
 * Plays a mode's real engine as a child would, for demo history, benchmarks
 * and tests: `next` decides each move from the question on screen, or stops
 * the play with null. Feedback pauses pass as in the game, or a right
 * answer's ends when the move presses a key during it. Returns the state,
 * ended when the game ended on its own (time up, a slip, the last question).
 */
export function simulatePlay(
  mode: GameMode,
  difficulty: DifficultyLevel,
  random: Random,
  next: (question: Question, state: GameState) => Move | null,
): GameState {
  const engine = ENGINES[mode];
  let now = 0;
  let state = engine.reduce(engine.create({ difficulty, random }), act.start(now));
  now += COUNTDOWN_SECONDS * 1000;
  state = engine.reduce(state, act.tick(now));
  while (state.phase !== "ended") {
    if (state.phase === "feedback" && state.feedback !== null) {
      now = Math.max(now, state.feedback.until);
      state = engine.reduce(state, act.tick(now));
      continue;
    }
    if (state.current === null) break;
    const move = next(state.current, state);
    if (move === null) break;
    now += move.thinkMs;
    state = engine.reduce(state, act.tick(now));
    if (state.phase !== "playing") continue;
    const { answer } = move;
    const action =
      answer === null
        ? act.skip(now)
        : typeof answer === "number"
          ? act.answer(answer, now)
          : act.answerOperator(answer, now);
    state = engine.reduce(state, action);
    if (move.movesOnAfterMs !== undefined && state.phase === "feedback" && state.feedback?.correct) {
      now += move.movesOnAfterMs;
      state = engine.reduce(state, act.next(now));
    }
  }
  return state;
}

/** A wrong answer near the right one: the next number, or another operator. */
export function wrongAnswerTo(question: Question): number | Operator {
  if (typeof question.answer === "number") return question.answer + 1;
  return question.answer === "+" ? "−" : "+";
}
