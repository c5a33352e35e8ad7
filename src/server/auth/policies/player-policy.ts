import { messages } from "../../../shared/messages";
import type { Queryable } from "../../db/client";
import { unprocessable } from "../../http/app-error";
import type { Actor } from "../actor";
import { authorizeChild } from "./child-policy";

/** Who a game is saved for: the child (or null for a parent playing as themself) and the parent's user id. */
export interface Player {
  childId: string | null;
  userId: string;
}

/**
 * Whom the caller may save a game for: a child only for themself; a parent
 * for their own children, or as themself with no child. Every save needs the
 * parent's user id.
 */
export async function authorizePlayer(db: Queryable, actor: Actor, childId: string | null): Promise<Player> {
  // A signed-in child playing for themself: the session already joined the child to its parent.
  if (actor.kind === "child" && childId === actor.childId) {
    if (!actor.parentUserId) throw unprocessable("missing_parent_user_id", messages.missingParentUserId);
    return { childId, userId: actor.parentUserId };
  }
  if (childId !== null) {
    const { owner } = await authorizeChild(db, actor, childId, "play");
    if (!owner.userId) throw unprocessable("missing_parent_user_id", messages.missingParentUserId);
    return { childId, userId: owner.userId };
  }
  if (actor.kind !== "parent") throw unprocessable("missing_parent_user_id", messages.missingParentUserId);
  return { childId: null, userId: actor.userId };
}
