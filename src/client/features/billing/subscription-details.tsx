import type { Subscription } from "../../../shared/api/billing";
import { PREMIUM_PRICE } from "../../../shared/constants";
import { Button } from "../../components/ui/button";

/** A date given in seconds since the epoch, as "3 March 2026". */
export const longDate = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });

const STATUS_LABELS: Record<Subscription["subscription_status"], string> = {
  active: "Active",
  trialing: "Active",
  past_due: "Payment overdue",
  unpaid: "Unpaid",
  incomplete: "Incomplete",
  canceled: "Ended",
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Props {
  subscription: Subscription;
  /** When Premium ends, once the subscription is cancelled (the server's word for it). */
  premiumEndsAt: string | null;
  onCancel: () => void;
}

/** A live subscription: its status, plan, period, renewal and card, then when Premium ends or Cancel. */
export function SubscriptionDetails({ subscription, premiumEndsAt, onCancel }: Props) {
  return (
    <>
      <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Status</dt>
        <dd>{subscription.cancel_at_period_end ? "Cancelling" : STATUS_LABELS[subscription.subscription_status]}</dd>
        <dt className="font-semibold">Plan</dt>
        <dd>Premium, {PREMIUM_PRICE} a month</dd>
        <dt className="font-semibold">Current period</dt>
        <dd>
          {longDate(subscription.current_period_start)} to {longDate(subscription.current_period_end)}
        </dd>
        <dt className="font-semibold">{subscription.cancel_at_period_end ? "Premium ends on" : "Renews on"}</dt>
        <dd>{longDate(subscription.current_period_end)}</dd>
        <dt className="font-semibold">Payment method</dt>
        <dd>
          {subscription.payment_method_last4
            ? `${capitalise(subscription.payment_method_brand ?? "Card")} ending ${subscription.payment_method_last4}`
            : "Test payment (no card)"}
        </dd>
      </dl>
      {subscription.cancel_at_period_end ? (
        <p className="text-ink-soft">
          Your subscription is cancelled and will not renew. Premium stays on until{" "}
          {longDate(premiumEndsAt ? Date.parse(premiumEndsAt) / 1000 : subscription.current_period_end)}.
        </p>
      ) : (
        <Button variant="secondary" className="self-start" onClick={onCancel}>
          Cancel subscription
        </Button>
      )}
    </>
  );
}
