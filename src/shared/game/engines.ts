import type { GameAction } from "./game-actions";
import type { GameConfig, GameState } from "./game-state";
import { createGetTo100Game, getTo100Reducer } from "./modes/get-to-100/game";
import { createMissingPieceGame, missingPieceReducer } from "./modes/missing-piece/game";
import { createMtcGame, mtcReducer, type MtcState } from "./modes/mtc/game";
import type { GameMode } from "./modes";
import { createTimedGame, timedReducer } from "./modes/timed/game";
import { createTowerGame, towerReducer, type TowerState } from "./modes/times-table-tower/game";
import { PRACTICE_QUESTIONS } from "../constants";
import { planPractice } from "../learning/plan-practice";
import { createSmartPracticeGame, smartPracticeReducer, type SmartPracticeState } from "./modes/smart-practice/game";
import { createTrafficLightGame, trafficLightReducer } from "./modes/traffic-light/game";

/** One mode's engine: its starting state and its reducer. */
export interface Engine {
  create: (config: GameConfig) => GameState;
  reduce: (state: GameState, action: GameAction) => GameState;
}

/**
 * Every mode's engine in one table, for code that plays any mode (tests, the
 * demo history, the benchmark). The game pages import only their own engine,
 * so that a child downloads one.
 */
export const ENGINES: Readonly<Record<GameMode, Engine>> = {
  timed: { create: (c) => createTimedGame({ ...c, mode: "timed" }), reduce: timedReducer },
  challenge: { create: (c) => createTimedGame({ ...c, mode: "challenge" }), reduce: timedReducer },
  get_to_100: { create: createGetTo100Game, reduce: getTo100Reducer },
  missing_piece: { create: createMissingPieceGame, reduce: missingPieceReducer },
  traffic_light: { create: createTrafficLightGame, reduce: trafficLightReducer },
  // The tower's state is a GameState with its own fields, made and read only by its reducer.
  times_table_tower: { create: createTowerGame, reduce: (s, a) => towerReducer(s as TowerState, a) },
  // Smart Practice plays the server's plan; here, the plan of a child with no answers yet.
  smart_practice: {
    create: (c) =>
      createSmartPracticeGame(c, planPractice([], new Date(0), { count: PRACTICE_QUESTIONS, random: c.random })),
    reduce: (s, a) => smartPracticeReducer(s as SmartPracticeState, a),
  },
  mtc: { create: createMtcGame, reduce: (s, a) => mtcReducer(s as MtcState, a) },
};
