import { eq } from "drizzle-orm";
import type { ChallengeOutcome } from "../../shared/api/challenges";
import { challengeResultFor, recordChallengeResult, type ChallengeSide } from "../../shared/engagement/head-to-head";
import { messages } from "../../shared/messages";
import { challenges } from "../db/schema/engagement";
import { sessions } from "../db/schema/play";
import type { AppDeps } from "../core/deps";
import { notFound, unprocessable } from "../core/app-error";
import { challengeNotFound } from "../auth/policies/challenge-policy";
import { challengeRow } from "./challenge-rows";
import { presentChallenge, factsOf } from "./present-challenge";
import type { ChallengeRecord } from "./challenge-rows";

/** The player a result is recorded for (its id and whether a child or the parent played). */
export interface ResultPlayer {
  playerId: string;
  playerType: "child" | "user";
}

export function sideOf(challenge: ChallengeRecord, { playerId, playerType }: ResultPlayer): ChallengeSide | null {
  if (playerType === "user") return challenge.opponentUserId === playerId ? "opponent" : null;
  if (challenge.initiatorChildId === playerId) return "initiator";
  return challenge.opponentChildId === playerId ? "opponent" : null;
}

/**
 * Records a player's saved game as their side's result, in one transaction
 * with the challenge row locked: two players finishing at the same moment are
 * both recorded, and the challenge is completed once. The session must exist
 * and be that player's, and the player must be one of the challenge's.
 * Returns the challenge as it stands afterwards, from the player's side.
 */
export async function recordChallengeResultFor(
  deps: AppDeps,
  challengeId: string,
  sessionId: string,
  player: ResultPlayer,
): Promise<ChallengeOutcome> {
  const db = deps.database.db;
  const now = deps.clock();
  const side = await db.transaction(async (tx) => {
    const [challenge] = await tx.select().from(challenges).where(eq(challenges.id, challengeId)).for("update");
    if (!challenge) throw challengeNotFound();
    const [session] = await tx.select().from(sessions).where(eq(sessions.id, sessionId));
    if (!session) throw notFound("game_not_found", messages.sessionNotFound);
    const side = sideOf(challenge, player);
    const sessionIsPlayers =
      player.playerType === "user"
        ? session.childId === null && session.userId === player.playerId
        : session.childId === player.playerId;
    if (side === null || !sessionIsPlayers) {
      throw unprocessable("player_not_participant", messages.playerNotParticipant);
    }
    const change = recordChallengeResult(factsOf(challenge), side, { sessionId, score: session.score }, now);
    if (change) await tx.update(challenges).set(change).where(eq(challenges.id, challengeId));
    return side;
  });
  return challengeOutcomeFor(deps, challengeId, player, side);
}

/** The challenge as it stands, from a player's side (the results page's modal). */
export async function challengeOutcomeFor(
  deps: AppDeps,
  challengeId: string,
  player: ResultPlayer,
  side: ChallengeSide,
): Promise<ChallengeOutcome> {
  const row = await challengeRow(deps.database.db, challengeId);
  const viewer =
    player.playerType === "user"
      ? ({ kind: "parent", userId: player.playerId } as const)
      : ({ kind: "child", childId: player.playerId } as const);
  return {
    ...presentChallenge(row, viewer, deps.clock()),
    side,
    result: challengeResultFor(factsOf(row.challenge), side),
  };
}
