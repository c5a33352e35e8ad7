import { messages, productMessages } from "../../shared/messages";
import type { Actor } from "../auth/actor";
import { requireChildAccess } from "../children/child-access";
import type { Queryable } from "../db/client";
import { notFound, unprocessable } from "../http/app-error";

/** Who a game is saved for: the child (or null for a parent playing as themself) and the parent's user id. */
export interface Player {
  childId: string | null;
  userId: string;
}

/**
 * A child plays only for themself; a parent for their own children, or as
 * themself with no child. Every save needs the parent's user id.
 */
export async function resolvePlayer(db: Queryable, actor: Actor, childId: string | null): Promise<Player> {
  // A signed-in child playing for themself: the session already joined the child to its parent.
  if (actor.kind === "child" && childId === actor.childId) {
    if (!actor.parentUserId) throw unprocessable("missing_parent_user_id", messages.missingParentUserId);
    return { childId, userId: actor.parentUserId };
  }
  if (childId !== null) {
    const { owner } = await requireChildAccess(db, actor, childId);
    if (!owner.userId) throw unprocessable("missing_parent_user_id", messages.missingParentUserId);
    return { childId, userId: owner.userId };
  }
  if (actor.kind !== "parent") throw unprocessable("missing_parent_user_id", messages.missingParentUserId);
  return { childId: null, userId: actor.userId };
}

/** Refuses, with the same 404 as a missing game, a caller who may not act for the game's player. */
export async function requireGameAccess(db: Queryable, actor: Actor, game: { childId: string | null; userId: string }) {
  if (game.childId !== null) {
    await requireChildAccess(db, actor, game.childId);
    return;
  }
  if (actor.kind !== "parent" || actor.userId !== game.userId)
    throw notFound("game_not_found", productMessages.notFound);
}
