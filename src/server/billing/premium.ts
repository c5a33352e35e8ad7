import { and, desc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { subscriptions } from "../db/schema/billing";
import { parents } from "../db/schema/users";

type SubscriptionRow = typeof subscriptions.$inferSelect;

const LIVE_STATUSES = ["active", "trialing"];

/**
 * The one rule of Premium: an active subscription, or premium_until in the
 * future. A subscription set to cancel counts only until its period ends,
 * even if the provider's word that it has ended is late.
 */
export function isPremium(
  premiumUntil: Date | null,
  subscription: Pick<SubscriptionRow, "subscriptionStatus" | "cancelAtPeriodEnd" | "currentPeriodEnd"> | undefined,
  now: Date,
): boolean {
  if (premiumUntil && premiumUntil > now) return true;
  if (!subscription || !LIVE_STATUSES.includes(subscription.subscriptionStatus)) return false;
  return !subscription.cancelAtPeriodEnd || subscription.currentPeriodEnd > now;
}

/** The family's subscription that matters: a live one if any, else the latest. */
export async function currentSubscription(db: Queryable, parentId: string): Promise<SubscriptionRow | undefined> {
  const [live] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.parentId, parentId), inArray(subscriptions.subscriptionStatus, LIVE_STATUSES)))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  if (live) return live;
  const [latest] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.parentId, parentId))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return latest;
}

/** Whether the family has Premium now. */
export async function familyHasPremium(
  db: Queryable,
  parent: { id: string; premiumUntil: Date | null },
  now: Date,
): Promise<boolean> {
  if (parent.premiumUntil && parent.premiumUntil > now) return true;
  return isPremium(null, await currentSubscription(db, parent.id), now);
}

/** Whether the family of this parent id has Premium now (false for an unknown id). */
export async function parentHasPremium(db: Queryable, parentId: string, now: Date): Promise<boolean> {
  const [parent] = await db
    .select({ id: parents.id, premiumUntil: parents.premiumUntil })
    .from(parents)
    .where(eq(parents.id, parentId));
  return parent ? familyHasPremium(db, parent, now) : false;
}
