import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { productMessages } from "../../../shared/messages";
import { scoreOutOf } from "../../../shared/game/scoring";
import { Alert } from "../../components/ui/alert";
import { resultsPageReady } from "./preload-results";
import { ResultsActions, Tile } from "./results-parts";
import { gameTitle, isAnswered, resultsHeadline, savedOnDeviceText, type GameResult } from "./results-model";

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

  // Read from the headline down, as on the results page.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const answered = result.questions.filter(isAnswered).length;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8" data-testid="held-results">
      <div className="text-center">
        <p className="font-semibold text-brand-700">{gameTitle(result)}</p>
        <h1 ref={heading} tabIndex={-1} className="mt-1 text-3xl font-extrabold">
          {resultsHeadline(result, null)}
        </h1>
      </div>
      {result.refusedBecause === null ? (
        <Alert tone="info">{savedOnDeviceText(result)}</Alert>
      ) : (
        <Alert tone="error">{`${productMessages.gameNotSaved} ${result.refusedBecause}`}</Alert>
      )}
      <dl className="grid grid-cols-2 gap-3" aria-label="Your results">
        <Tile label="Score" value={scoreOutOf(result.score, result.total)} testId="tile-score" />
        <Tile label="Answered" value={String(answered)} testId="tile-answered" />
      </dl>
      <ResultsActions playAgain={playAgain} dashboard={dashboard} />
    </div>
  );
}
