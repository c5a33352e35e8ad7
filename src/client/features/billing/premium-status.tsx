import { Crown } from "lucide-react";
import { premiumEndDate } from "./premium-end";
import { useSubscription } from "../../queries/billing";
import { UpgradeButton } from "./upgrade-button";

/**
 * The dashboard header's Premium badge, with the day it ends when nothing
 * renews it (a referral's week, a cancelled subscription), or the Upgrade
 * button for a family without Premium.
 */
export function PremiumStatus({ now }: { now?: Date }) {
  const subscription = useSubscription();
  if (!subscription.data) return null;
  if (subscription.data.premium) {
    const endsAt = subscription.data.premium_ends_at;
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-sun-300 px-3 py-1 font-bold text-ink">
        <Crown aria-hidden size={18} /> {endsAt ? `Premium until ${premiumEndDate(endsAt, now)}` : "Premium"}
      </span>
    );
  }
  return <UpgradeButton />;
}

/** Marks a link to a Premium feature for a family without it. */
export function PremiumTag() {
  return (
    <span className="inline-flex items-center gap-0.5 rounded-full bg-sun-300 px-2 py-0.5 text-xs font-bold text-ink">
      <Crown aria-hidden size={12} /> Premium
    </span>
  );
}
