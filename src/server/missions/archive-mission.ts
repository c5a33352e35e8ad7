import { and, eq } from "drizzle-orm";
import { OK } from "../../shared/api/endpoint";
import type { Actor } from "../auth/actor";
import { authorizeMission } from "../auth/policies/mission-policy";
import { parentChallenges } from "../db/schema/engagement";
import type { AppDeps } from "../deps";

/**
 * Clears a mission (active → archived). Only an active mission changes: a
 * mission completed a moment before stays completed, and clearing twice is
 * not an error.
 */
export async function archiveMission(deps: AppDeps, actor: Actor, missionId: string) {
  const db = deps.database.db;
  await authorizeMission(db, actor, missionId, "archive");
  await db
    .update(parentChallenges)
    .set({ status: "archived" })
    .where(and(eq(parentChallenges.id, missionId), eq(parentChallenges.status, "active")));
  return OK;
}
