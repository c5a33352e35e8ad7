import { ShieldAlert } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useEnablePinSignIn, usePinSignInStatus } from "../../queries/family";

function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
}

/**
 * Shown only when wrong PINs have slowed or turned off children's sign-in:
 * the parent's control to turn it back on.
 */
export function PinSignInPanel() {
  const status = usePinSignInStatus();
  const enable = useEnablePinSignIn();
  if (!status.data) return null;
  const { trusted, other } = status.data;
  const off = trusted.disabled || other.disabled;
  const slowed = !off && (trusted.locked_until ?? other.locked_until);
  if (!off && !slowed) return null;
  return (
    <Card className="flex flex-col gap-3 bg-amber-50 ring-amber-300 sm:flex-row sm:items-center">
      <ShieldAlert aria-hidden className="shrink-0 text-amber-700" size={32} />
      <div className="flex-1">
        <h2 className="font-bold text-ink">
          {off ? "Children's PIN sign-in is turned off" : "Children's PIN sign-in is paused"}
        </h2>
        <p className="text-ink-soft">
          {off
            ? `Someone entered a wrong PIN too many times${trusted.disabled ? " on this family's own devices" : " on another device"}. Turn sign-in back on when you're ready; you can also set new PINs.`
            : `After several wrong PINs, sign-in is paused until ${formatTime(slowed || "")}.`}
        </p>
      </div>
      <Button onClick={() => enable.mutate()} busy={enable.isPending}>
        Turn PIN sign-in back on
      </Button>
    </Card>
  );
}
