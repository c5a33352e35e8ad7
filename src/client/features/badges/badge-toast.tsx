import { X } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import { BADGE_TOAST_MS } from "../../../shared/constants";
import { productMessages } from "../../../shared/messages";
import { dismissEarnedBadge, useEarnedBadges } from "../../hooks/earned-badges";
import { BadgeImage } from "./badge-card";

/** Marks the app's header, which the toast never covers. */
const APP_HEADER_ATTRIBUTE = "data-app-header";

const GAP_PX = 16;

const onScrollOrResize = (changed: () => void) => {
  window.addEventListener("scroll", changed, { passive: true });
  window.addEventListener("resize", changed);
  return () => {
    window.removeEventListener("scroll", changed);
    window.removeEventListener("resize", changed);
  };
};

/** How far down the window the app's header reaches now (0 once scrolled away, or on a page without one). */
const headerBottom = () =>
  Math.max(0, document.querySelector(`[${APP_HEADER_ATTRIBUTE}]`)?.getBoundingClientRect().bottom ?? 0);

/**
 * The app-wide badge-earned toast: each badge a saved game earned, one at a
 * time, for 5 seconds (or until closed). A polite live region announces it;
 * it pops in only when the device allows motion. It sits below the header,
 * so that it never covers the Account link or Log out.
 */
export function BadgeToast() {
  const [badge] = useEarnedBadges();
  const top = useSyncExternalStore(onScrollOrResize, headerBottom, () => 0) + GAP_PX;
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
      style={{ top }}
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
