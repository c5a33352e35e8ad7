import { X } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { BADGE_TOAST_MS } from "../../../shared/constants";
import { productMessages } from "../../../shared/messages";
import { dismissEarnedBadge, useEarnedBadges } from "../../hooks/earned-badges";
import { BadgeImage } from "./badge-card";
import { placeToast, surroundingsNow, type ToastPlacement } from "./toast-placement";

/** The height of a toast with a one-line description, for when it cannot be measured (not laid out yet). */
const TYPICAL_TOAST_HEIGHT_PX = 88;

const samePlace = (a: ToastPlacement, b: ToastPlacement) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps the toast where it covers nothing the child reads or presses
 * (toast-placement.ts) as the page scrolls, resizes, or changes under it (a
 * dialog opens, the results arrive), while a badge is there to show. The page
 * is measured at most once a frame, before it is drawn, however often it
 * changes: a game's clock changes it ten times a second while a toast waits.
 */
function useToastPlacement(showing: boolean) {
  const card = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<ToastPlacement>({ at: "held" });
  useLayoutEffect(() => {
    if (!showing) return;
    const place = () => {
      // Measured even while held: the card is laid out, unseen, to know its height.
      const height = card.current?.offsetHeight || TYPICAL_TOAST_HEIGHT_PX;
      const next = placeToast(height, surroundingsNow());
      setPlacement((now) => (samePlace(now, next) ? now : next));
    };
    let frame: number | null = null;
    const placeInNextFrame = () => {
      frame ??= requestAnimationFrame(() => {
        frame = null;
        place();
      });
    };
    place();
    const changes = new MutationObserver(placeInNextFrame);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("scroll", placeInNextFrame, { passive: true });
    window.addEventListener("resize", placeInNextFrame);
    return () => {
      changes.disconnect();
      window.removeEventListener("scroll", placeInNextFrame);
      window.removeEventListener("resize", placeInNextFrame);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [showing]);
  return [card, placement] as const;
}

/**
 * The app-wide badge-earned toast: each badge a saved game earned, one at a
 * time, for 5 seconds once it shows (or until closed). A polite live region
 * announces it; it pops in only when the device allows motion. It sits below
 * the header, in the top corner of a wide window or at its foot, wherever it
 * covers nothing the child presses and least of what they read, and waits
 * while a dialog or the controls leave it no room.
 */
export function BadgeToast() {
  const [earned] = useEarnedBadges();
  // The live region is on the page, empty, before the first badge goes into it: a region
  // that arrives with its words already in it is not announced by every screen reader.
  const [regionReady, setRegionReady] = useState(false);
  // A second render on purpose: the empty region first, then its words.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setRegionReady(true), []);
  const badge = regionReady ? earned : undefined;
  const [card, placement] = useToastPlacement(badge !== undefined);
  const held = placement.at === "held";
  useEffect(() => {
    if (!badge || held) return;
    const timer = setTimeout(() => dismissEarnedBadge(badge.id), BADGE_TOAST_MS);
    return () => clearTimeout(timer);
  }, [badge, held]);
  const toast = badge && (
    <div
      key={badge.id}
      ref={card}
      className="badge-toast pointer-events-auto flex w-full max-w-sm items-center lg:max-w-xs gap-3 rounded-2xl bg-white p-3 shadow-xl ring-2 ring-sun-400"
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
  );
  const row = `pointer-events-none fixed inset-x-0 z-[60] flex px-4 ${placement.at === "corner" ? "justify-end" : "justify-center"}`;
  return (
    <>
      <div
        role="status"
        aria-live="polite"
        className={row}
        style={{ top: placement.at === "held" ? 0 : placement.top }}
        data-badge-toast
        data-testid="badge-toast"
        data-placement={badge ? placement.at : undefined}
      >
        {!held && toast}
      </div>
      {/* While it waits, laid out unseen and unheard, so that its height is known. */}
      {held && toast && (
        <div className={`${row} invisible top-0`} aria-hidden data-badge-toast>
          {toast}
        </div>
      )}
    </>
  );
}
