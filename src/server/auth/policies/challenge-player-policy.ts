import { eq } from "drizzle-orm";
import type { ChallengeSide } from "../../../shared/engagement/head-to-head";
import { productMessages } from "../../../shared/messages";
import type { Queryable } from "../../db/client";
import { children } from "../../db/schema/children";
import { notFound } from "../../core/app-error";
import type { Actor } from "../actor";
import { authorizeChallenge, challengeNotFound } from "./challenge-policy";
import type { ChildFacts } from "./child-policy";
import type { Player } from "./player-policy";

/** Who plays a challenge: the initiating child, and a sibling or the parent (by their user id) as opponent. */
export interface ChallengePlayers {
  initiatorChildId: string;
  opponentChildId: string | null;
  opponentUserId: string | null;
}

/** Which side a child plays (null when they play neither). */
export function childSide(challenge: ChallengePlayers, childId: string): ChallengeSide | null {
  if (challenge.initiatorChildId === childId) return "initiator";
  return challenge.opponentChildId === childId ? "opponent" : null;
}

/** Which side a player plays: a child by their id, a parent playing as themself by their user id. */
function playerSide(challenge: ChallengePlayers, player: Player): ChallengeSide | null {
  if (player.childId !== null) return childSide(challenge, player.childId);
  return challenge.opponentUserId === player.userId ? "opponent" : null;
}

/** Only a player of a challenge opens, saves or dismisses its game. */
export const canTakePart = (player: Player, challenge: ChallengePlayers): boolean =>
  playerSide(challenge, player) !== null;

/**
 * A challenge the caller may read (`authorizeChallenge`) and `player` takes
 * part in (`canTakePart`), with the side they play; one they do not take part
 * in gets the same 404 as another family's or an unknown id.
 */
export async function authorizeChallengeSide(
  db: Queryable,
  actor: Actor,
  challengeId: string,
  player: Player,
  options: { lock?: "update" | "no key update" } = {},
) {
  const challenge = await authorizeChallenge(db, actor, challengeId, "read", options);
  const side = playerSide(challenge, player); // `canTakePart`, keeping the side it found
  if (side === null) throw challengeNotFound();
  return { challenge, side };
}

/** A child challenges a sibling: another child of their own family (themself is refused before, in its own words). */
export const canChallengeSibling = (initiator: ChildFacts, opponent: ChildFacts | undefined): boolean =>
  opponent !== undefined && opponent.parentId === initiator.parentId && opponent.id !== initiator.id;

/** Throws the 404 of a missing child unless `opponentChildId` is a sibling the initiator may challenge. */
export async function authorizeSiblingOpponent(db: Queryable, initiator: ChildFacts, opponentChildId: string) {
  const [opponent] = await db
    .select({ id: children.id, parentId: children.parentId })
    .from(children)
    .where(eq(children.id, opponentChildId))
    .limit(1);
  if (!canChallengeSibling(initiator, opponent)) throw notFound("child_not_found", productMessages.childNotFound);
}
