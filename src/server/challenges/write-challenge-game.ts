import { and, eq } from "drizzle-orm";
import type { SaveGameBody } from "../../shared/api/play";
import { isExpired, isPending, type ChallengeSide } from "../../shared/engagement/head-to-head";
import { matchesChallengeSeed } from "../../shared/game/modes/challenge/questions";
import { productMessages } from "../../shared/messages";
import type { Actor } from "../auth/actor";
import { authorizeChallengeSide } from "../auth/policies/challenge-player-policy";
import { authorizeChallengeUse } from "../auth/policies/challenge-policy";
import type { Player } from "../auth/policies/player-policy";
import type { Db, Tx } from "../db/client";
import { challengeGames } from "../db/schema/engagement";
import { sessions } from "../db/schema/play";
import { conflict, unprocessable } from "../core/app-error";
import { sideDifficulty } from "./challenge-side";
import { factsOf } from "./present-challenge";

const sideTaken = () => conflict("challenge_closed", productMessages.challengeClosed);

/**
 * A challenge game is saved only as the challenge set it: by one of its
 * players, in challenge mode, at the difficulty their side plays at, on the challenge's clock, with the
 * questions its seed gives at that difficulty, in order (a forged or easier
 * game is refused with 422), while their side is still open (a repeat of the
 * game that played it passes, so that a retry gets the first answer). A
 * challenge closed while the game was played (cancelled, out of time) is
 * refused with 409, saying which, so that the player can be told. A new game
 * in Challenge Mode needs the family's Premium, as its opening did. Run with
 * the challenge row locked: the answer stands until the game is written.
 */
async function verifyChallengeSave(
  tx: Tx,
  actor: Actor,
  player: Player,
  body: SaveGameBody & { challenge_id: string },
  now: Date,
): Promise<ChallengeSide> {
  // NO KEY UPDATE: it excludes other saves and every FOR UPDATE (cancel, open, the result), as an update of the row would.
  const { challenge, side } = await authorizeChallengeSide(tx, actor, body.challenge_id, player, {
    lock: "no key update",
  });

  const [played] = await tx
    .select({ clientId: sessions.clientId })
    .from(challengeGames)
    .innerJoin(sessions, eq(sessions.id, challengeGames.sessionId))
    .where(and(eq(challengeGames.challengeId, challenge.id), eq(challengeGames.side, side)));
  if (played) {
    if (played.clientId === body.client_id) return side;
    throw sideTaken();
  }
  await authorizeChallengeUse(tx, actor, "play", { parentPlays: challenge.opponentUserId !== null }, now);
  const mismatch = () => unprocessable("challenge_questions_mismatch", productMessages.challengeQuestionsMismatch);
  const difficulty = sideDifficulty(challenge, side);
  if (body.mode !== "challenge" || difficulty === null || body.difficulty_level !== difficulty) throw mismatch();
  // Both sides on the challenge's clock: a game on another could not be set beside the other side's.
  if ((body.time_allowance ?? "standard") !== challenge.timeAllowance) throw mismatch();
  if (!matchesChallengeSeed(body.questions, challenge.questionSeed, difficulty)) throw mismatch();

  const facts = factsOf(challenge);
  // Closed while the game was played: the player is told why it cannot count.
  if (facts.status === "cancelled") throw conflict("challenge_closed", productMessages.challengeCancelledBeforeSave);
  if (isExpired(facts, now)) throw conflict("challenge_closed", productMessages.challengeExpiredBeforeSave);
  if (!isPending(facts.status)) throw sideTaken();
  return side;
}

/**
 * Writes a challenge game (`write`, the ordinary game writer) in ONE
 * transaction with the challenge row locked (FOR NO KEY UPDATE), checked first under
 * that lock, and records it as its side's game (`challenge_games`, whose
 * primary key is the challenge and the side): games of one side sent at once
 * store one game, and the others get the 409 of a side already played. A
 * cancellation takes the same lock, so it comes wholly before or after a save.
 * Answers what `write` answered (null for a repeat of a saved `client_id`).
 */
export async function writeChallengeGame<W extends { session: { id: string } }>(
  db: Db,
  actor: Actor,
  player: Player,
  body: SaveGameBody & { challenge_id: string },
  now: Date,
  write: (tx: Tx) => Promise<W | null>,
): Promise<W | null> {
  return db.transaction(async (tx) => {
    const side = await verifyChallengeSave(tx, actor, player, body, now);
    const written = await write(tx);
    if (!written) return null;
    const recorded = await tx
      .insert(challengeGames)
      .values({ challengeId: body.challenge_id, side, sessionId: written.session.id })
      .onConflictDoNothing()
      .returning({ sessionId: challengeGames.sessionId });
    // Only a bug could reach here past the lock; the key still keeps the side to one game.
    if (recorded.length === 0) throw sideTaken();
    return written;
  });
}
