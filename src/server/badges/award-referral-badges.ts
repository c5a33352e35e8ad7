import { eq } from "drizzle-orm";
import { children } from "../db/schema/children";
import { parents } from "../db/schema/users";
import type { AppDeps } from "../deps";
import { awardBadges } from "./award-badges";

const REFERRAL_RULES = new Set(["referrals_completed"] as const);

/**
 * A referral just completed: the referring family's children earn their
 * referral badges (Referral Champion) at once, although none of them played.
 * The referred family's children earn theirs through the badge step of their
 * own games, beginning with the game that completed the referral.
 */
export async function awardReferralBadges(deps: AppDeps, referrerParentId: string): Promise<void> {
  const kids = await deps.database.db
    .select({ id: children.id, userId: parents.userId })
    .from(children)
    .innerJoin(parents, eq(parents.id, children.parentId))
    .where(eq(children.parentId, referrerParentId));
  for (const kid of kids) {
    await awardBadges(deps, { childId: kid.id, userId: kid.userId, game: null, types: REFERRAL_RULES });
  }
}
