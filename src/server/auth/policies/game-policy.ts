import { eq } from "drizzle-orm";
import { productMessages } from "../../../shared/messages";
import type { Queryable } from "../../db/client";
import { children } from "../../db/schema/children";
import { sessions } from "../../db/schema/play";
import { notFound } from "../../core/app-error";
import type { Actor } from "../actor";
import { canChild } from "./child-policy";
import type { Player } from "./player-policy";

/** What a caller may do to a saved game. */
export type GameAction = "read";

/** The facts about a game that its rules look at: whose game it is. */
export interface GameFacts {
  /** The child who played it, with the child's family; null for a parent playing as themself. */
  child: { id: string; parentId: string } | null;
  /** The parent's user id the game is saved under. */
  userId: string;
}

/** A child's game follows the child's rules; a parent's own game is theirs alone. */
export function canGame(actor: Actor | null, action: GameAction, game: GameFacts): boolean {
  if (game.child) return canChild(actor, action === "read" ? "readHistory" : action, game.child);
  return actor?.kind === "parent" && actor.userId === game.userId;
}

/**
 * A save that repeats a `client_id` already saved gets the first save's
 * answer only when it is the same player's (the same child, or the same
 * parent as themself); anybody else's game under that id is not theirs to see.
 */
export const canReplayGame = (player: Player, saved: { childId: string | null; userId: string }): boolean =>
  saved.childId === player.childId && saved.userId === player.userId;

/**
 * Loads a game the caller may act on. Another family's game and an unknown
 * id get the same 404, so that ids cannot be probed.
 */
export async function authorizeGame(db: Queryable, actor: Actor, sessionId: string, action: GameAction) {
  const [row] = await db
    .select({ session: sessions, childParentId: children.parentId })
    .from(sessions)
    .leftJoin(children, eq(children.id, sessions.childId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  const gone = notFound("game_not_found", productMessages.notFound);
  if (!row) throw gone;
  const { session, childParentId } = row;
  const facts: GameFacts = {
    child: session.childId ? { id: session.childId, parentId: childParentId ?? "" } : null,
    userId: session.userId,
  };
  if (!canGame(actor, action, facts)) throw gone;
  return session;
}
