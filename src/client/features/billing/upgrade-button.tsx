import { Crown } from "lucide-react";
import { messages } from "../../../shared/messages";
import { ApiError } from "../../api";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { useUpgrade } from "../../queries/billing";

/**
 * Upgrade to Premium: to the checkout page, or a message saying so if it
 * cannot open. `label` names it where "Upgrade" would not fit (a family
 * that has Premium for now).
 */
export function UpgradeButton({ label = "Upgrade to Premium" }: { label?: string }) {
  const upgrade = useUpgrade();
  const failure =
    upgrade.error instanceof ApiError && upgrade.error.code === "not_authenticated"
      ? messages.signInToUpgrade
      : upgrade.error instanceof ApiError && upgrade.error.code === "already_subscribed"
        ? upgrade.error.message
        : upgrade.isError
          ? messages.openCheckoutFailed
          : null;
  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="accent" busy={upgrade.isPending} onClick={() => upgrade.mutate()}>
        <Crown aria-hidden size={18} /> {label}
      </Button>
      {failure && <Alert tone="error">{failure}</Alert>}
    </div>
  );
}
