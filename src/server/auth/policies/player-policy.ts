import { messages } from "../../../shared/messages";
import type { Queryable } from "../../db/client";
import { unprocessable } from "../../core/app-error";
import type { Actor } from "../actor";
import { authorizeChild, canChild, type ChildFacts } from "./child-policy";

/** Who a game is saved for: the child (or null for a parent playing as themself) and the parent's user id. */
export interface Player {
  childId: string | null;
  userId: string;
}

/**
 * Whom the caller may play (and save a game) as: a child as themself, a
 * parent as one of their own children (`canChild`'s "play") or as themself
 * (`child` null); nobody else.
 */
export function canPlayAs(actor: Actor | null, player: { child: ChildFacts | null }): boolean {
  if (player.child) return canChild(actor, "play", player.child);
  return actor?.kind === "parent";
}

const noParentUser = () => unprocessable("missing_parent_user_id", messages.missingParentUserId);

/**
 * The player the caller saves a game as (`canPlayAs`), with the parent's user
 * id every save needs. A child the caller may not play as gets the 404 of a
 * missing child; a child asking to play as no child, the 422 of a save with no parent.
 */
export async function authorizePlayer(db: Queryable, actor: Actor, childId: string | null): Promise<Player> {
  // A signed-in child playing for themself: the session already joined the child to its parent.
  if (actor.kind === "child" && childId === actor.childId) {
    if (!actor.parentUserId) throw noParentUser();
    return { childId, userId: actor.parentUserId };
  }
  if (childId !== null) {
    const { owner } = await authorizeChild(db, actor, childId, "play");
    if (!owner.userId) throw noParentUser();
    return { childId, userId: owner.userId };
  }
  if (actor.kind !== "parent" || !canPlayAs(actor, { child: null })) throw noParentUser();
  return { childId: null, userId: actor.userId };
}
