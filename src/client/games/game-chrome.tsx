import type { Ending } from "../../shared/game/ending";
import { Volume2, VolumeX } from "lucide-react";
import { useState } from "react";
import { setSoundMuted, soundMuted } from "./sound";

/** The visible time bar: full at the start, empty at the end; amber in the last 10 seconds. */
export function TimerBar({
  secondsLeft,
  totalSeconds,
  lowTime,
}: {
  secondsLeft: number;
  totalSeconds: number;
  lowTime: boolean;
}) {
  const percent = Math.max(0, Math.min(100, (secondsLeft / totalSeconds) * 100));
  return (
    <div className="flex items-center gap-3">
      <div
        className="h-4 flex-1 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label="Time left"
        aria-valuemin={0}
        aria-valuemax={totalSeconds}
        aria-valuenow={secondsLeft}
      >
        <div
          className={`h-full rounded-full transition-[width] duration-500 ease-linear ${lowTime ? "bg-berry-600" : "bg-mint-500"}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span
        className={`w-14 text-right text-2xl font-extrabold tabular-nums ${lowTime ? "text-berry-600" : "text-ink"}`}
        data-testid="seconds-left"
      >
        {secondsLeft}s
      </span>
    </div>
  );
}

export function MuteButton() {
  const [muted, setMuted] = useState(soundMuted);
  return (
    <button
      type="button"
      onClick={() => {
        setSoundMuted(!muted);
        setMuted(!muted);
      }}
      className="flex h-11 w-11 items-center justify-center rounded-full bg-white text-ink shadow-sm ring-1 ring-slate-200"
      aria-label={muted ? "Turn sound on" : "Turn sound off"}
      aria-pressed={muted}
    >
      {muted ? <VolumeX aria-hidden size={22} /> : <Volume2 aria-hidden size={22} />}
    </button>
  );
}

/** The 3-2-1 Get Ready countdown, seen; the game's announcer says it (`game-announcements.ts`). */
export function CountdownOverlay({ count }: { count: number }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 text-center">
      <p className="text-2xl font-bold text-brand-700">Get Ready!</p>
      <p className="text-7xl font-extrabold text-brand-600 tabular-nums sm:text-8xl" data-testid="countdown">
        {count}
      </p>
    </div>
  );
}

/** Shown when a game ends, before the results; the game's announcer says the end and the score. */
export function EndOverlay({ ending, saving }: { ending: Ending; saving: boolean }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 text-center">
      <p className="text-4xl font-extrabold text-balance text-brand-700 sm:text-5xl short:text-3xl">{ending.title}</p>
      {ending.rightAnswer && (
        <p className="text-xl font-bold text-balance text-ink sm:text-2xl" data-testid="ending-answer">
          The answer was {ending.rightAnswer}
        </p>
      )}
      <p className="text-lg text-ink-soft">{saving ? "Saving your score..." : "Well played!"}</p>
    </div>
  );
}
