import { useCallback, useState } from "react";
import type { Subscription } from "../../../shared/api/billing";
import { PREMIUM_PRICE } from "../../../shared/constants";
import { useClearAfter } from "../../hooks/use-clear-after";
import { messages } from "../../../shared/messages";
import { ApiError, errorMessage } from "../../api";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { premiumEndDate } from "./premium-end";
import { longDate, SubscriptionDetails } from "./subscription-details";
import { useCancelSubscription, useSubscription } from "../../queries/billing";
import { UpgradeButton } from "./upgrade-button";

const isLive = (s: Subscription) => s.subscription_status === "active" || s.subscription_status === "trialing";

/**
 * Premium without a subscription (a referral's weeks): the day it ends, what
 * a subscription keeps after it, and that one starts on the day it is taken.
 */
function PremiumThatEnds({ endsOn }: { endsOn: string }) {
  return (
    <>
      <p className="text-ink-soft">
        Your family has Premium until {endsOn}, with no subscription: it ends then, and nothing is charged.
      </p>
      <p className="text-ink-soft">
        To keep analytics and progress history, Challenge Mode and AI tutor feedback after {endsOn}, subscribe for{" "}
        {PREMIUM_PRICE} a month, cancel anytime. A subscription starts on the day you take it.
      </p>
      <div className="self-start">
        <UpgradeButton label="Subscribe to keep Premium" />
      </div>
    </>
  );
}

/** Account Settings' Premium subscription: its details, Upgrade when there is none, and Cancel with confirmation. */
export function SubscriptionSection({ now }: { now?: Date }) {
  const state = useSubscription();
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const clear = useCallback(() => setMessage(null), []);
  useClearAfter(message?.text ?? null, clear);

  const subscription = state.data?.subscription ?? null;
  const live = subscription !== null && isLive(subscription);

  return (
    <Card role="region" aria-labelledby="subscription-heading">
      <h2 id="subscription-heading" className="text-xl font-bold">
        Premium subscription
      </h2>
      <div className="mt-4 flex flex-col gap-4">
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        {state.isPending && <Spinner label="Loading your subscription" />}
        {state.isError && <Alert tone="error">{errorMessage(state.error)}</Alert>}
        {state.data && live && subscription && (
          <SubscriptionDetails
            subscription={subscription}
            premiumEndsAt={state.data.premium_ends_at}
            onCancel={() => setConfirming(true)}
          />
        )}
        {state.data && !live && state.data.premium && state.data.premium_ends_at && (
          <PremiumThatEnds endsOn={premiumEndDate(state.data.premium_ends_at, now)} />
        )}
        {state.data && !live && !(state.data.premium && state.data.premium_ends_at) && (
          <>
            <p className="text-ink-soft">
              Your family is on the free plan. Premium adds analytics and progress history, Challenge Mode and AI tutor
              feedback for {PREMIUM_PRICE} a month, cancel anytime.
            </p>
            <div className="self-start">
              <UpgradeButton />
            </div>
          </>
        )}
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        title="Cancel your Premium subscription?"
        description={
          subscription
            ? `Premium stays on until ${longDate(subscription.current_period_end)}, and you will not be charged again.`
            : undefined
        }
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep Premium
          </Button>
          <Button
            variant="danger"
            busy={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => setMessage({ tone: "success", text: "Your subscription has been cancelled." }),
                onError: (error) =>
                  setMessage({
                    tone: "error",
                    text:
                      error instanceof ApiError && error.code === "no_subscription"
                        ? messages.noPremiumToCancel
                        : messages.cancelSubscriptionFailed,
                  }),
                onSettled: () => setConfirming(false),
              })
            }
          >
            Cancel subscription
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
