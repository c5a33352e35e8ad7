import type { AppDeps } from "../deps";
import type { AfterSaveStep, SavedGame, SaveOutcomes } from "./after-save-step";
import { challengeStep } from "../challenges/challenge-step";
import { badgeStep } from "./badge-step";
import { factStatsStep } from "./fact-stats-step";
import { missionStep } from "../missions/mission-step";
import { referralStep } from "./referral-step";
import { towerWinStep } from "./tower-win-step";

/** The steps, in order. Add new ones here. */
const afterSaveSteps: readonly AfterSaveStep[] = [
  towerWinStep,
  referralStep,
  badgeStep,
  challengeStep,
  factStatsStep,
  missionStep,
];

export const noOutcomes = (): SaveOutcomes => ({
  tower_daily_wins: null,
  shield_awarded: false,
  badges_earned: [],
  challenge: null,
  mission_completed: null,
});

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
