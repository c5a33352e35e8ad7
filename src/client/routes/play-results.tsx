import { useQuery } from "@tanstack/react-query";
import { ChevronDown, RotateCcw, Star, Trophy } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Redirect } from "../components/redirect";
import { playRoutes } from "../api-routes";
import { formatQuestion, formatSolved } from "../../shared/game/format-question";
import { DIFFICULTY_LABELS } from "../../shared/constants";
import { MODE_LABELS, type GameMode } from "../../shared/game/modes";
import { percentOf, showsConfetti, starsOf } from "../../shared/game/scoring";
import { messages, productMessages } from "../../shared/messages";
import type { Mission } from "../../shared/api/missions";
import { api } from "../api";
import { navStateText } from "../nav-state";
import { Alert } from "../components/ui/alert";
import { ButtonLink } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { LoadingScreen } from "../components/ui/spinner";
import { useAuth } from "../features/auth/auth-context";
import { ChallengeResultDialog } from "../features/challenges/challenge-result-dialog";
import { queryKeys } from "../queries/keys";
import { gameOutbox } from "../features/play/outbox-sync";
import { refusalReason } from "../features/play/refusal-reason";
import {
  breakdownByType,
  headline,
  isPerfectGame,
  isAnswered,
  personalBestNote,
  playAgainPath,
  resultFromLocal,
  resultFromServer,
  speedPanel,
  type GameResult,
} from "../features/play/results-model";
import { celebrate } from "../features/play/celebrate";
import { playedPracticePlan, practiceMovedUp } from "../features/play/practice-plan";
import { MemoryGame } from "../features/play/memory-game";
import { MtcResult } from "../features/play/mtc-result";
import { MissionCompleteOverlay } from "../features/missions/mission-complete-overlay";
import { useCompletedMission } from "../features/missions/use-completed-mission";
import type { Route } from "./+types/play-results";

/** The mission the save completed, from the save's answer kept on this device (an older copy has none). */
async function completedMissionOf(clientId: string) {
  const { response } = await gameOutbox.local(clientId);
  return (response?.outcomes as { mission_completed?: Mission | null } | undefined)?.mission_completed ?? null;
}

export const meta: Route.MetaFunction = () => [{ title: "Your results | Maths Sprint" }];

async function loadResult(sessionId: string | undefined, clientId: string | undefined): Promise<GameResult | null> {
  if (clientId) {
    const local = await gameOutbox.local(clientId);
    if (local.response) return resultFromServer(local.response);
    if (local.body) return resultFromLocal(local.body, local.refusal ? refusalReason(local.refusal) : null);
  }
  if (!sessionId) return null;
  return resultFromServer(await api(playRoutes.getGame, { params: { sessionId } }));
}

export default function PlayResults() {
  const location = useLocation();
  const { child } = useAuth();
  const sessionId = navStateText(location.state, "sessionId");
  const clientId = navStateText(location.state, "clientId");
  const playAgain = playAgainPath(navStateText(location.state, "playAgain"));
  const dashboard = child ? "/child/dashboard" : "/parent/dashboard";
  const completedMission = useCompletedMission(clientId, completedMissionOf);
  const result = useQuery({
    queryKey: queryKeys.play.result(sessionId, clientId),
    queryFn: () => loadResult(sessionId, clientId),
    enabled: Boolean(sessionId ?? clientId),
    staleTime: Infinity,
    // The copy on this device answers offline too.
    networkMode: "always",
  });

  if (!sessionId && !clientId) {
    return <Redirect to={dashboard} state={{ error: messages.sessionExpiredOrMissing }} />;
  }
  if (result.isPending) return <LoadingScreen message="Adding up your score..." />;
  if (!result.data) {
    return <Redirect to={dashboard} state={{ error: messages.sessionExpiredOrMissing }} />;
  }
  return (
    <>
      <Results result={result.data} dashboard={dashboard} playAgain={playAgain} />
      {completedMission && <MissionCompleteOverlay mission={completedMission} />}
      {/* A refused challenge game has no result: the page says why instead. */}
      {result.data.mode === "challenge" && clientId && result.data.refusedBecause === null && (
        <ChallengeResult clientId={clientId} />
      )}
    </>
  );
}

/** Smart Practice: the facts the session moved up, from the plan kept on this device and the answers. */
function MovedUpCard({ result }: { result: GameResult }) {
  const { child } = useAuth();
  const plan = child ? playedPracticePlan(child.child_data.id) : null;
  if (!plan) return null;
  const moved = practiceMovedUp(plan, result.questions);
  return (
    <Card>
      <h2 className="text-xl font-bold">Your facts</h2>
      {moved.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1" data-testid="facts-moved-up">
          {moved.map((m) => (
            <li key={m.text} className="font-semibold text-mint-700">
              {m.text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-ink-soft">Every answer helps. Keep practising and your facts will move up!</p>
      )}
    </Card>
  );
}

/** A challenge game's result, from the save's answer kept on this device. */
function ChallengeResult({ clientId }: { clientId: string }) {
  const outcome = useQuery({
    queryKey: queryKeys.play.challengeOutcome(clientId),
    queryFn: async () => (await gameOutbox.local(clientId)).response?.outcomes.challenge ?? null,
    staleTime: Infinity,
    networkMode: "always",
  });
  if (outcome.isPending) return null;
  return <ChallengeResultDialog outcome={outcome.data ?? null} />;
}

function Results({
  result,
  dashboard,
  playAgain,
}: {
  result: GameResult;
  dashboard: string;
  /** The address to play the same game again; null for a challenge's game, played once. */
  playAgain: string | null;
}) {
  const percent = percentOf(result.score, result.total);
  const perfect = isPerfectGame(result);
  const stars = starsOf(result.score, result.total);
  const answered = result.questions.filter(isAnswered).length;
  const skipped = result.questions.length - answered;
  const celebrated = useRef(false);
  const mtc = result.mode === "mtc";

  const refused = result.refusedBecause !== null;
  useEffect(() => {
    // A game that was not saved is not celebrated.
    if (celebrated.current || refused || !showsConfetti(result.score, result.total)) return;
    celebrated.current = true;
    celebrate().catch(() => undefined);
  }, [result.score, result.total, refused]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="text-center">
        <p className="font-semibold text-brand-700">
          {/* The check is the same at every level. */}
          {mtc ? MODE_LABELS.mtc : `${MODE_LABELS[result.mode]} · ${DIFFICULTY_LABELS[result.difficulty]}`}
        </p>
        <h1 className="mt-1 text-3xl font-extrabold sm:text-4xl">{headline(percent, perfect)}</h1>
      </div>

      {result.sessionId !== null && (
        <PersonalBest sessionId={result.sessionId} mode={result.mode} score={result.score} />
      )}

      {result.pendingUpload && <Alert tone="info">{productMessages.gameSavedOnDevice}</Alert>}

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

      {perfect && (
        <div className="rounded-2xl bg-sun-300 p-4 text-center font-bold text-ink" role="status">
          Perfect score bonus! Every answer was right. Try the bonus memory game below.
        </div>
      )}

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Your results">
        <Tile label="Score" value={`${result.score} / ${result.total}`} testId="tile-score" />
        <Tile label="Answered" value={String(answered)} testId="tile-answered" />
        <Tile label={mtc ? "No answer" : "Skipped"} value={String(skipped)} testId="tile-skipped" />
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

      {result.mode === "traffic_light" && <SpeedPanelCard result={result} />}

      {result.mode === "smart_practice" && <MovedUpCard result={result} />}

      {mtc && <MtcResult score={result.score} questions={result.questions} />}

      {/* The check asks only multiplications, each shown with its answer and time above. */}
      {!mtc && <QuestionBreakdown questions={result.questions} />}

      {perfect && <MemoryGame difficulty={result.difficulty} />}

      {/* Last, as the spec orders the page, in the page's flow: a bar fixed over the foot of a phone's screen covered the tiles. */}
      <div className="flex justify-center gap-2">
        {playAgain && (
          <ButtonLink
            to={playAgain}
            size="md"
            replace
            className="min-h-12 min-w-0 flex-1 text-center leading-tight sm:flex-none sm:whitespace-nowrap sm:px-6"
          >
            <RotateCcw aria-hidden size={20} /> Play again
          </ButtonLink>
        )}
        <ButtonLink
          to={dashboard}
          size="md"
          variant={playAgain ? "secondary" : "primary"}
          className="min-h-12 min-w-0 flex-1 text-center leading-tight sm:flex-none sm:whitespace-nowrap sm:px-6"
        >
          Back to Dashboard
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * The player's best in this mode from the games before this one (the server
 * keeps them all): "New best!" when this game beat it. A game still waiting on
 * this device has no answer yet, so nothing is shown for it.
 */
function PersonalBest({ sessionId, mode, score }: { sessionId: string; mode: GameMode; score: number }) {
  const best = useQuery({
    queryKey: queryKeys.play.personalBest(sessionId),
    queryFn: () => api(playRoutes.personalBest, { params: { sessionId } }),
    staleTime: Infinity,
  });
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

/** Each question type's right answers, then every question with its answer and time (folded). */
function QuestionBreakdown({ questions }: { questions: GameResult["questions"] }) {
  return (
    <>
      <Card>
        <h2 className="text-xl font-bold">By question type</h2>
        <ul className="mt-3 flex flex-col gap-2">
          {breakdownByType(questions).map((row) => (
            <li key={row.type} className="flex items-center justify-between gap-3">
              <span className="capitalize">{row.type.replace("_", " ")}</span>
              <span className="font-semibold">
                {row.correct} / {row.asked} correct
              </span>
            </li>
          ))}
        </ul>
      </Card>

      <details className="group rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <summary className="flex cursor-pointer list-none items-center justify-between text-xl font-bold">
          Question Details
          <ChevronDown aria-hidden className="transition-transform group-open:rotate-180" />
        </summary>
        <ol className="mt-4 flex flex-col divide-y divide-slate-100">
          {questions.map((q) => (
            <li key={q.position} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="font-mono text-lg">{formatQuestion({ ...q, operator: q.operator_answer })}</span>
              <span className={q.is_correct ? "font-semibold text-mint-600" : "font-semibold text-berry-600"}>
                {q.is_correct ? "✓ Correct" : `✗ ${formatSolved({ ...q, operator: q.operator_answer })}`}
              </span>
              <span className="w-full text-sm text-ink-soft">
                Your answer: {q.user_operator_answer ?? q.user_answer ?? "skipped"}
                {q.response_time_ms !== null && ` · ${(q.response_time_ms / 1000).toFixed(1)} s`}
              </span>
            </li>
          ))}
        </ol>
      </details>
    </>
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

function SpeedPanelCard({ result }: { result: GameResult }) {
  const panel = speedPanel(result.questions);
  const rows = [
    { label: "Green (2 s or less)", count: panel.green, colour: "bg-mint-500" },
    { label: "Amber (2 to 4 s)", count: panel.amber, colour: "bg-sun-400" },
    { label: "Red (over 4 s)", count: panel.red, colour: "bg-berry-600" },
  ];
  return (
    <Card>
      <h2 className="text-xl font-bold">Response speed</h2>
      <p className="text-ink-soft">Average answer time: {panel.averageSeconds.toFixed(1)} s</p>
      <ul className="mt-3 grid grid-cols-3 gap-2">
        {rows.map((row) => (
          <li key={row.label} className="flex flex-col items-center gap-1 rounded-xl bg-slate-50 p-3 text-center">
            <span aria-hidden className={`h-5 w-5 rounded-full ${row.colour}`} />
            <span className="text-2xl font-extrabold">{row.count}</span>
            <span className="text-xs text-ink-soft">{row.label}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
