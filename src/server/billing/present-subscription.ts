import type { Subscription } from "../../shared/api/billing";
import type { subscriptions } from "../db/schema/billing";

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function presentSubscription(row: typeof subscriptions.$inferSelect): Subscription {
  return {
    subscription_id: row.subscriptionId,
    subscription_status: row.subscriptionStatus as Subscription["subscription_status"],
    cancel_at_period_end: row.cancelAtPeriodEnd,
    current_period_start: seconds(row.currentPeriodStart),
    current_period_end: seconds(row.currentPeriodEnd),
    payment_method_brand: row.paymentMethodBrand,
    payment_method_last4: row.paymentMethodLast4,
  };
}
