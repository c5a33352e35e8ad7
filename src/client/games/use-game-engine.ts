import { useEffect, useReducer } from "react";
import type { GameAction } from "../../shared/game/game-actions";
import { gameActions } from "../../shared/game/game-actions";
import type { GameConfig, GameState } from "../../shared/game/game-state";

export interface Engine<S extends GameState> {
  create: (config: GameConfig) => S;
  reduce: (state: S, action: GameAction) => S;
}

const TICK_MS = 100;

/** Runs a shared engine: React only renders its state; the clock is Date.now, read on every action. */
export function useGameEngine<S extends GameState>(engine: Engine<S>, config: GameConfig) {
  const [state, dispatch] = useReducer(engine.reduce, config, engine.create);

  useEffect(() => {
    dispatch(gameActions.start(Date.now()));
  }, []);

  const ended = state.phase === "ended";
  useEffect(() => {
    if (ended) return;
    const timer = setInterval(() => dispatch(gameActions.tick(Date.now())), TICK_MS);
    return () => clearInterval(timer);
  }, [ended]);

  return [state, dispatch] as const;
}
