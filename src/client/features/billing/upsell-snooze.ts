import { UPSELL_SUPPRESSION_MS, type PremiumFeature } from "../../../shared/constants";
import { localStore } from "../../local-store";

/**
 * Whether an upsell dismissed at `dismissedAt` (ms) is still hidden at `now`:
 * for 24 hours after. A dismissal dated up to 24 hours ahead (the device's
 * clock put back) still hides it, as the feedback prompt's does; one further
 * ahead does not, so that a wrong clock cannot hide it for ever.
 */
export function upsellSnoozed(dismissedAt: number | null, now: number): boolean {
  return dismissedAt !== null && Math.abs(now - dismissedAt) < UPSELL_SUPPRESSION_MS;
}

/** Each parent's dismissals on this browser, one per feature. */
const keyOf = (userId: string, feature: PremiumFeature) => `ms.upsellDismissed.${userId}.${feature}`;

export const upsellDismissal = {
  get(userId: string, feature: PremiumFeature): number | null {
    const stored = Number(localStore.get(keyOf(userId, feature)) ?? Number.NaN);
    return Number.isFinite(stored) ? stored : null;
  },
  set(userId: string, feature: PremiumFeature, at: number): void {
    localStore.set(keyOf(userId, feature), String(at));
  },
};
