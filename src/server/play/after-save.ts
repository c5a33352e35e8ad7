import type { SaveGameResponse } from "../../shared/api/play";
import type { AppDeps } from "../deps";
import type { QuestionRow, SessionRow } from "./present-game";
import { towerWinStep } from "./tower-win-step";

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

/** The steps, in order. Add new ones here. */
const afterSaveSteps: readonly AfterSaveStep[] = [towerWinStep];

export const noOutcomes = (): SaveOutcomes => ({ tower_daily_wins: null, shield_awarded: false });

export async function runAfterSaveSteps(
  deps: AppDeps,
  game: SavedGame,
  steps: readonly AfterSaveStep[] = afterSaveSteps,
): Promise<SaveOutcomes> {
  const outcomes = noOutcomes();
  for (const step of steps) {
    try {
      Object.assign(outcomes, await step.run(deps, game));
    } catch (error) {
      deps.log.error({ err: error, sessionId: game.session.id, step: step.name }, "A follow-up step of a save failed");
    }
  }
  return outcomes;
}
