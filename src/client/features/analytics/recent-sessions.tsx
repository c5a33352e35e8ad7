import { ChevronDown } from "lucide-react";
import { useState } from "react";
import type { GameSession } from "../../../shared/api/play";
import { DIFFICULTY_LABELS } from "../../../shared/constants";
import { formatQuestion, formatSolved } from "../../../shared/game/format-question";
import { MODE_LABELS } from "../../../shared/game/modes";
import { percentOf, performanceBand, scoreOutOf, type PerformanceBand } from "../../../shared/game/scoring";
import { messages } from "../../../shared/messages";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { TableHead } from "../../components/ui/table-head";
import { useGameQuestions, useRecentSessions } from "../../queries/analytics";

const BAND_CLASS: Readonly<Record<PerformanceBand, string>> = {
  green: "bg-mint-500",
  yellow: "bg-sun-400",
  red: "bg-berry-600",
};

/** A figure's cell; on a phone, where the column headings are hidden, it names itself. */
const CELL = "py-2 pr-2 max-sm:py-0 max-sm:before:text-ink-soft max-sm:before:content-[attr(data-label)':_']";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

/** The recent games' table (docs/product/gameplay.md#analytics): newest first, each row opening onto its questions. */
export function RecentSessions({ childId }: { childId: string }) {
  const games = useRecentSessions(childId);
  const rows = games.data?.pages.flatMap((p) => p.sessions) ?? [];
  return (
    <section aria-labelledby="recent-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="recent-heading" className="text-xl font-bold text-ink">
        Recent Sessions
      </h2>
      {games.isPending ? (
        <Spinner label="Loading sessions" />
      ) : games.isError ? (
        <Alert tone="error">{messages.loadAnalyticsFailed}</Alert>
      ) : rows.length === 0 ? (
        <p className="mt-3 text-ink-soft">{messages.noSessionsYet}</p>
      ) : (
        <>
          <div className="relative -mx-5 mt-3 overflow-x-auto px-5">
            {/* On a phone each game's row stacks onto two lines, each figure named, so nothing is off the edge. */}
            <table className="w-full text-left text-sm sm:min-w-[36rem]" data-testid="recent-sessions">
              <TableHead
                columns={["Date", "Mode", "Score", "Duration", "Difficulty", "Performance"]}
                className="max-sm:sr-only"
                cellClassName="py-2 pr-2 font-semibold"
              />
              {rows.map((game) => (
                <SessionRows key={game.id} game={game} />
              ))}
            </table>
          </div>
          {games.hasNextPage && (
            <Button
              variant="secondary"
              size="md"
              className="mt-3"
              disabled={games.isFetchingNextPage}
              onClick={() => void games.fetchNextPage()}
            >
              {games.isFetchingNextPage ? "Loading…" : "Show more"}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function SessionRows({ game }: { game: GameSession }) {
  const [open, setOpen] = useState(false);
  const percent = Math.round(percentOf(game.score, game.max_score));
  const detailsId = `session-${game.id}`;
  return (
    <tbody className="border-t border-slate-100">
      <tr className="max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:pb-2">
        <td className="py-2 pr-2 max-sm:w-full max-sm:py-0">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((o) => !o)}
            className="inline-flex min-h-11 items-center gap-1 rounded font-semibold text-brand-700"
          >
            <ChevronDown
              aria-hidden
              size={16}
              className={open ? "rotate-180 transition-transform" : "transition-transform"}
            />
            {when(game.created_at)}
            <span className="sr-only">: {open ? "hide" : "show"} the questions</span>
          </button>
        </td>
        <td className="py-2 pr-2 max-sm:w-full max-sm:py-0 max-sm:font-semibold">{MODE_LABELS[game.mode]}</td>
        <td className={`${CELL} tabular-nums`} data-label="Score">
          {scoreOutOf(game.score, game.max_score)}
        </td>
        <td className={`${CELL} tabular-nums`} data-label="Duration">
          {game.duration} s
        </td>
        <td className={CELL} data-label="Difficulty">
          {DIFFICULTY_LABELS[game.difficulty_level]}
        </td>
        <td className="py-2 max-sm:py-0">
          <div className="flex items-center gap-2">
            <div
              className="h-2.5 w-20 overflow-hidden rounded-full bg-slate-100"
              role="img"
              aria-label={`${percent}%`}
              data-band={performanceBand(percent)}
            >
              <div className={`h-full ${BAND_CLASS[performanceBand(percent)]}`} style={{ width: `${percent}%` }} />
            </div>
            <span aria-hidden className="tabular-nums">
              {percent}%
            </span>
          </div>
        </td>
      </tr>
      {open && (
        <tr id={detailsId} className="max-sm:block">
          <td colSpan={6} className="pb-3 max-sm:block">
            <QuestionRows sessionId={game.id} />
          </td>
        </tr>
      )}
    </tbody>
  );
}

function QuestionRows({ sessionId }: { sessionId: string }) {
  const game = useGameQuestions(sessionId, true);
  if (game.isPending) return <Spinner label="Loading questions" />;
  if (game.isError) return <Alert tone="error">{messages.loadAnalyticsFailed}</Alert>;
  if (game.data.questions.length === 0)
    return <p className="text-ink-soft">No questions were answered in this game.</p>;
  return (
    <ol className="grid gap-1 rounded-xl bg-slate-50 p-3 sm:grid-cols-2" aria-label="Questions">
      {game.data.questions.map((q) => (
        <li key={q.position} className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-mono">{formatQuestion({ ...q, operator: q.operator_answer })}</span>
          <span className={q.is_correct ? "font-semibold text-mint-700" : "font-semibold text-berry-600"}>
            {q.is_correct ? "✓" : `✗ ${formatSolved({ ...q, operator: q.operator_answer })}`}
            <span className="sr-only">{q.is_correct ? " right" : " wrong"}</span>
          </span>
          <span className="w-full text-xs text-ink-soft">
            Answer: {q.user_operator_answer ?? q.user_answer ?? "skipped"}
            {q.response_time_ms !== null && ` · ${(q.response_time_ms / 1000).toFixed(1)} s`}
          </span>
        </li>
      ))}
    </ol>
  );
}
