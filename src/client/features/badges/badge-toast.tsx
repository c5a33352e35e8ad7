import { X } from "lucide-react";
import { useEffect } from "react";
import { BADGE_TOAST_MS } from "../../../shared/constants";
import { productMessages } from "../../../shared/messages";
import { dismissEarnedBadge, useEarnedBadges } from "../../hooks/earned-badges";
import { BadgeImage } from "./badge-card";

/**
 * The app-wide badge-earned toast: each badge a saved game earned, one at a
 * time, for 5 seconds (or until closed). A polite live region announces it;
 * it pops in only when the device allows motion.
 */
export function BadgeToast() {
  const [badge] = useEarnedBadges();
  useEffect(() => {
    if (!badge) return;
    const timer = setTimeout(() => dismissEarnedBadge(badge.id), BADGE_TOAST_MS);
    return () => clearTimeout(timer);
  }, [badge]);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-4 z-[60] flex justify-center px-4"
    >
      {badge && (
        <div
          key={badge.id}
          className="badge-toast pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-2xl bg-white p-3 shadow-xl ring-2 ring-sun-400"
        >
          <BadgeImage badge={badge} size="sm" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-bold text-brand-700">{productMessages.badgeEarnedToast}</p>
            <p className="font-extrabold text-ink">{badge.name}</p>
            <p className="text-sm text-ink-soft">{badge.description}</p>
          </div>
          <button
            type="button"
            onClick={() => dismissEarnedBadge(badge.id)}
            aria-label="Close"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-slate-100"
          >
            <X aria-hidden size={18} />
          </button>
        </div>
      )}
    </div>
  );
}
