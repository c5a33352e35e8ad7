import { and, eq, sql } from "drizzle-orm";
import { challenges, digitalRewards, parentChallenges } from "../db/schema/engagement";
import type { AppDeps } from "../deps";
import { challengeOutcomeFor, sideOf, type ResultPlayer } from "../challenges/record-challenge-result";
import { presentMission } from "../missions/present-mission";
import type { SavedGame, SaveOutcomes } from "./after-save-step";

/**
 * What a game's follow-ups left standing, for a retry of its save whose first
 * answer never reached the player: the mission it completed and the challenge
 * it played, as they are now, where the follow-ups run by the retry (if any)
 * did not say so themselves. So "Mission complete!" still shows after a lost
 * answer, and never for a mission the game did not complete.
 */
export async function withStoredOutcomes(
  deps: AppDeps,
  { session }: SavedGame,
  challengeId: string | undefined,
  outcomes: SaveOutcomes,
): Promise<SaveOutcomes> {
  const db = deps.database.db;
  let { mission_completed, challenge } = outcomes;
  if (mission_completed === null && session.childId !== null) {
    const [done] = await db
      .select({ mission: parentChallenges, sticker: digitalRewards })
      .from(parentChallenges)
      .leftJoin(
        digitalRewards,
        sql`${digitalRewards.id}::text = ${parentChallenges.rewardDetails}->>'digital_reward_id'`,
      )
      .where(and(eq(parentChallenges.sessionId, session.id), eq(parentChallenges.status, "completed")))
      .limit(1);
    if (done) mission_completed = presentMission(done.mission, done.sticker ?? undefined);
  }
  if (challenge === null && challengeId !== undefined) {
    const player: ResultPlayer =
      session.childId === null
        ? { playerId: session.userId, playerType: "user" }
        : { playerId: session.childId, playerType: "child" };
    const [row] = await db.select().from(challenges).where(eq(challenges.id, challengeId));
    const side = row ? sideOf(row, player) : null;
    const played = row && (side === "initiator" ? row.initiatorSessionId : row.opponentSessionId) === session.id;
    if (side !== null && played) challenge = await challengeOutcomeFor(deps, challengeId, player, side);
  }
  return { ...outcomes, mission_completed, challenge };
}
