import { Flame, Lock, Shield } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { ChildData } from "../../../shared/api/children";
import { streakColourStep, streakLabel } from "../../../shared/engagement/streak";
import { MODE_LABELS, type GameMode } from "../../../shared/game/modes";
import { Button } from "../../components/ui/button";
import { CLIENT_MODES, type ClientMode } from "../../modes/modes";
import { onClock } from "../../modes/on-clock";
import { timeAllowanceOf } from "../../../shared/game/time-allowance";
import { playPath } from "../../../shared/routing/play-paths";
import { usePlaySummary } from "../../queries/play";
import { usePracticePlan } from "../../queries/practice-plan";

// Seen only on the day a shield is used: its code loads then, not before every game.
const Dialog = lazy(() => import("../../components/ui/dialog").then(({ Dialog }) => ({ default: Dialog })));

/** The modes offered on the dashboard, with their cards, in the modes' table's order. */
const GAMES = (Object.entries(CLIENT_MODES) as [GameMode, ClientMode][]).flatMap(([mode, { card }]) =>
  card ? [{ mode, card }] : [],
);

/** A chip of the row above the games (the streak, the shield, and the `aside`'s). */
export const CHIP = "inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-bold shadow-sm";
/** A chip's words, left to a screen reader where the row is narrow (a phone's): the chip is its icon there. */
export const SHORT = "max-lg:sr-only";

const STREAK_COLOURS = ["bg-white text-brand-900", "bg-[#c2410c] text-white", "bg-berry-600 text-white"] as const;

/**
 * The play side of the child dashboard: streak, shield (and `aside` beside them) and the games.
 * The row above the games is drawn once, when the summary has answered and `asideSettled` says the
 * aside's own reads have too, so that it never grows a second line while the games are in view.
 */
export function PlayPanel({
  child,
  aside,
  asideSettled = true,
}: {
  child: ChildData;
  aside?: ReactNode;
  asideSettled?: boolean;
}) {
  const [shieldNoticeSeen, setShieldNoticeSeen] = useState(false);
  const summary = usePlaySummary(child.id);
  // Fetched ahead and kept on this device, so Smart Practice starts offline too.
  usePracticePlan(child.id);
  const data = summary.data;
  // Nothing known once the lookup has given up: a streak of 0, what a streak that cannot be worked out shows.
  const streak = data?.streak ?? 0;
  const shieldNotice = Boolean(data?.shield_used) && !shieldNoticeSeen;
  // The summary answers even when its lookup fails (with what this device knew, or null).
  const settled = !summary.isPending && asideSettled;

  return (
    <div className="flex flex-col gap-6">
      {shieldNotice && (
        <Suspense fallback={null}>
          <Dialog
            open
            onOpenChange={(open) => !open && setShieldNoticeSeen(true)}
            title="Your streak shield saved your streak!"
            description="You missed a day, so your streak shield was used up to keep your streak going. Play today to keep it growing!"
          >
            <div className="flex justify-end">
              <Button onClick={() => setShieldNoticeSeen(true)}>Let's play</Button>
            </div>
          </Dialog>
        </Suspense>
      )}
      {/*
        The row keeps the streak's height (44 px) until all of it is known, and is drawn then, in one go: the
        games do not move down whichever of its reads answers last. It is one line at any width: narrower than
        1024 px its chips are their icons (`SHORT`, the `aside`'s too).
      */}
      <div className="flex min-h-11 gap-2">
        <div className="flex gap-2" aria-live="polite">
          {settled && (
            <span className={`${CHIP} ${STREAK_COLOURS[streakColourStep(streak)]}`} data-testid="streak">
              <Flame aria-hidden size={22} />
              {streakLabel(streak)}
            </span>
          )}
          {settled && data?.shield.active && (
            <span className={`${CHIP} bg-sun-300 text-ink`} data-testid="shield">
              <Shield aria-hidden size={20} />
              <span className={SHORT}>
                {data.shield.expiring_soon ? "Streak shield: ends today!" : "Streak shield active"}
              </span>
            </span>
          )}
        </div>
        {settled && aside}
      </div>

      <section aria-labelledby="games-heading">
        <h2 id="games-heading" className="text-2xl font-bold">
          Choose a game
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {GAMES.map(({ mode, card }) => {
            // Locked only when known to be: not while the lookup runs, nor when it failed with nothing known.
            const lock = data && card.lock?.locked(data) ? card.lock : null;
            const body = (
              <>
                <span className="flex items-center gap-2 text-xl font-extrabold">
                  {lock && <Lock aria-hidden size={20} />} {MODE_LABELS[mode]}
                </span>
                <span className="mt-1 block text-white/90">
                  {lock ? lock.text : onClock(card.blurb, mode, timeAllowanceOf(child.time_allowance))}
                </span>
              </>
            );
            return (
              <li key={mode}>
                {lock ? (
                  <div
                    className="block h-full rounded-2xl bg-gradient-to-br from-slate-500 to-slate-700 p-5 text-white opacity-90"
                    aria-disabled="true"
                    data-testid={`game-${mode}`}
                  >
                    {body}
                  </div>
                ) : (
                  <Link
                    to={playPath(mode, child.id, child.difficulty_level)}
                    className={`block h-full rounded-2xl bg-gradient-to-br ${card.colour} p-5 text-white shadow-md transition-transform hover:-translate-y-0.5`}
                    data-testid={`game-${mode}`}
                  >
                    {body}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
