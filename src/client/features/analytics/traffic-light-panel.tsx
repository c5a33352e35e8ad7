import type { TrafficLightPerformance } from "../../../shared/api/analytics";

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** The Traffic Light Performance panel (docs/product/gameplay.md#analytics): shown only once the child has played Traffic Light. */
export function TrafficLightPanel({ performance }: { performance: NonNullable<TrafficLightPerformance> }) {
  const { latest } = performance;
  return (
    <section
      aria-labelledby="traffic-light-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="traffic-light-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
        <span aria-hidden className="flex gap-1">
          <span className="h-3 w-3 rounded-full bg-mint-500" />
          <span className="h-3 w-3 rounded-full bg-sun-400" />
          <span className="h-3 w-3 rounded-full bg-berry-600" />
        </span>
        Traffic Light Performance
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-semibold text-ink-soft">Best score</dt>
          <dd className="text-2xl font-extrabold text-ink">{performance.best_score}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-soft">Average</dt>
          <dd className="text-2xl font-extrabold text-ink">{performance.average_score_percent}%</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-soft">Latest session</dt>
          <dd className="text-2xl font-extrabold text-ink">
            {latest.score} / {latest.max_score}
          </dd>
          <dd className="text-sm text-ink-soft">{shortDate(latest.created_at)}</dd>
        </div>
      </dl>
    </section>
  );
}
