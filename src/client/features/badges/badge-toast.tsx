import { X } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import { BADGE_TOAST_MS } from "../../../shared/constants";
import { productMessages } from "../../../shared/messages";
import { dismissEarnedBadge, useEarnedBadges } from "../../hooks/earned-badges";
import { BadgeImage } from "./badge-card";

/**
 * Marks what stays at the foot of the window (a notice, a keypad): the toast
 * sits above it.
 */
const KEEP_CLEAR_ATTRIBUTE = "data-badge-toast-above";

const GAP_PX = 16;

const onScrollOrResize = (changed: () => void) => {
  window.addEventListener("scroll", changed, { passive: true });
  window.addEventListener("resize", changed);
  return () => {
    window.removeEventListener("scroll", changed);
    window.removeEventListener("resize", changed);
  };
};

/** How far up from the window's foot what stays there reaches now (0 when nothing does). */
const bottomTaken = () => {
  let highest = window.innerHeight;
  for (const element of document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`))
    highest = Math.min(highest, element.getBoundingClientRect().top);
  return Math.max(0, window.innerHeight - highest);
};

/**
 * The app-wide badge-earned toast: each badge a saved game earned, one at a
 * time, for 5 seconds (or until closed). A polite live region announces it;
 * it pops in only when the device allows motion. It sits at the foot of the
 * window, above anything that stays there: never over the header's Log out,
 * the results' headline or an open dialog's title, which are read first.
 */
export function BadgeToast() {
  const [badge] = useEarnedBadges();
  const bottom = useSyncExternalStore(onScrollOrResize, bottomTaken, () => 0) + GAP_PX;
  useEffect(() => {
    if (!badge) return;
    const timer = setTimeout(() => dismissEarnedBadge(badge.id), BADGE_TOAST_MS);
    return () => clearTimeout(timer);
  }, [badge]);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 z-[60] flex justify-center px-4"
      style={{ bottom }}
      data-testid="badge-toast"
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
