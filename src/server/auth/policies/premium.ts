import { and, desc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { LIVE_SUBSCRIPTION_STATUSES, subscriptions } from "../../db/schema/billing";
import { parents } from "../../db/schema/users";

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The statuses in which a subscription gives Premium (a payment overdue does not). */
const PREMIUM_STATUSES = ["active", "trialing"];

type SubscriptionFacts = Pick<SubscriptionRow, "subscriptionStatus" | "cancelAtPeriodEnd" | "currentPeriodEnd">;

/** Whether a family has Premium, and when it ends unless something renews it. */
export interface PremiumStanding {
  premium: boolean;
  /**
   * The end of what gives Premium (the referral weeks' premium_until, a
   * cancelled subscription's period end, whichever is later); null without
   * Premium, or while a subscription that renews itself gives it.
   */
  endsAt: Date | null;
}

/**
 * The one rule of Premium: an active subscription, or premium_until in the
 * future. A subscription set to cancel counts only until its period ends,
 * even if the provider's word that it has ended is late.
 */
export function premiumStanding(
  premiumUntil: Date | null,
  subscription: SubscriptionFacts | undefined,
  now: Date,
): PremiumStanding {
  const live = subscription !== undefined && PREMIUM_STATUSES.includes(subscription.subscriptionStatus);
  if (live && !subscription.cancelAtPeriodEnd) return { premium: true, endsAt: null };
  const ends = [premiumUntil, live && subscription.cancelAtPeriodEnd ? subscription.currentPeriodEnd : null].filter(
    (end): end is Date => end !== null && end > now,
  );
  if (ends.length === 0) return { premium: false, endsAt: null };
  return { premium: true, endsAt: new Date(Math.max(...ends.map((end) => end.getTime()))) };
}

/** Whether the family has Premium by the one rule (`premiumStanding`). */
export function isPremium(premiumUntil: Date | null, subscription: SubscriptionFacts | undefined, now: Date): boolean {
  return premiumStanding(premiumUntil, subscription, now).premium;
}

/**
 * The family's live subscription (one that bills or may bill again), if any:
 * the database holds at most one, and Premium, cancelling and a new checkout
 * all act on it.
 */
export async function liveSubscription(db: Queryable, parentId: string): Promise<SubscriptionRow | undefined> {
  const [live] = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.parentId, parentId), inArray(subscriptions.subscriptionStatus, LIVE_SUBSCRIPTION_STATUSES)),
    );
  return live;
}

/**
 * Whether a live subscription still holds the family: not one set to cancel
 * whose period is over, even if the provider's word that it has ended is late.
 */
export function subscriptionHolds(row: SubscriptionRow, now: Date): boolean {
  return !(row.cancelAtPeriodEnd && row.currentPeriodEnd <= now);
}

/**
 * Each family's subscription that matters, in one statement: the live one if
 * any, else the latest (a family without any has no entry).
 */
async function currentSubscriptions(
  db: Queryable,
  parentIds: readonly string[],
): Promise<Map<string, SubscriptionRow>> {
  if (parentIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([subscriptions.parentId])
    .from(subscriptions)
    .where(inArray(subscriptions.parentId, [...parentIds]))
    .orderBy(
      subscriptions.parentId,
      desc(inArray(subscriptions.subscriptionStatus, LIVE_SUBSCRIPTION_STATUSES)),
      desc(subscriptions.updatedAt),
    );
  return new Map(rows.map((row) => [row.parentId, row]));
}

/** The family's subscription that matters: the live one if any, else the latest. */
export async function currentSubscription(db: Queryable, parentId: string): Promise<SubscriptionRow | undefined> {
  return (await currentSubscriptions(db, [parentId])).get(parentId);
}

/** Whether the family has Premium now, and when it ends. */
async function familyPremium(
  db: Queryable,
  parent: { id: string; premiumUntil: Date | null },
  now: Date,
): Promise<PremiumStanding> {
  return premiumStanding(parent.premiumUntil, await currentSubscription(db, parent.id), now);
}

/**
 * Whether each of these families has Premium now, in one statement
 * (`currentSubscriptions` read for all of them at once).
 */
export async function familiesHavePremium(
  db: Queryable,
  families: ReadonlyArray<{ id: string; premiumUntil: Date | null }>,
  now: Date,
): Promise<Map<string, boolean>> {
  const current = await currentSubscriptions(
    db,
    families.map((family) => family.id),
  );
  return new Map(
    families.map((family) => [family.id, isPremium(family.premiumUntil, current.get(family.id), now)] as const),
  );
}

/** Whether the family has Premium now. */
export async function familyHasPremium(
  db: Queryable,
  parent: { id: string; premiumUntil: Date | null },
  now: Date,
): Promise<boolean> {
  return (await familyPremium(db, parent, now)).premium;
}

/** The family of this parent id: whether it has Premium now and when it ends (none for an unknown id). */
export async function parentPremium(db: Queryable, parentId: string, now: Date): Promise<PremiumStanding> {
  const [parent] = await db
    .select({ id: parents.id, premiumUntil: parents.premiumUntil })
    .from(parents)
    .where(eq(parents.id, parentId));
  return parent ? familyPremium(db, parent, now) : { premium: false, endsAt: null };
}

/** Whether the family of this parent id has Premium now (false for an unknown id). */
export async function parentHasPremium(db: Queryable, parentId: string, now: Date): Promise<boolean> {
  return (await parentPremium(db, parentId, now)).premium;
}
