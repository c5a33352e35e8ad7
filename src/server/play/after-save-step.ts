import type { SaveGameResponse } from "../../shared/api/play";
import type { AppDeps } from "../deps";
import type { QuestionRow, SessionRow } from "./present-game";

export type SaveOutcomes = SaveGameResponse["outcomes"];

/** A game just written, as the follow-up steps see it. */
export interface SavedGame {
  session: SessionRow;
  questions: readonly QuestionRow[];
  challengeId: string | undefined;
}

/**
 * One follow-up of a save (tower wins and shield now; badges, missions and
 * challenge results later). Each runs after the game is committed, on its
 * own: a failure is logged and leaves the step's outcomes at their defaults.
 */
export interface AfterSaveStep {
  name: string;
  run(deps: AppDeps, game: SavedGame): Promise<Partial<SaveOutcomes>>;
}
