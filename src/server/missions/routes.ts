import * as api from "../../shared/api/missions";
import type { Router } from "../http/router";
import { archiveMission } from "./archive-mission";
import { getActiveMission } from "./get-active-mission";
import { getWeeklyWins } from "./get-weekly-wins";
import { listFamilyMissions } from "./list-family-missions";
import { listStickers } from "./list-stickers";
import { sendMission } from "./send-mission";
import { suggestMissionFor } from "./suggest-mission";

export function registerMissionRoutes(router: Router) {
  router.handle(api.listStickers, (_input, { deps, actor }) => listStickers(deps, actor));
  router.handle(api.familyMissions, (_input, { deps, actor }) => listFamilyMissions(deps, actor));
  router.handle(api.activeMission, ({ params }, { deps, actor }) => getActiveMission(deps, actor, params.childId));
  router.handle(api.sendMission, ({ params, body }, { deps, actor }) => sendMission(deps, actor, params.childId, body));
  router.handle(api.archiveMission, ({ params }, { deps, actor }) => archiveMission(deps, actor, params.missionId));
  router.handle(api.weeklyWins, ({ params }, { deps, actor }) => getWeeklyWins(deps, actor, params.childId));
  router.handle(api.missionSuggestion, ({ params }, { deps, actor }) => suggestMissionFor(deps, actor, params.childId));
}
