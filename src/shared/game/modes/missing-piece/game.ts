import { MISSING_PIECE_MODE } from "./rules";
import type { GameAction } from "../../game-actions";
import { createGameState } from "../../create-game-state";
import { reduceGame, type EngineRules } from "../../reduce-game";
import type { GameConfig, GameState } from "../../game-state";
import { missingPieceQuestionFor } from "./questions";
import { uniqueQuestion } from "../../unique-question";

const RULES: EngineRules<GameState> = {
  feedbackMs: MISSING_PIECE_MODE.feedbackPauseMs,
  nextQuestion: (state) => uniqueQuestion(() => missingPieceQuestionFor(state.difficulty, state.random), state.asked),
};

/**
 * A new Missing Piece game: 60 seconds of equations with one part hidden,
 * answered with `answer` (a number) or `answerOperator` (a hidden operator);
 * the next question comes at once after a right answer or a skip, and after
 * 1.5 s showing the completed equation after a wrong one, while the clock
 * runs on. Its results total is the number of questions asked.
 */
export function createMissingPieceGame(config: GameConfig): GameState {
  return createGameState("missing_piece", config, null);
}

export function missingPieceReducer(state: GameState, action: GameAction): GameState {
  return reduceGame(RULES, state, action);
}
