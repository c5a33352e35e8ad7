import { desc, eq } from "drizzle-orm";
import type { UnlockedReward } from "../../shared/api/badges";
import type { Actor } from "../auth/actor";
import { authorizeChild } from "../auth/policies/child-policy";
import { childUnlockedRewards, digitalRewards, parentChallenges } from "../db/schema/engagement";
import type { AppDeps } from "../core/deps";

/** The rewards a child has unlocked by completing missions, newest first (docs/product/gameplay.md#missions). */
export async function childRewards(deps: AppDeps, actor: Actor, childId: string): Promise<UnlockedReward[]> {
  const db = deps.database.db;
  await authorizeChild(db, actor, childId, "readAwards");
  const rows = await db
    .select({
      id: childUnlockedRewards.id,
      unlockedAt: childUnlockedRewards.unlockedAt,
      rewardName: digitalRewards.name,
      assetUrl: digitalRewards.assetUrl,
      challengeName: parentChallenges.challengeName,
      rewardDetails: parentChallenges.rewardDetails,
    })
    .from(childUnlockedRewards)
    .innerJoin(parentChallenges, eq(parentChallenges.id, childUnlockedRewards.parentChallengeId))
    .leftJoin(digitalRewards, eq(digitalRewards.id, childUnlockedRewards.digitalRewardId))
    .where(eq(childUnlockedRewards.childId, childId))
    .orderBy(desc(childUnlockedRewards.unlockedAt));
  return rows.map((r) => ({
    id: r.id,
    unlocked_at: r.unlockedAt.toISOString(),
    digital_reward: r.rewardName !== null && r.assetUrl !== null ? { name: r.rewardName, asset_url: r.assetUrl } : null,
    parent_challenge: {
      challenge_name: r.challengeName,
      reward_details: r.rewardDetails.text === undefined ? {} : { text: r.rewardDetails.text },
    },
  }));
}
