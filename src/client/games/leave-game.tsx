import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useBlocker, useNavigate } from "react-router";
import { Button } from "../components/ui/button";

interface LeaveGameProps {
  /** A game is under way: leaving it (this button, the browser's Back, any link) asks first. */
  inProgress: boolean;
  /** Where leaving goes. */
  to: string;
  /** The question is open, so that the keypad rests while it is. */
  onAskingChange: (asking: boolean) => void;
}

/**
 * The way out of a game: a cross in the game's bar. Mid-game, it and every other
 * way of leaving (Back, a link) ask "Leave this game?" first, in a modal dialog
 * that keeps the focus and answers to Escape ("Keep playing").
 */
export function LeaveGame({ inProgress, to, onAskingChange }: LeaveGameProps) {
  const navigate = useNavigate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => inProgress && currentLocation.pathname !== nextLocation.pathname,
  );
  const asking = blocker.state === "blocked";
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (asking && !element.open) element.showModal();
    if (!asking && element.open) element.close();
    onAskingChange(asking);
  }, [asking, onAskingChange]);

  const stay = () => blocker.reset?.();
  return (
    <>
      <button
        type="button"
        onClick={() => void navigate(to)}
        className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-ink shadow-sm ring-1 ring-slate-200"
        aria-label="Leave game"
      >
        <X aria-hidden size={22} />
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="leave-game-title"
        aria-describedby="leave-game-text"
        onCancel={(event) => {
          event.preventDefault();
          stay();
        }}
        className="m-auto w-[calc(100vw-2rem)] max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl backdrop:bg-ink/50"
      >
        <h2 id="leave-game-title" className="text-2xl font-extrabold text-ink">
          Leave this game?
        </h2>
        <p id="leave-game-text" className="mt-2 text-ink-soft">
          This game will not be saved.
        </p>
        <div className="mt-5 flex flex-col gap-2">
          {/* The dialog gives the focus to its first button: staying is the safe choice. */}
          <Button size="lg" onClick={stay}>
            Keep playing
          </Button>
          <Button variant="secondary" onClick={() => blocker.proceed?.()}>
            Leave game
          </Button>
        </div>
      </dialog>
    </>
  );
}
