import { useState, type ReactNode } from "react";
import { Crown } from "lucide-react";
import { useNavigate } from "react-router";
import { PREMIUM_FEATURE_NAMES, PREMIUM_PRICE, type PremiumFeature } from "../../../shared/constants";
import { premiumAddsList } from "../../../shared/messages";
import { errorMessage } from "../../api";
import { Alert } from "../../components/ui/alert";
import { Button, ButtonLink } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Dialog } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { useSubscription } from "../../queries/billing";
import { UpgradeButton } from "./upgrade-button";
import { upsellDismissal, upsellSnoozed } from "./upsell-snooze";

/** What each feature gives a family, in the parent's words. */
const PITCH: Readonly<Record<PremiumFeature, string>> = {
  analytics:
    "See how each child is getting on: every game's score, their best results, and the facts to practise next.",
  challenge_mode: "Challenge your children to head-to-head games, and let them challenge you back.",
  ai_feedback: "Kind, specific tips after each game, written from your child's own answers.",
  premium_stickers: "Extra digital stickers to reward your children's missions.",
};

const PRICE = `${PREMIUM_PRICE} a month, cancel anytime.`;
const DASHBOARD = "/parent/dashboard";

interface PremiumGateProps {
  feature: PremiumFeature;
  /** The signed-in parent's user id: dismissals are remembered per parent on this browser. */
  userId: string;
  children: ReactNode;
  /** The time now, in ms (injected by tests). */
  now?: () => number;
}

/**
 * A parent's page of a Premium feature: the page itself with Premium;
 * without it, the upsell that names the feature. Closing the upsell goes back
 * to the dashboard; dismissing it hides that feature's upsell for 24 hours,
 * leaving a quiet note on the page instead. Parent pages only: a child never
 * reaches one (their routes send them to the child dashboard).
 */
export function PremiumGate({ feature, userId, children, now = Date.now }: PremiumGateProps) {
  const subscription = useSubscription();
  const navigate = useNavigate();
  const [snoozed, setSnoozed] = useState(() => upsellSnoozed(upsellDismissal.get(userId, feature), now()));

  if (subscription.isPending) return <Spinner label="Checking your Premium" />;
  if (subscription.isError) return <Alert tone="error">{errorMessage(subscription.error)}</Alert>;
  if (subscription.data.premium) return children;

  const name = PREMIUM_FEATURE_NAMES[feature];
  const dismiss = () => {
    upsellDismissal.set(userId, feature, now());
    setSnoozed(true);
    void navigate(DASHBOARD);
  };
  return (
    <>
      <Card className="flex flex-col items-start gap-3">
        <span className="inline-flex items-center gap-1 rounded-full bg-sun-300 px-3 py-1 text-sm font-bold text-ink">
          <Crown aria-hidden size={16} /> Premium
        </span>
        <h1 className="text-2xl font-extrabold text-ink">{name} is part of Premium</h1>
        <p className="text-ink-soft">{PITCH[feature]}</p>
        <p className="text-ink-soft">{PRICE}</p>
        <div className="flex flex-wrap items-center gap-3">
          <UpgradeButton />
          <ButtonLink to={DASHBOARD} variant="secondary">
            Back to dashboard
          </ButtonLink>
        </div>
      </Card>
      <Dialog
        open={!snoozed}
        onOpenChange={(open) => !open && void navigate(DASHBOARD)}
        title={`Unlock ${name} with Premium`}
        description={PITCH[feature]}
      >
        <ul className="mb-4 list-disc space-y-1 pl-5 text-ink">
          {premiumAddsList.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mb-4 font-semibold text-ink">{PRICE}</p>
        <div className="flex flex-col gap-3">
          <UpgradeButton />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={dismiss}>
              Don't show this for 24 hours
            </Button>
            <Button variant="secondary" onClick={() => void navigate(DASHBOARD)}>
              Not now
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
