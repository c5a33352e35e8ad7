import { eq } from "drizzle-orm";
import type { Challenge } from "../../shared/api/challenges";
import { cancelChallenge as cancelled } from "../../shared/engagement/head-to-head";
import { productMessages } from "../../shared/messages";
import type { ParentActor } from "../auth/actor";
import { authorizeChallenge, authorizeChallengeUse } from "../auth/policies/challenge-policy";
import { challenges } from "../db/schema/engagement";
import type { AppDeps } from "../core/deps";
import { conflict } from "../core/app-error";
import { challengeRow } from "./challenge-rows";
import { presentChallenge } from "./present-challenge";

/**
 * The family's parent cancels a pending challenge (Challenge Mode: Premium):
 * cancelled, with completed_at set. A finished one is refused.
 */
export async function cancelChallenge(deps: AppDeps, actor: ParentActor, challengeId: string): Promise<Challenge> {
  const db = deps.database.db;
  const now = deps.clock();
  await db.transaction(async (tx) => {
    const challenge = await authorizeChallenge(tx, actor, challengeId, "cancel", { lock: "update" });
    await authorizeChallengeUse(tx, actor, "cancel", { parentPlays: challenge.opponentUserId !== null }, now);
    const change = cancelled({ status: challenge.status as Challenge["status"] }, now);
    if (!change) throw conflict("challenge_closed", productMessages.challengeClosed);
    await tx.update(challenges).set(change).where(eq(challenges.id, challengeId));
  });
  return presentChallenge(await challengeRow(db, challengeId), { kind: "parent", userId: actor.userId }, now);
}
