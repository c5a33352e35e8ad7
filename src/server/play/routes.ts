import * as api from "../../shared/api/play";
import { practicePlan } from "./practice-plan";
import type { Router } from "../http/router";
import { familyProgress } from "./family-progress";
import { getGame } from "./get-game";
import { listChildSessions } from "./list-child-sessions";
import { personalBest } from "./personal-best";
import { playSummary, spendStreakShield } from "./play-summary";
import type { FollowUpStep } from "../follow-ups/step";
import { saveGame } from "./save-game";

export function registerPlayRoutes(router: Router, followUpSteps: readonly FollowUpStep[]) {
  router.handle(api.saveGame, ({ body }, { deps, actor }) => saveGame(deps, followUpSteps, actor, body));

  router.handle(api.getGame, ({ params }, { deps, actor }) => getGame(deps, actor, params.sessionId));

  router.handle(api.personalBest, ({ params }, { deps, actor }) => personalBest(deps, actor, params.sessionId));

  router.handle(api.listChildSessions, ({ params, query }, { deps, actor }) =>
    listChildSessions(deps, actor, params.childId, query),
  );

  router.handle(api.familyProgress, (_input, { deps, actor }) => familyProgress(deps, actor));

  router.handle(api.practicePlan, ({ params }, { deps, actor }) => practicePlan(deps, actor, params.childId));

  router.handle(api.playSummary, ({ params }, { deps, actor }) => playSummary(deps, actor, params.childId));
  router.handle(api.spendStreakShield, ({ params }, { deps, actor }) => spendStreakShield(deps, actor, params.childId));
}
