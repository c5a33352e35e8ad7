import { Flame, Lock, Shield } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Link } from "react-router";
import type { ChildData } from "../../../shared/api/children";
import { streakColourStep, streakLabel } from "../../../shared/engagement/streak";
import { MODE_LABELS, type GameMode } from "../../../shared/game/modes";
import { Button } from "../../components/ui/button";
import { CLIENT_MODES, type ClientMode } from "../../modes/modes";
import { playPath } from "../../../shared/routing/play-paths";
import { usePlaySummary } from "../../queries/play";
import { usePracticePlan } from "../../queries/practice-plan";

// Seen only on the day a shield is used: its code loads then, not before every game.
const Dialog = lazy(() => import("../../components/ui/dialog").then(({ Dialog }) => ({ default: Dialog })));

/** The modes offered on the dashboard, with their cards, in the modes' table's order. */
const GAMES = (Object.entries(CLIENT_MODES) as [GameMode, ClientMode][]).flatMap(([mode, { card }]) =>
  card ? [{ mode, card }] : [],
);

const STREAK_COLOURS = ["bg-white text-brand-900", "bg-[#c2410c] text-white", "bg-berry-600 text-white"] as const;

/** The play side of the child dashboard: streak, shield (and `aside` beside them) and the games. */
export function PlayPanel({ child, aside }: { child: ChildData; aside?: ReactNode }) {
  const [shieldNoticeSeen, setShieldNoticeSeen] = useState(false);
  const summary = usePlaySummary(child.id);
  // Fetched ahead and kept on this device, so Smart Practice starts offline too.
  usePracticePlan(child.id);
  const data = summary.data;
  // Nothing known once the lookup has given up: a streak of 0, what a streak that cannot be worked out shows.
  const streak = data === null ? 0 : data?.streak;
  const shieldNotice = Boolean(data?.shield_used) && !shieldNoticeSeen;

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
      {/* The row keeps the streak's height (44 px) while the summary is asked, so the games do not move down when it comes. */}
      <div className="flex min-h-11 flex-wrap gap-3">
        <div className="flex flex-wrap gap-3" aria-live="polite">
          {streak !== undefined && (
            <span
              className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-lg font-bold shadow-sm ${STREAK_COLOURS[streakColourStep(streak)]}`}
              data-testid="streak"
            >
              <Flame aria-hidden size={22} /> {streakLabel(streak)}
            </span>
          )}
          {data?.shield.active && (
            <span
              className="inline-flex items-center gap-2 rounded-full bg-sun-300 px-4 py-2 font-bold text-ink"
              data-testid="shield"
            >
              <Shield aria-hidden size={20} />
              {data.shield.expiring_soon ? "Streak shield: ends today!" : "Streak shield active"}
            </span>
          )}
        </div>
        {aside}
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
                <span className="mt-1 block text-white/90">{lock ? lock.text : card.blurb}</span>
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
