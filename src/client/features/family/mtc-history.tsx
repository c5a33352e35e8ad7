import { useState } from "react";
import { ChevronDown } from "lucide-react";
import { MTC_NATIONAL_AVERAGE, MTC_NATIONAL_AVERAGE_YEAR, MTC_QUESTIONS } from "../../../shared/constants";
import { errorMessage } from "../../api";
import { TableHead } from "../../components/ui/table-head";
import { useMtcHistory } from "../../queries/family";

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/**
 * A child's Times Tables Check scores, newest first, beside the national
 * average: folded on the child's card, and asked of the server only once
 * opened, so the dashboard loads nothing more for it.
 */
export function MtcHistory({ childId, childName }: { childId: string; childName: string }) {
  const [open, setOpen] = useState(false);
  const history = useMtcHistory(childId, open);
  const games = history.data?.sessions ?? [];
  return (
    <details
      className="group rounded-xl bg-slate-50 px-3 py-2 text-sm"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="mtc-history"
    >
      <summary
        className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 font-semibold text-ink"
        aria-label={`Times Tables Check scores of ${childName}`}
      >
        Times Tables Check scores
        <ChevronDown aria-hidden size={18} className="transition-transform group-open:rotate-180" />
      </summary>
      <p className="text-ink-soft">
        National average ({MTC_NATIONAL_AVERAGE_YEAR}): {MTC_NATIONAL_AVERAGE.toFixed(1)} / {MTC_QUESTIONS}
      </p>
      {history.isPending && open && <p className="mt-2 text-ink-soft">Loading scores...</p>}
      {history.isError && (
        <p className="mt-2 font-semibold text-berry-600" role="alert">
          {errorMessage(history.error)}
        </p>
      )}
      {history.isSuccess && games.length === 0 && (
        <p className="mt-2 text-ink">No checks yet. {childName} can try one from their dashboard.</p>
      )}
      {games.length > 0 && (
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">Times Tables Check scores of {childName}, newest first</caption>
          <TableHead columns={["Date", "Score"]} cellClassName="py-1 font-semibold" alignEnd={["Score"]} />
          <tbody className="divide-y divide-slate-200">
            {games.map((game) => (
              <tr key={game.id}>
                <td className="py-1 text-ink">{dateOf(game.created_at)}</td>
                <td className="py-1 text-right font-bold text-ink tabular-nums">
                  {game.score} / {game.max_score}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
