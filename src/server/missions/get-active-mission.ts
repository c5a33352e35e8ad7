import { and, eq } from "drizzle-orm";
import type { Mission } from "../../shared/api/missions";
import type { Actor } from "../auth/actor";
import { authorizeMissionChild } from "../auth/policies/mission-policy";
import { parentChallenges } from "../db/schema/engagement";
import type { AppDeps } from "../core/deps";
import { presentMissions } from "./present-mission";

/** The child's active mission, or null (the child itself or its parent). */
export async function getActiveMission(
  deps: AppDeps,
  actor: Actor,
  childId: string,
): Promise<{ mission: Mission | null }> {
  const db = deps.database.db;
  await authorizeMissionChild(db, actor, childId, "read");
  const rows = await db
    .select()
    .from(parentChallenges)
    .where(and(eq(parentChallenges.childId, childId), eq(parentChallenges.status, "active")))
    .limit(1);
  const [mission] = await presentMissions(db, rows);
  return { mission: mission ?? null };
}
