import { RotateCcw } from "lucide-react";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { DIFFICULTY_LABELS } from "../../../shared/constants";
import { MODE_LABELS } from "../../../shared/game/modes";
import { percentOf } from "../../../shared/game/scoring";
import { productMessages } from "../../../shared/messages";
import { Alert } from "../../components/ui/alert";
import { ButtonLink } from "../../components/ui/button";
import { resultsPageReady } from "./preload-results";
import { headline, isAnswered, isPerfectGame, type GameResult } from "./results-model";

/** A finished game whose results page could not be opened (its code never loaded, and the device is offline). */
export interface HeldGame {
  result: GameResult;
  /** The results page's navigation state, to open it once it can be had. */
  resultsState: Record<string, unknown>;
  dashboard: string;
  playAgain: string | null;
}

/**
 * The results of a game finished offline before the results page's code was ever
 * loaded (a first game on a new device), from the game as played: never the
 * browser's own error page. The full results page opens once the device is back online.
 */
export function HeldResults({ held }: { held: HeldGame }) {
  const navigate = useNavigate();
  const { result, resultsState, dashboard, playAgain } = held;
  useEffect(() => {
    const online = () =>
      void resultsPageReady().then((ready) => {
        if (ready) void navigate("/play/results", { replace: true, state: resultsState });
      });
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [navigate, resultsState]);

  const answered = result.questions.filter(isAnswered).length;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8" data-testid="held-results">
      <div className="text-center">
        <p className="font-semibold text-brand-700">
          {result.mode === "mtc"
            ? MODE_LABELS.mtc
            : `${MODE_LABELS[result.mode]} · ${DIFFICULTY_LABELS[result.difficulty]}`}
        </p>
        <h1 className="mt-1 text-3xl font-extrabold">
          {headline(percentOf(result.score, result.total), isPerfectGame(result))}
        </h1>
      </div>
      {result.refusedBecause === null ? (
        <Alert tone="info">{productMessages.gameSavedOnDevice}</Alert>
      ) : (
        <Alert tone="error">{`${productMessages.gameNotSaved} ${result.refusedBecause}`}</Alert>
      )}
      <dl className="grid grid-cols-2 gap-3" aria-label="Your results">
        <Tile label="Score" value={`${result.score} / ${result.total}`} testId="tile-score" />
        <Tile label="Answered" value={String(answered)} testId="tile-answered" />
      </dl>
      <div className="flex justify-center gap-2">
        {playAgain && (
          <ButtonLink to={playAgain} size="md" replace className="min-h-12 min-w-0 flex-1 text-center leading-tight">
            <RotateCcw aria-hidden size={20} /> Play again
          </ButtonLink>
        )}
        <ButtonLink
          to={dashboard}
          size="md"
          variant={playAgain ? "secondary" : "primary"}
          className="min-h-12 min-w-0 flex-1 text-center leading-tight"
        >
          Back to Dashboard
        </ButtonLink>
      </div>
    </div>
  );
}

function Tile({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
