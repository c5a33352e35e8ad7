import type { FactQuestion } from "../../../learning/fact-model";
import { afterAnswer, practiceItems, type PracticeItem } from "../../../learning/practice-session";
import { createGameState } from "../../create-game-state";
import type { GameAction } from "../../game-actions";
import type { GameConfig, GameState } from "../../game-state";
import { arithmeticQuestion } from "../../question";
import { reduceGame, type EngineRules } from "../../reduce-game";
import { SMART_PRACTICE_MODE } from "./rules";

/** Smart Practice's state: the planned questions still to come, the one on screen first. */
export interface SmartPracticeState extends GameState {
  practice: { remaining: readonly PracticeItem[]; asked: readonly PracticeItem[] };
}

const questionOf = (item: PracticeItem) => arithmeticQuestion(item.operation, item.operand1, item.operand2);

const RULES: EngineRules<SmartPracticeState> = {
  feedbackMs: SMART_PRACTICE_MODE.feedbackPauseMs,
  afterAnswer(state, correct) {
    const [answered, ...rest] = state.practice.remaining;
    if (!answered) return { state, end: null };
    const remaining = afterAnswer(rest, answered, correct, state.practice.asked);
    return {
      state: {
        ...state,
        upcoming: remaining.map(questionOf),
        practice: { remaining, asked: [...state.practice.asked, answered] },
      },
      end: null,
    };
  },
};

/**
 * A Smart Practice session: the questions the server planned (planPractice),
 * in order, for 3 minutes or until they are done; a miss shows the right
 * answer and brings the question back three questions later.
 */
export function createSmartPracticeGame(config: GameConfig, plan: readonly FactQuestion[]): SmartPracticeState {
  const remaining = practiceItems(plan);
  return {
    ...createGameState("smart_practice", config, remaining.map(questionOf)),
    practice: { remaining, asked: [] },
  };
}

export function smartPracticeReducer(state: SmartPracticeState, action: GameAction): SmartPracticeState {
  return reduceGame(RULES, state, action);
}
