import { Check, Copy } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { REFERRAL_MAX_WEEKS } from "../../../shared/constants";
import { messages, productMessages } from "../../../shared/messages";
import { fillIn } from "../../../shared/words";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { shareTargets } from "../../components/share/share-links";
import { ShareTargetList } from "../../components/share/share-target-list";
import { INVITE_MESSAGE, inviteLink } from "./share-links";

/** How long "Copied!" stays after a copy. */
const COPIED_MS = 3_000;

type CopyState = "idle" | "copied" | "failed";

/**
 * The parent's invite link with Copy link and the share targets
 * (WhatsApp, Facebook, X, Bluesky, email). Each target is a plain link to the
 * service's own share page in a new tab, so nothing of theirs loads here.
 */
export function InviteFriendsDialog({
  open,
  onOpenChange,
  code,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  code: string;
}) {
  const link = inviteLink(window.location.origin, code);
  const inputId = useId();
  const [copy, setCopy] = useState<CopyState>("idle");

  useEffect(() => {
    if (copy !== "copied") return;
    const timer = setTimeout(() => setCopy("idle"), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    try {
      // Missing outside a secure context, and refused when the browser says no.
      if (!("clipboard" in navigator)) throw new Error("No clipboard");
      await navigator.clipboard.writeText(link);
      setCopy("copied");
    } catch {
      setCopy("failed");
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setCopy("idle");
        onOpenChange(next);
      }}
      title="Invite friends"
      description={fillIn(productMessages.referralInviteTerms, { max: REFERRAL_MAX_WEEKS })}
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <label htmlFor={inputId} className="font-semibold text-ink">
            Your invite link
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={inputId}
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-slate-50 px-3 text-ink"
            />
            <Button onClick={() => void copyLink()} className="shrink-0">
              {copy === "copied" ? <Check aria-hidden size={18} /> : <Copy aria-hidden size={18} />}
              Copy link
            </Button>
          </div>
          <p role="status" className="font-semibold text-emerald-700">
            {copy === "copied" ? productMessages.linkCopied : ""}
          </p>
          {copy === "failed" && <Alert tone="error">{messages.copyLinkFailed}</Alert>}
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-ink">Share it on</h3>
          <ShareTargetList targets={shareTargets(link, INVITE_MESSAGE)} />
        </div>
      </div>
    </Dialog>
  );
}
