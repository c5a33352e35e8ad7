import type { Actor } from "../auth/actor";
import { authorizeChallengeSide } from "../auth/policies/challenge-player-policy";
import { authorizeChallengeUse } from "../auth/policies/challenge-policy";
import { authorizeChild } from "../auth/policies/child-policy";
import { challengeNotificationDismissals } from "../db/schema/engagement";
import type { AppDeps } from "../core/deps";

/**
 * Hides a challenge's card from one of its children for good; a second
 * dismissal changes nothing. The child's own; from the parent's browser, Challenge Mode (Premium).
 */
export async function dismissChallenge(deps: AppDeps, actor: Actor, childId: string, challengeId: string) {
  const db = deps.database.db;
  const { owner } = await authorizeChild(db, actor, childId, "read");
  const player = { childId, userId: owner.userId ?? "" };
  const { challenge } = await authorizeChallengeSide(db, actor, challengeId, player);
  await authorizeChallengeUse(db, actor, "dismiss", { parentPlays: challenge.opponentUserId !== null }, deps.clock());
  await db
    .insert(challengeNotificationDismissals)
    .values({ childId, challengeId, dismissedAt: deps.clock() })
    .onConflictDoNothing();
  return { dismissed: true as const };
}
