import { productMessages } from "../messages";
import { fillIn } from "../words";

/** What the deletion rule looks at in a subscription (docs/product/accounts.md#account-deletion). */
export interface SubscriptionFacts {
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
}

/** Why an account cannot be deleted now; `until` is the period end a scheduled cancellation waits for. */
export type DeletionBlock = { reason: "subscription_active" } | { reason: "subscription_ending"; until: Date };

/** The statuses in which a subscription still bills or may bill again. */
const LIVE_STATUSES = new Set(["active", "trialing", "past_due"]);

/**
 * Deletion is blocked while a subscription is active, or set to cancel at the
 * end of a period that has not ended yet; otherwise it is allowed.
 */
export function deletionBlock(subscriptions: readonly SubscriptionFacts[], now: Date): DeletionBlock | null {
  let ending: Date | null = null;
  for (const s of subscriptions) {
    if (!LIVE_STATUSES.has(s.status)) continue;
    if (!s.cancelAtPeriodEnd) return { reason: "subscription_active" };
    if (s.currentPeriodEnd.getTime() > now.getTime() && (!ending || s.currentPeriodEnd > ending))
      ending = s.currentPeriodEnd;
  }
  return ending ? { reason: "subscription_ending", until: ending } : null;
}

/** A date as the account page shows it: 23 December 2026 (UTC, as every calendar day of the product). */
function formatAccountDate(date: Date): string {
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/** The words of a block, with the date for a scheduled cancellation. */
export function deletionBlockMessage(block: DeletionBlock): string {
  return block.reason === "subscription_active"
    ? productMessages.deletionBlockedActive
    : fillIn(productMessages.deletionBlockedEnding, { date: formatAccountDate(block.until) });
}
