import type { ReactNode } from "react";
import type { AnalyticsSummary } from "../../../shared/api/analytics";

/** A value, or a dash when the child has not played the games it is about. */
const show = (value: number | null, unit = "") => (value === null ? "–" : `${value}${unit}`);

function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dt className="text-sm font-semibold text-ink-soft">{label}</dt>
      <dd className="mt-1 text-3xl font-extrabold text-ink">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-ink-soft">{hint}</dd>}
    </div>
  );
}

/** The seven summary cards (docs/product/gameplay.md#analytics), and the share of answers right beside Average Score %: a child's progress at a glance. */
export function SummaryCards({ summary }: { summary: AnalyticsSummary }) {
  const tower = summary.best_tower_height;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Summary">
      <StatCard label="Total Sessions" value={summary.total_sessions} />
      <StatCard label="Average Score %" value={show(summary.average_score_percent, "%")} />
      {/* Beside the average score, which games scored out of a fixed maximum (Get to 100) pull down. */}
      <StatCard
        label="Answers Right %"
        value={show(summary.answers_right_percent, "%")}
        hint="Every game's sums but Missing Piece's"
      />
      <StatCard
        label="Avg. Duration"
        value={show(summary.average_duration_seconds, " s")}
        hint="90 Second Challenge games"
      />
      <StatCard label="Best Score %" value={show(summary.best_score_percent, "%")} />
      <StatCard label="Best Get to 100" value={show(summary.best_get_to_100)} />
      <StatCard label="Best Missing Piece" value={show(summary.best_missing_piece)} />
      <StatCard
        label="Best Tower Height"
        value={tower === null ? "–" : `${tower} ${tower === 1 ? "block" : "blocks"}`}
      />
    </dl>
  );
}
