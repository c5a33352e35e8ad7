import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { MODE_LABELS, type GameMode } from "../../../shared/game/modes";
import { Button } from "../../components/ui/button";
import { CLIENT_MODES } from "../../modes/modes";
import { onClock } from "../../modes/on-clock";
import type { TimeAllowance } from "../../../shared/game/time-allowance";

/**
 * The card a child sees before their first game of a mode: what to do, then
 * Let's go! (focused, so Enter starts) or I know how to play. Either starts
 * the game; the caller remembers it. The cross goes back without playing (the
 * game's page has no site header).
 */
export function HowToPlayCard({
  mode,
  timeAllowance,
  onStart,
  back,
}: {
  mode: GameMode;
  /** The clock the child plays on (more time): the card says the child's time. */
  timeAllowance: TimeAllowance;
  onStart: () => void;
  back: string;
}) {
  const start = useRef<HTMLButtonElement>(null);
  useEffect(() => start.current?.focus(), []);
  return (
    <div className="flex min-h-dvh items-center px-3 py-4">
      <section
        aria-labelledby="how-to-play-title"
        className="relative mx-auto flex w-full max-w-md flex-col gap-5 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8"
        data-testid="how-to-play"
      >
        <Link
          to={back}
          className="absolute top-3 right-3 flex h-11 w-11 items-center justify-center rounded-full text-ink-soft hover:bg-slate-100"
          aria-label="Back to Dashboard"
        >
          <X aria-hidden size={22} />
        </Link>
        <div>
          <p className="font-semibold text-brand-700">How to play</p>
          <h1 id="how-to-play-title" className="mt-1 text-3xl font-extrabold">
            {MODE_LABELS[mode]}
          </h1>
        </div>
        <ul className="flex flex-col gap-3 text-left text-lg">
          {CLIENT_MODES[mode].howToPlay.map((line) => (
            <li key={line} className="rounded-2xl bg-brand-50 px-4 py-3">
              {onClock(line, mode, timeAllowance)}
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2">
          <Button ref={start} size="lg" onClick={onStart}>
            Let&apos;s go!
          </Button>
          <Button variant="ghost" onClick={onStart}>
            I know how to play
          </Button>
        </div>
      </section>
    </div>
  );
}
