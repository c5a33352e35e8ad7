import type { SQL } from "drizzle-orm";
import type { SaveGameResponse } from "../../shared/api/play";
import type { Player } from "../auth/policies/player-policy";
import type { AppDeps } from "../deps";
import type { QuestionRow, SessionRow } from "./present-game";

export type SaveOutcomes = SaveGameResponse["outcomes"];

/** A game just written, as the follow-up steps see it. */
export interface SavedGame {
  session: SessionRow;
  questions: readonly QuestionRow[];
  challengeId: string | undefined;
}

/** The game about to be written, as a probe sees it. */
export interface GameToSave {
  player: Player;
  mode: string;
  challengeId: string | undefined;
}

/**
 * One follow-up of a save (tower wins and shield, a referral completing,
 * badges, a challenge's result, a mission). Each runs after the game is
 * committed, on its own: a failure is logged and leaves the step's outcomes
 * at their defaults.
 *
 * Most saves give most steps nothing to do, so a step may ask first, at no
 * cost: its `probe` is an SQL expression that the statement writing the game
 * evaluates too (write-game.ts), answering null when there is nothing to do
 * (then `run` is not called) or what the step needs to know (JSON, which
 * `run` checks). Without a probe, or when the probe itself is left out
 * (undefined, e.g. a parent's own game), `run` decides alone.
 */
export interface AfterSaveStep {
  name: string;
  probe?(game: GameToSave): SQL | undefined;
  run(deps: AppDeps, game: SavedGame, probed: unknown): Promise<Partial<SaveOutcomes>>;
}
