import { TOWER_MAX_SCORE, TOWER_MODE, TOWER_MILESTONE_EVERY, TOWER_VISIBLE_BLOCKS } from "./rules";
import type { GameAction } from "../../game-actions";
import { createGameState } from "../../create-game-state";
import { reduceGame, type EngineRules } from "../../reduce-game";
import type { GameConfig, GameState } from "../../game-state";
import { towerQuestion } from "./questions";

export interface TowerState extends GameState {
  /** Blocks standing now: +1 right, -1 wrong, never below 0. */
  height: number;
  /** The highest the tower has stood; this is the game's score (max_score 20). */
  maxHeight: number;
  /** The blocks to draw: the height, at most 8. */
  visibleBlocks: number;
  /** True right after an answer that brought the tower to a multiple of 5 blocks. */
  milestone: boolean;
  collapsed: boolean;
}

/** A collapse needs the tower to have stood higher than this. */
const COLLAPSE_ABOVE = 2;

const RULES: EngineRules<TowerState> = {
  feedbackMs: TOWER_MODE.feedbackPauseMs,
  // The tables drop on the in-play score, the number of right answers (docs/product/gameplay.md#question-pools).
  // Each question is new to the game, or else not among the last few (towerQuestion).
  nextQuestion: (state) => towerQuestion(state.difficulty, state.correctCount, state.random, state.answers),
  afterAnswer: (state, correct) => {
    const height = correct ? state.height + 1 : Math.max(0, state.height - 1);
    const maxHeight = Math.max(state.maxHeight, height);
    const collapsed = !correct && height === 0 && state.maxHeight > COLLAPSE_ABOVE;
    const next: TowerState = {
      ...state,
      height,
      maxHeight,
      score: maxHeight,
      visibleBlocks: Math.min(height, TOWER_VISIBLE_BLOCKS),
      milestone: correct && height % TOWER_MILESTONE_EVERY === 0,
      collapsed,
    };
    if (collapsed) return { state: next, end: "collapsed" };
    return { state: next, end: height >= TOWER_MAX_SCORE ? "completed" : null };
  },
};

/**
 * A new Times Table Tower game: 90 seconds of multiplication, 1.5 s of
 * feedback after each answer. `score` is the tower's highest point (what is
 * saved); `correctCount` is the in-play score, which drops the tables
 * below 6 once above 10. Ends on time up, on collapse (back to 0 after a wrong
 * answer, having stood above 2) or on completion (20 blocks); no question
 * follows the end.
 */
export function createTowerGame(config: GameConfig): TowerState {
  return {
    ...createGameState("times_table_tower", config, null),
    height: 0,
    maxHeight: 0,
    visibleBlocks: 0,
    milestone: false,
    collapsed: false,
  };
}

export function towerReducer(state: TowerState, action: GameAction): TowerState {
  return reduceGame(RULES, state, action);
}
