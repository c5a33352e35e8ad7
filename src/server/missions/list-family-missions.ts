import { and, eq } from "drizzle-orm";
import type { Mission } from "../../shared/api/missions";
import type { ParentActor } from "../auth/actor";
import { children } from "../db/schema/children";
import { parentChallenges } from "../db/schema/engagement";
import type { AppDeps } from "../core/deps";
import { presentMissions } from "./present-mission";

/** The active mission of each of the parent's children (Coach Mode's Active Mission badges). */
export async function listFamilyMissions(deps: AppDeps, actor: ParentActor): Promise<{ missions: Mission[] }> {
  const db = deps.database.db;
  const rows = await db
    .select({ mission: parentChallenges })
    .from(parentChallenges)
    .innerJoin(children, eq(children.id, parentChallenges.childId))
    .where(and(eq(children.parentId, actor.parentId), eq(parentChallenges.status, "active")));
  return {
    missions: await presentMissions(
      db,
      rows.map((r) => r.mission),
    ),
  };
}
