import { eq } from "drizzle-orm";
import type { SaveGameBody, SaveGameResponse } from "../../shared/api/play";
import { productMessages } from "../../shared/messages";
import type { Actor } from "../auth/actor";
import { authorizePlayer, type Player } from "../auth/policies/player-policy";
import type { Queryable } from "../db/client";
import { sessions } from "../db/schema/play";
import type { AppDeps } from "../deps";
import { conflict, forbidden } from "../http/app-error";
import { verifyChallengeSave } from "../challenges/verify-challenge-save";
import { noOutcomes, probesFor, runAfterSaveSteps } from "./after-save";
import { isTowerOpenFor } from "./play-summary";
import { presentGame, presentStoredGame } from "./present-game";
import { scoreGame } from "./score-game";
import { writeGame } from "./write-game";

/** The first save of a client_id, for a repeat by the same player. */
async function firstSave(db: Queryable, player: Player, clientId: string) {
  const [session] = await db.select().from(sessions).where(eq(sessions.clientId, clientId)).limit(1);
  if (!session) throw new Error(`The session of client_id ${clientId} vanished after a conflict`);
  if (session.childId !== player.childId || session.userId !== player.userId) {
    throw conflict("client_id_in_use", productMessages.gameIdInUse);
  }
  return presentStoredGame(db, session);
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
 * save. Follow-up steps run after the commit and never fail the save.
 */
export async function saveGame(deps: AppDeps, actor: Actor, body: SaveGameBody): Promise<SaveGameResponse> {
  const db = deps.database.db;
  const now = deps.clock();
  const player = await authorizePlayer(db, actor, body.child_id);
  if (body.mode === "times_table_tower" && player.childId !== null) {
    await requireTowerOpen(db, player.childId, body.client_id, now);
  }
  const game = scoreGame(body);
  if (body.challenge_id !== undefined) {
    await verifyChallengeSave(db, actor, player, { ...body, challenge_id: body.challenge_id }, now);
  }
  const { probes, probeOf } = probesFor({ player, mode: body.mode, challengeId: body.challenge_id });
  const written = await writeGame(db, player, body, game, now, probes);
  if (!written) return { ...(await firstSave(db, player, body.client_id)), outcomes: noOutcomes(), replayed: true };
  const outcomes = await runAfterSaveSteps(
    deps,
    { session: written.session, questions: written.questions, challengeId: body.challenge_id },
    { answers: written.probed, probeOf },
  );
  return { ...presentGame(written.session, written.questions), outcomes, replayed: false };
}
