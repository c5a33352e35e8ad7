import type { Actor } from "../auth/actor";
import { authorizeChallenge, authorizeChallengeUse, challengeNotFound } from "../auth/policies/challenge-policy";
import { authorizeChild } from "../auth/policies/child-policy";
import { challengeNotificationDismissals } from "../db/schema/engagement";
import type { AppDeps } from "../deps";
import { childSide } from "./challenge-side";

/**
 * Hides a challenge's card from one of its children for good; a second
 * dismissal changes nothing. The child's own; from the parent's browser, Challenge Mode (Premium).
 */
export async function dismissChallenge(deps: AppDeps, actor: Actor, childId: string, challengeId: string) {
  const db = deps.database.db;
  await authorizeChild(db, actor, childId, "read");
  const challenge = await authorizeChallenge(db, actor, challengeId, "read");
  if (childSide(challenge, childId) === null) throw challengeNotFound();
  await authorizeChallengeUse(db, actor, "dismiss", { parentPlays: challenge.opponentUserId !== null }, deps.clock());
  await db
    .insert(challengeNotificationDismissals)
    .values({ childId, challengeId, dismissedAt: deps.clock() })
    .onConflictDoNothing();
  return { dismissed: true as const };
}
