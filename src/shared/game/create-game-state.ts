import { COUNTDOWN_SECONDS, type GameMode } from "./modes";
import type { GameConfig, GameState } from "./game-state";
import type { Question } from "./question";
import { allowanceFor, modeTakesMoreTime, timeLimitOf } from "./time-allowance";

/**
 * The starting state shared by every mode: the countdown at 3, waiting for `start`. The game's clock is its mode's
 * time limit (`MODE_RULES`) on the clock the child's more time gives it; none in a mode without a clock, nor in the
 * Times Tables Check, which times each question instead.
 */
export function createGameState(mode: GameMode, config: GameConfig, upcoming: readonly Question[] | null): GameState {
  const timeAllowance = allowanceFor(mode, config.timeAllowance ?? "standard");
  const limitSeconds = modeTakesMoreTime(mode) ? timeLimitOf(mode, timeAllowance) : null;
  const timeLimitMs = limitSeconds === null ? null : limitSeconds * 1000;
  return {
    mode,
    difficulty: config.difficulty,
    phase: "countdown",
    countdown: COUNTDOWN_SECONDS,
    timeAllowance,
    timeLimitMs,
    secondsLeft: limitSeconds,
    lowTime: false,
    current: null,
    score: 0,
    correctCount: 0,
    feedback: null,
    endReason: null,
    answers: [],
    startedAt: null,
    playStartedAt: null,
    deadline: null,
    endedAt: null,
    shownAt: null,
    upcoming,
    asked: new Set(),
    random: config.random,
  };
}
