import { eq } from "drizzle-orm";
import type { SaveGameBody } from "../../shared/api/play";
import { isExpired, isPending } from "../../shared/engagement/head-to-head";
import { matchesChallengeSeed } from "../../shared/game/challenge-questions";
import { messages, productMessages } from "../../shared/messages";
import type { Actor } from "../auth/actor";
import { authorizeChallenge } from "../auth/policies/challenge-policy";
import type { Player } from "../auth/policies/player-policy";
import type { Queryable } from "../db/client";
import { sessions } from "../db/schema/play";
import { conflict, unprocessable } from "../http/app-error";
import { playerSide, sideDifficulty, sideSessionId } from "./challenge-side";
import { factsOf } from "./present-challenge";

/**
 * A challenge game is saved only as the challenge set it: by one of its
 * players, in challenge mode, at the difficulty their side plays at, with the
 * questions its seed gives at that difficulty, in order (a forged or easier
 * game is refused with 422), while their side is still open (a repeat of the
 * game that played it passes, so that a retry gets the first answer). A
 * challenge closed while the game was played (cancelled, out of time) is
 * refused with 409, saying which, so that the player can be told.
 */
export async function verifyChallengeSave(
  db: Queryable,
  actor: Actor,
  player: Player,
  body: SaveGameBody & { challenge_id: string },
  now: Date,
): Promise<void> {
  const challenge = await authorizeChallenge(db, actor, body.challenge_id, "read");
  const side = playerSide(challenge, player);
  if (side === null) throw unprocessable("player_not_participant", messages.playerNotParticipant);
  const mismatch = () => unprocessable("challenge_questions_mismatch", productMessages.challengeQuestionsMismatch);
  const difficulty = sideDifficulty(challenge, side);
  if (body.mode !== "challenge" || difficulty === null || body.difficulty_level !== difficulty) throw mismatch();
  if (!matchesChallengeSeed(body.questions, challenge.questionSeed, difficulty)) throw mismatch();

  const played = sideSessionId(challenge, side);
  if (played !== null) {
    const [first] = await db.select({ clientId: sessions.clientId }).from(sessions).where(eq(sessions.id, played));
    if (first?.clientId === body.client_id) return;
  }
  const facts = factsOf(challenge);
  // Closed while the game was played: the player is told why it cannot count.
  if (played === null && facts.status === "cancelled") {
    throw conflict("challenge_closed", productMessages.challengeCancelledBeforeSave);
  }
  if (played === null && isExpired(facts, now)) {
    throw conflict("challenge_closed", productMessages.challengeExpiredBeforeSave);
  }
  if (played !== null || !isPending(facts.status)) {
    throw conflict("challenge_closed", productMessages.challengeClosed);
  }
}
