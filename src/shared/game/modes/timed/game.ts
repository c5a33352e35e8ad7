import { CHALLENGE_MODE } from "../challenge/rules";
import { TIMED_MODE } from "./rules";
import type { GameAction } from "../../game-actions";
import { createGameState } from "../../create-game-state";
import { reduceGame, type EngineRules } from "../../reduce-game";
import type { GameConfig, GameState } from "../../game-state";
import { poolQuestions } from "../../pool-questions";
import { TIMED_POOLS } from "./pool";

export type TimedMode = "timed" | "challenge";

export interface TimedConfig extends GameConfig {
  /** "timed" (90 s, default) or the head-to-head "challenge" (60 s); both use the timed pools. */
  mode?: TimedMode;
}

const RULES: Readonly<Record<TimedMode, EngineRules<GameState>>> = {
  timed: { feedbackMs: TIMED_MODE.feedbackPauseMs },
  challenge: { feedbackMs: CHALLENGE_MODE.feedbackPauseMs },
};

/**
 * A new 90 Second Challenge (or 60-second head-to-head challenge): the 40
 * questions of the difficulty's timed pool, shuffled. A right answer or a skip
 * brings the next question at once; a wrong one first shows the right answer
 * for 1.5 s, while the clock runs on. It ends when the clock reaches zero or
 * the questions run out.
 */
export function createTimedGame(config: TimedConfig): GameState {
  const mode = config.mode ?? "timed";
  return createGameState(mode, config, poolQuestions(TIMED_POOLS[config.difficulty], config.random));
}

export function timedReducer(state: GameState, action: GameAction): GameState {
  return reduceGame(RULES[state.mode === "challenge" ? "challenge" : "timed"], state, action);
}
