import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { MODE_LABELS, type GameMode } from "../../../shared/game/modes";
import { Button } from "../../components/ui/button";

/** Each mode in a child's words: what to do, and how it ends. */
const HOW_TO_PLAY: Readonly<Record<GameMode, readonly string[]>> = {
  timed: [
    "Answer as many sums as you can before the 90 seconds run out.",
    "Type your answer and press Go. Stuck? Tap Skip and try the next one.",
  ],
  get_to_100: [
    "Every right answer brings a new sum and takes you closer to 100.",
    "One wrong answer or skip and the game is over, so take care!",
  ],
  missing_piece: [
    "A piece of each sum is hiding, like 7 + ? = 12.",
    "Find the missing number, or tap the missing sign. You have 60 seconds.",
  ],
  traffic_light: [
    "20 sums. Answer quickly to get a green light!",
    "Green is 2 seconds or less, amber is up to 4 seconds, and red is slower.",
  ],
  times_table_tower: [
    "Each right answer adds a block to your tower; a wrong one knocks a block off.",
    "Build it as high as you can in 90 seconds, and don't let it fall!",
  ],
  challenge: [
    "Answer as many sums as you can in 60 seconds.",
    "The player with more right answers wins the challenge!",
  ],
  smart_practice: [
    "30 sums picked just for you: the ones you are learning, and some you know well.",
    "Get one wrong and you will see the answer, then meet that sum again soon. You have 3 minutes.",
  ],
  mtc: [
    "Just like the Year 4 check: first 3 practice sums that don't count, then 25 times tables sums.",
    "You have 6 seconds for each one, then a short rest. Type your answer and press Go. You will see your score at the end.",
  ],
};

/**
 * The card a child sees before their first game of a mode: what to do, then
 * Let's go! (focused, so Enter starts) or I know how to play. Either starts
 * the game; the caller remembers it. The cross goes back without playing (the
 * game's page has no site header).
 */
export function HowToPlayCard({ mode, onStart, back }: { mode: GameMode; onStart: () => void; back: string }) {
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
          {HOW_TO_PLAY[mode].map((line) => (
            <li key={line} className="rounded-2xl bg-brand-50 px-4 py-3">
              {line}
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
