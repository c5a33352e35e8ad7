import { eq } from "drizzle-orm";
import { productMessages } from "../../../shared/messages";
import type { Queryable } from "../../db/client";
import { children } from "../../db/schema/children";
import { parentChallenges } from "../../db/schema/engagement";
import { notFound } from "../../core/app-error";
import type { Actor } from "../actor";
import { isParentOf, isTheChild } from "./relations";
import { authorizeChild } from "./child-policy";

/** What a caller may do with a child's missions. */
export type MissionAction = "read" | "send" | "archive" | "suggest";

/** The facts a mission rule looks at: the child it is for and that child's parent. */
export interface MissionFacts {
  childId: string;
  parentId: string;
}

/** A child sees their own mission; only their parent sets, clears or asks the coach for one. */
const rules: Record<MissionAction, (actor: Actor | null, facts: MissionFacts) => boolean> = {
  read: (a, f) => isParentOf(a, f) || isTheChild(a, f.childId),
  send: isParentOf,
  archive: isParentOf,
  suggest: isParentOf,
};

export const canMission = (actor: Actor | null, action: MissionAction, facts: MissionFacts): boolean =>
  rules[action](actor, facts);

/** The child whose missions the caller may act on with `action`; the same 404 as a missing child otherwise. */
export async function authorizeMissionChild(db: Queryable, actor: Actor, childId: string, action: MissionAction) {
  const found = await authorizeChild(db, actor, childId, "read");
  if (!canMission(actor, action, { childId, parentId: found.child.parentId })) {
    throw notFound("child_not_found", productMessages.childNotFound);
  }
  return found;
}

/** A mission the caller may act on with `action`, with its child; the same 404 as a missing mission otherwise. */
export async function authorizeMission(db: Queryable, actor: Actor, missionId: string, action: MissionAction) {
  const [row] = await db
    .select({ mission: parentChallenges, parentId: children.parentId })
    .from(parentChallenges)
    .innerJoin(children, eq(children.id, parentChallenges.childId))
    .where(eq(parentChallenges.id, missionId))
    .limit(1);
  if (!row || !canMission(actor, action, { childId: row.mission.childId, parentId: row.parentId })) {
    throw notFound("mission_not_found", productMessages.missionNotFound);
  }
  return row.mission;
}
