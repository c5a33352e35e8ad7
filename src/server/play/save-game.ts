import { eq } from "drizzle-orm";
import { noSaveOutcomes, type SaveGameBody, type SaveGameResponse } from "../../shared/api/play";
import { productMessages } from "../../shared/messages";
import type { Actor } from "../auth/actor";
import { canReplayGame } from "../auth/policies/game-policy";
import { authorizePlayer, type Player } from "../auth/policies/player-policy";
import type { Queryable } from "../db/client";
import { sessions } from "../db/schema/play";
import type { AppDeps } from "../core/deps";
import { conflict, forbidden } from "../core/app-error";
import { writeChallengeGame } from "../challenges/write-challenge-game";
import { followUpSave, reportedOnRetry, savedGame } from "../follow-ups/runner";
import type { FollowUpStep } from "../follow-ups/step";
import { isTowerOpenFor } from "./play-summary";
import { presentGame } from "./present-game";
import { scoreGame } from "./score-game";
import { writeGame } from "./write-game";

/**
 * A repeat of a client_id by the same player: the first save's game, with
 * whatever of its follow-ups is still to do done now (the first save's
 * answer may have been lost with them, decision 0014).
 */
async function replaySave(
  deps: AppDeps,
  steps: readonly FollowUpStep[],
  player: Player,
  clientId: string,
  challengeId: string | undefined,
) {
  const db = deps.database.db;
  const [session] = await db.select().from(sessions).where(eq(sessions.clientId, clientId)).limit(1);
  if (!session) throw new Error(`The session of client_id ${clientId} vanished after a conflict`);
  if (!canReplayGame(player, session)) {
    throw conflict("client_id_in_use", productMessages.gameIdInUse);
  }
  const game = await savedGame(deps, session.id);
  if (!game) throw new Error(`The session of client_id ${clientId} vanished after a conflict`);
  deps.metrics.gameSaved(true);
  const finished = await followUpSave(deps, steps, game);
  const outcomes = await reportedOnRetry(deps, steps, game, { challengeId }, finished);
  return { ...presentGame(game.session, game.questions), outcomes, replayed: true };
}

/**
 * Times Table Tower is a reward (a 3-day streak or an active shield opens
 * it): a locked tower's game is refused, so that it can neither count a win
 * nor earn the shield that would open it. A repeat of a game saved while the
 * tower was open still gets its first answer.
 */
async function requireTowerOpen(db: Queryable, childId: string, clientId: string, now: Date) {
  if (await isTowerOpenFor(db, childId, now)) return;
  const [saved] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.clientId, clientId)).limit(1);
  if (!saved) throw forbidden("tower_locked", productMessages.towerLocked);
}

/**
 * Saves a finished game for the player the caller may play for. The server
 * scores it from the questions; a repeat of the client_id returns the first
 * save. A challenge game is written in one transaction with the challenge row
 * locked (`writeChallengeGame`); any other in one statement. The follow-up steps run after the commit, each once whatever fails
 * (follow-ups/runner.ts): a save whose follow-ups meet an unreachable database
 * answers 503 so that the client sends it again, and the retry finishes them.
 */
export async function saveGame(
  deps: AppDeps,
  steps: readonly FollowUpStep[],
  actor: Actor,
  body: SaveGameBody,
): Promise<SaveGameResponse> {
  const db = deps.database.db;
  const now = deps.clock();
  const player = await authorizePlayer(db, actor, body.child_id);
  if (body.mode === "times_table_tower" && player.childId !== null) {
    await requireTowerOpen(db, player.childId, body.client_id, now);
  }
  const game = scoreGame(body);
  const write = (q: Queryable) => writeGame(q, player, body, game, now, steps);
  // A challenge game is checked and written under the challenge's lock, one game per side.
  const written =
    body.challenge_id === undefined
      ? await write(db)
      : await writeChallengeGame(db, actor, player, { ...body, challenge_id: body.challenge_id }, now, write);
  if (!written) return replaySave(deps, steps, player, body.client_id, body.challenge_id);
  deps.metrics.gameSaved(false);
  const outcomes =
    written.followUps.size === 0 ? noSaveOutcomes() : await followUpSave(deps, steps, written, written.followUps);
  return { ...presentGame(written.session, written.questions), outcomes, replayed: false };
}
