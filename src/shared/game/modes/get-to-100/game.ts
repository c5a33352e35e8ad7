import { GET_TO_100_MODE, GET_TO_100_TARGET } from "./rules";
import type { GameAction } from "../../game-actions";
import { createGameState } from "../../create-game-state";
import { reduceGame, type EngineRules } from "../../reduce-game";
import type { GameConfig, GameState } from "../../game-state";
import { getTo100Question } from "./questions";
import { uniqueQuestion } from "../../unique-question";

const RULES: EngineRules<GameState> = {
  feedbackMs: GET_TO_100_MODE.feedbackPauseMs,
  nextQuestion: (state) => uniqueQuestion(() => getTo100Question(state.score, state.random), state.asked),
  afterAnswer: (state, correct) => {
    if (!correct) return { state, end: "wrong_answer" };
    return { state, end: state.score >= GET_TO_100_TARGET ? "target_reached" : null };
  },
};

/**
 * A new Get to 100 game: no clock; each right answer shows 1 s of feedback,
 * then a new question made for the new score. The first wrong or skipped
 * answer ends it ("wrong_answer", at once, its feedback kept in the state), as
 * does reaching 100 ("target_reached").
 */
export function createGetTo100Game(config: GameConfig): GameState {
  return createGameState("get_to_100", config, null);
}

export function getTo100Reducer(state: GameState, action: GameAction): GameState {
  return reduceGame(RULES, state, action);
}
