import { Trophy } from "lucide-react";
import type { GameMode } from "../../../shared/game/modes";
import { usePersonalBest } from "../../queries/saved-games";
import { personalBestNote } from "./results-model";

/**
 * The player's best in this mode from the games before this one (the server
 * keeps them all): "New best!" when this game beat it. A game still waiting on
 * this device has no answer yet, so nothing is shown for it.
 */
export function PersonalBest({ sessionId, mode, score }: { sessionId: string; mode: GameMode; score: number }) {
  const best = usePersonalBest(sessionId);
  if (!best.data) return null;
  const note = personalBestNote(mode, score, best.data.best_before);
  return (
    <div
      className={`flex flex-col items-center gap-1 rounded-2xl p-4 text-center ${note.newBest ? "bg-sun-100 ring-2 ring-sun-400" : "bg-white ring-1 ring-slate-200"}`}
      data-testid="personal-best"
      role="status"
    >
      {note.newBest && (
        <p className="flex items-center gap-2 text-2xl font-extrabold text-ink">
          <Trophy aria-hidden size={26} className="text-sun-400" /> New best!
        </p>
      )}
      <p className={note.newBest ? "text-ink" : "text-lg font-semibold"}>{note.text}</p>
    </div>
  );
}
