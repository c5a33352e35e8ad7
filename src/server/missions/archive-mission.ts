import { and, eq } from "drizzle-orm";
import type { Mission } from "../../shared/api/missions";
import type { Actor } from "../auth/actor";
import { authorizeMission } from "../auth/policies/mission-policy";
import { parentChallenges } from "../db/schema/engagement";
import type { AppDeps } from "../core/deps";
import { presentMissions } from "./present-mission";

/**
 * Clears a mission (active → archived). Only an active mission changes: a
 * mission completed a moment before stays completed, and clearing twice is
 * not an error. The answer is the mission as it now stands, so the parent's
 * screen says what happened (cleared, or completed after all).
 */
export async function archiveMission(deps: AppDeps, actor: Actor, missionId: string): Promise<{ mission: Mission }> {
  const db = deps.database.db;
  const row = await authorizeMission(db, actor, missionId, "archive");
  const [archived] = await db
    .update(parentChallenges)
    .set({ status: "archived" })
    .where(and(eq(parentChallenges.id, missionId), eq(parentChallenges.status, "active")))
    .returning();
  const [current] = archived
    ? [archived]
    : await db.select().from(parentChallenges).where(eq(parentChallenges.id, missionId)).limit(1);
  const [mission] = await presentMissions(db, [current ?? row]);
  if (!mission) throw new Error("The cleared mission could not be read");
  return { mission };
}
