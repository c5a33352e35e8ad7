import { TRAFFIC_LIGHT_MODE } from "./rules";
import type { GameAction } from "../../game-actions";
import { createGameState } from "../../create-game-state";
import { reduceGame, type EngineRules } from "../../reduce-game";
import type { GameConfig, GameState } from "../../game-state";
import { poolQuestions } from "../../pool-questions";
import { TRAFFIC_LIGHT_POOLS } from "./pool";

const RULES: EngineRules<GameState> = { feedbackMs: TRAFFIC_LIGHT_MODE.feedbackPauseMs };

/**
 * A new Traffic Light game: the 20 questions of the difficulty's traffic-light
 * pool, shuffled, no clock. Each answer shows 2 s of feedback with its colour
 * (`feedback.trafficLight`: green up to 2 s, amber up to 4 s, red beyond); the
 * game ends ("questions_done") when the last question's feedback is over.
 */
export function createTrafficLightGame(config: GameConfig): GameState {
  return createGameState("traffic_light", config, poolQuestions(TRAFFIC_LIGHT_POOLS[config.difficulty], config.random));
}

export function trafficLightReducer(state: GameState, action: GameAction): GameState {
  return reduceGame(RULES, state, action);
}

/** A response time as shown: seconds to one decimal, e.g. "1.5". */
export function responseSeconds(responseTimeMs: number): string {
  return (responseTimeMs / 1000).toFixed(1);
}
