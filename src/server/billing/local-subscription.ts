import { LOCAL_SUBSCRIPTION_PERIOD_DAYS } from "../../shared/constants";
import type { subscriptions } from "../db/schema/billing";
import type { SubscriptionSnapshot } from "../providers/payments/payments";

const PERIOD_MS = LOCAL_SUBSCRIPTION_PERIOD_DAYS * 86_400_000;

/** A subscription paid on the local test checkout: active for 30 days from now. */
export function newLocalSubscription(session: string, parentId: string, now: Date): SubscriptionSnapshot {
  return {
    subscriptionId: `local_${session}`,
    customerId: null,
    parentId,
    status: "active",
    cancelAtPeriodEnd: false,
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + PERIOD_MS),
    paymentMethodBrand: null,
    paymentMethodLast4: null,
  };
}

/**
 * What a local subscription becomes once its period is over, as Stripe would
 * do it: renewed period after period, or ended if it was set to cancel.
 * Null while the period runs.
 */
export function settledLocalSubscription(
  row: typeof subscriptions.$inferSelect,
  now: Date,
): SubscriptionSnapshot | null {
  const live = row.subscriptionStatus === "active" || row.subscriptionStatus === "trialing";
  if (!live || row.currentPeriodEnd > now) return null;
  const base = {
    subscriptionId: row.subscriptionId,
    customerId: row.customerId,
    parentId: row.parentId,
    paymentMethodBrand: row.paymentMethodBrand,
    paymentMethodLast4: row.paymentMethodLast4,
  };
  if (row.cancelAtPeriodEnd) {
    return {
      ...base,
      status: "canceled",
      cancelAtPeriodEnd: true,
      currentPeriodStart: row.currentPeriodStart,
      currentPeriodEnd: row.currentPeriodEnd,
    };
  }
  const periods = Math.floor((now.getTime() - row.currentPeriodEnd.getTime()) / PERIOD_MS) + 1;
  const start = new Date(row.currentPeriodEnd.getTime() + (periods - 1) * PERIOD_MS);
  return {
    ...base,
    status: "active",
    cancelAtPeriodEnd: false,
    currentPeriodStart: start,
    currentPeriodEnd: new Date(start.getTime() + PERIOD_MS),
  };
}
