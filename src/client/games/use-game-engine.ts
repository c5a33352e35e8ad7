import { useCallback, useEffect, useReducer, useState } from "react";
import type { GameAction } from "../../shared/game/game-actions";
import { gameActions } from "../../shared/game/game-actions";
import { createGameClock } from "../../shared/game/game-clock";
import type { GameConfig, GameState } from "../../shared/game/game-state";

export interface Engine<S extends GameState> {
  create: (config: GameConfig) => S;
  reduce: (state: S, action: GameAction) => S;
}

const TICK_MS = 100;

/**
 * Runs a shared engine: React only renders its state. The screen stamps its actions with
 * `Date.now`; the engine is given them in game time (`createGameClock`), which stands still
 * while `setPaused(true)` holds it ("Leave this game?" open) and goes on from there after.
 */
export function useGameEngine<S extends GameState>(engine: Engine<S>, config: GameConfig) {
  const [state, dispatchInGameTime] = useReducer(engine.reduce, config, engine.create);
  const [clock] = useState(createGameClock);

  const dispatch = useCallback(
    (action: GameAction) => dispatchInGameTime({ ...action, now: clock.gameTime(action.now) }),
    [clock],
  );
  const setPaused = useCallback(
    (paused: boolean) => {
      if (paused) clock.pause(Date.now());
      else clock.resume(Date.now());
    },
    [clock],
  );

  useEffect(() => {
    dispatch(gameActions.start(Date.now()));
  }, [dispatch]);

  const ended = state.phase === "ended";
  useEffect(() => {
    if (ended) return;
    const timer = setInterval(() => dispatch(gameActions.tick(Date.now())), TICK_MS);
    return () => clearInterval(timer);
  }, [ended, dispatch]);

  return [state, dispatch, setPaused] as const;
}
