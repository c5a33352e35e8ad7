import { and, count, eq } from "drizzle-orm";
import { mayEarnReferralWeek, premiumAfterReferralWeek } from "../../shared/referrals/referral-reward";
import { referrals } from "../db/schema/billing";
import { parents } from "../db/schema/users";
import type { AppDeps } from "../deps";

export interface CompletedReferral {
  referrerParentId: string;
  /** Whether the referrer got a week of Premium for it (not once they have earned the most there is). */
  rewarded: boolean;
}

/**
 * The referrer's week: once a child of a referred family has finished a game,
 * the family's pending referral is completed and the referrer gets 7 days of
 * Premium from the later of now and their current Premium, unless they have
 * already earned 4 weeks by referring (then it is completed without reward).
 *
 * Safe to run after every save: only a pending referral changes, once. The
 * referrer's row is locked first, so that families completing at the same
 * moment are counted one after another and never pass the cap together.
 * Returns what changed, or null when nothing did.
 */
export async function completeReferral(deps: AppDeps, referredUserId: string): Promise<CompletedReferral | null> {
  const db = deps.database.db;
  // Most saves end here: one indexed read, no lock.
  const [pending] = await db
    .select({ id: referrals.id, referrerParentId: referrals.referrerParentId })
    .from(referrals)
    .innerJoin(parents, eq(parents.id, referrals.referredParentId))
    .where(and(eq(parents.userId, referredUserId), eq(referrals.status, "pending")))
    .limit(1);
  if (!pending) return null;

  const now = deps.clock();
  return db.transaction(async (tx) => {
    const [referrer] = await tx
      .select({ id: parents.id, premiumUntil: parents.premiumUntil })
      .from(parents)
      .where(eq(parents.id, pending.referrerParentId))
      .for("update");
    if (!referrer) return null;
    const [earned] = await tx
      .select({ weeks: count() })
      .from(referrals)
      .where(and(eq(referrals.referrerParentId, referrer.id), eq(referrals.rewarded, true)));
    const rewarded = mayEarnReferralWeek(earned?.weeks ?? 0);
    // Still pending? Another save of the same family may have completed it while this one waited for the lock.
    const [completed] = await tx
      .update(referrals)
      .set({ status: "completed", rewarded, completedAt: now })
      .where(and(eq(referrals.id, pending.id), eq(referrals.status, "pending")))
      .returning({ id: referrals.id });
    if (!completed) return null;
    if (rewarded) {
      await tx
        .update(parents)
        .set({ premiumUntil: premiumAfterReferralWeek(referrer.premiumUntil, now) })
        .where(eq(parents.id, referrer.id));
    }
    return { referrerParentId: referrer.id, rewarded };
  });
}
