import { Shield, Star } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { SHIELD_DAILY_TOWER_WINS, SHIELD_VALID_DAYS } from "../../../shared/constants";
import type { ChallengeOutcome } from "../../../shared/api/challenges";
import { scoreOutOf, showsConfetti, starsOf } from "../../../shared/game/scoring";
import { productMessages } from "../../../shared/messages";
import { fillIn } from "../../../shared/words";
import { Alert } from "../../components/ui/alert";
import { CLIENT_MODES } from "../../modes/modes";
import { RESULTS_PANELS } from "../../modes/results-panels";
import { celebrate } from "./celebrate";
import { MemoryGame } from "./memory-game";
import { PersonalBest } from "./personal-best";
import { QuestionBreakdown } from "./question-breakdown";
import { ResultsActions, Tile } from "./results-parts";
import {
  gameTitle,
  isAnswered,
  isPerfectGame,
  resultsHeadline,
  savedOnDeviceText,
  type GameResult,
} from "./results-model";

/** A finished game's results: the headline, the tiles, each mode's own panel, and where to go next. */
export function GameResults({
  result,
  childId,
  dashboard,
  playAgain,
  hourUp = false,
  challenge = null,
}: {
  result: GameResult;
  /** The signed-in child, whose Smart Practice plan this device kept; null for a parent. */
  childId: string | null;
  dashboard: string;
  /** The address to play the same game again; null for a challenge's game, played once. */
  playAgain: string | null;
  /** The child's hour of play ended: the game waits for them to sign in again, which `dashboard` leads to. */
  hourUp?: boolean;
  /** A challenge game's challenge as the save's answer left it; null when not known (or not a challenge). */
  challenge?: ChallengeOutcome | null;
}) {
  const perfect = isPerfectGame(result);
  const stars = starsOf(result.score, result.total);

  const answered = result.questions.filter(isAnswered).length;
  const skipped = result.questions.length - answered;
  const celebrated = useRef(false);
  const { unansweredLabel, byType } = CLIENT_MODES[result.mode].results;
  const Panel = RESULTS_PANELS[result.mode];

  // A game that waited on this device while the page was open, then saved by the server (its answer has the game's id).
  const [waited, setWaited] = useState(result.pendingUpload);
  if (result.pendingUpload && !waited) setWaited(true);
  const savedAfterWaiting = waited && result.sessionId !== null;

  const refused = result.refusedBecause !== null;
  // The results read from their headline down, as a screen reader reads a page it has just come to.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    // A game that was not saved is not celebrated.
    if (celebrated.current || refused || !showsConfetti(result.score, result.total)) return;
    celebrated.current = true;
    celebrate().catch(() => undefined);
  }, [result.score, result.total, refused]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      {/* The badge toast keeps clear of the headline (toast-placement.ts). */}
      <div className="text-center" data-toast-keep-clear="read">
        <p className="font-semibold text-brand-700">{gameTitle(result)}</p>
        <h1 ref={heading} tabIndex={-1} className="mt-1 text-3xl font-extrabold sm:text-4xl">
          {resultsHeadline(result, challenge)}
        </h1>
      </div>

      {result.sessionId !== null && (
        <PersonalBest sessionId={result.sessionId} mode={result.mode} score={result.score} />
      )}

      {hourUp ? (
        <Alert tone="info">
          <p className="font-bold">{productMessages.childSessionEnded}</p>
          {result.pendingUpload && <p>{productMessages.gameWaitsForSignIn}</p>}
        </Alert>
      ) : result.pendingUpload ? (
        <Alert tone="info">{savedOnDeviceText(result)}</Alert>
      ) : (
        savedAfterWaiting && <Alert tone="success">{productMessages.gameSavedAfterWaiting}</Alert>
      )}

      {result.refusedBecause !== null && (
        <Alert tone="error">
          <div data-testid="game-not-saved">
            <p className="font-bold">{productMessages.gameNotSaved}</p>
            <p>{result.refusedBecause}</p>
            <p className="mt-1">
              {playAgain ? productMessages.gameNotSavedPlayAgain : productMessages.gameNotSavedDashboard}
            </p>
          </div>
        </Alert>
      )}

      {result.shieldEarned && (
        <div
          className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4 text-ink ring-1 ring-brand-200"
          role="status"
          data-testid="shield-earned"
        >
          <Shield aria-hidden size={28} className="shrink-0 text-brand-600" />
          <div>
            <p className="font-bold">{productMessages.shieldEarnedTitle}</p>
            <p>{fillIn(productMessages.shieldEarnedText, { days: SHIELD_VALID_DAYS })}</p>
          </div>
        </div>
      )}

      {result.towerWinsToday !== null && result.towerWinsToday > 0 && (
        <div className="rounded-2xl bg-white p-4 text-ink ring-1 ring-brand-200" data-testid="tower-wins-today">
          <p className="font-bold">
            {fillIn(
              result.towerWinsToday > SHIELD_DAILY_TOWER_WINS
                ? productMessages.towerWinsTodayPast
                : productMessages.towerWinsToday,
              {
                wins: result.towerWinsToday,
                needed: SHIELD_DAILY_TOWER_WINS,
              },
            )}
          </p>
          {result.towerWinsToday < SHIELD_DAILY_TOWER_WINS && (
            <p>{fillIn(productMessages.towerWinsToShield, { needed: SHIELD_DAILY_TOWER_WINS })}</p>
          )}
        </div>
      )}

      {perfect && (
        <div className="rounded-2xl bg-sun-300 p-4 text-center font-bold text-ink" role="status">
          Perfect score bonus! Every answer was right. Try the bonus memory game below.
        </div>
      )}

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Your results">
        <Tile label="Score" value={scoreOutOf(result.score, result.total)} testId="tile-score" />
        <Tile label="Answered" value={String(answered)} testId="tile-answered" />
        <Tile label={unansweredLabel} value={String(skipped)} testId="tile-skipped" />
        <div className="rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200">
          <dt className="text-sm font-semibold text-ink-soft">Rating</dt>
          <dd className="mt-1">
            <span
              role="img"
              className="flex justify-center gap-0.5"
              data-testid="tile-rating"
              aria-label={`${stars} out of 5 stars`}
            >
              {Array.from({ length: 5 }, (_, i) => (
                <Star
                  key={i}
                  aria-hidden
                  size={22}
                  className={i < stars ? "fill-sun-400 text-sun-400" : "text-slate-300"}
                />
              ))}
            </span>
          </dd>
        </div>
      </dl>

      {Panel && <Panel score={result.score} questions={result.questions} childId={childId} />}

      {byType && <QuestionBreakdown questions={result.questions} />}

      {perfect && <MemoryGame difficulty={result.difficulty} />}

      {/* Last, after the figures (docs/product/gameplay.md#results), in the page's flow: a bar fixed over the foot of a phone's screen covered the tiles. */}
      <ResultsActions playAgain={playAgain} dashboard={dashboard} hourUp={hourUp} />
    </div>
  );
}
