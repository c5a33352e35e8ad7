import { COUNTDOWN_SECONDS, type GameMode } from "./modes";
import type { GameConfig, GameState } from "./game-state";
import type { Question } from "./question";
import type { EngineRules } from "./reduce-game";
import { allowanceFor, scaledTimeLimit } from "./time-allowance";

/** The starting state shared by every mode: the countdown at 3, waiting for `start`. */
export function createGameState<S extends GameState>(
  rules: EngineRules<S>,
  mode: GameMode,
  config: GameConfig,
  upcoming: readonly Question[] | null,
): GameState {
  const timeAllowance =
    rules.timeLimitMs === null ? "standard" : allowanceFor(mode, config.timeAllowance ?? "standard");
  const timeLimitMs = scaledTimeLimit(mode, rules.timeLimitMs, timeAllowance);
  const limitSeconds = timeLimitMs === null ? null : timeLimitMs / 1000;
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
