import type { SQL } from "drizzle-orm";
import type { AppDeps } from "../deps";
import type { AfterSaveStep, GameToSave, SavedGame, SaveOutcomes } from "./after-save-step";
import { challengeStep } from "../challenges/challenge-step";
import { badgeStep } from "./badge-step";
import { missionStep } from "../missions/mission-step";
import { referralStep } from "./referral-step";
import { towerWinStep } from "./tower-win-step";

/** The steps, in order. Add new ones here. */
const afterSaveSteps: readonly AfterSaveStep[] = [towerWinStep, referralStep, badgeStep, challengeStep, missionStep];

export const noOutcomes = (): SaveOutcomes => ({
  tower_daily_wins: null,
  shield_awarded: false,
  badges_earned: [],
  challenge: null,
  mission_completed: null,
});

/** The steps' probes for this game, for the statement that writes it, and which step each belongs to. */
export function probesFor(game: GameToSave, steps: readonly AfterSaveStep[] = afterSaveSteps) {
  const probes: SQL[] = [];
  const probeOf = new Map<AfterSaveStep, number>();
  for (const step of steps) {
    const probe = step.probe?.(game);
    if (probe === undefined) continue;
    probeOf.set(step, probes.length);
    probes.push(probe);
  }
  return { probes, probeOf };
}

/**
 * Runs each step after the game is committed, in order, skipping those whose
 * probe found nothing to do. A step that fails is logged; the save stands.
 */
export async function runAfterSaveSteps(
  deps: AppDeps,
  game: SavedGame,
  probed: { answers: readonly unknown[]; probeOf: ReadonlyMap<AfterSaveStep, number> } = {
    answers: [],
    probeOf: new Map(),
  },
  steps: readonly AfterSaveStep[] = afterSaveSteps,
): Promise<SaveOutcomes> {
  const outcomes = noOutcomes();
  for (const step of steps) {
    const at = probed.probeOf.get(step);
    const answer = at === undefined ? undefined : (probed.answers[at] ?? null);
    if (answer === null) continue;
    try {
      Object.assign(outcomes, await step.run(deps, game, answer));
    } catch (error) {
      deps.log.error({ err: error, sessionId: game.session.id, step: step.name }, "A follow-up step of a save failed");
    }
  }
  return outcomes;
}
