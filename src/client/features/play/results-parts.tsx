import { RotateCcw } from "lucide-react";
import { productMessages } from "../../../shared/messages";
import { ButtonLink } from "../../components/ui/button";

/** One figure of a game's results: its label and its value. */
export function Tile({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

const action = "min-h-12 min-w-0 flex-1 text-center leading-tight sm:flex-none sm:whitespace-nowrap sm:px-6";

/**
 * Where to go after a game: Play again (when the game can be played again) and
 * the dashboard, or, once the child's hour of play has ended, Sign in again.
 */
export function ResultsActions({
  playAgain,
  dashboard,
  hourUp = false,
}: {
  playAgain: string | null;
  dashboard: string;
  hourUp?: boolean;
}) {
  return (
    <div className="flex justify-center gap-2" data-toast-keep-clear="press">
      {playAgain && (
        <ButtonLink to={playAgain} size="md" replace className={action}>
          <RotateCcw aria-hidden size={20} /> Play again
        </ButtonLink>
      )}
      <ButtonLink
        to={dashboard}
        size="md"
        variant={playAgain ? "secondary" : "primary"}
        className={action}
        {...(hourUp && { replace: true, state: { message: productMessages.childSessionEnded } })}
      >
        {hourUp ? "Sign in again" : "Back to Dashboard"}
      </ButtonLink>
    </div>
  );
}
