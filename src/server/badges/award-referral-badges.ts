import { and, eq, ne } from "drizzle-orm";
import { children } from "../db/schema/children";
import { parents } from "../db/schema/users";
import type { AppDeps } from "../core/deps";
import { awardBadges } from "./award-badges";

const REFERRAL_RULES = new Set(["referrals_completed"] as const);

/**
 * A referral just completed: a family's children earn their referral badges
 * (Referral Champion) at once, although none of them played; but
 * `exceptChildId`, the child whose game completed it, who earns theirs in the
 * badge step of that game, so that the game shows it.
 */
export async function awardReferralBadges(deps: AppDeps, parentId: string, exceptChildId?: string): Promise<void> {
  const kids = await deps.database.db
    .select({ id: children.id, userId: parents.userId })
    .from(children)
    .innerJoin(parents, eq(parents.id, children.parentId))
    .where(and(eq(children.parentId, parentId), exceptChildId ? ne(children.id, exceptChildId) : undefined));
  for (const kid of kids) {
    await awardBadges(deps, { childId: kid.id, userId: kid.userId, game: null, types: REFERRAL_RULES });
  }
}
