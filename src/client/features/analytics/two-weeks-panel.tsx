import { TrendingDown, TrendingUp, MoveRight, CircleHelp } from "lucide-react";
import type { LastTwoWeeks } from "../../../shared/api/analytics";
import { TREND_LABELS, type Trend } from "../../../shared/engagement/trend";
import { messages } from "../../../shared/messages";

const TREND_STYLE: Readonly<Record<Trend, { icon: typeof TrendingUp; className: string }>> = {
  improving: { icon: TrendingUp, className: "bg-mint-100 text-mint-700" },
  declining: { icon: TrendingDown, className: "bg-berry-50 text-berry-600" },
  stable: { icon: MoveRight, className: "bg-brand-100 text-brand-700" },
  not_enough_data: { icon: CircleHelp, className: "bg-slate-100 text-ink-soft" },
};

/** A day's square, darker the more games were played. */
function dayShade(sessions: number): string {
  if (sessions === 0) return "bg-slate-100 text-ink-soft";
  if (sessions === 1) return "bg-brand-200 text-ink";
  if (sessions <= 3) return "bg-brand-600 text-white";
  return "bg-brand-900 text-white";
}

const dayName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });

/** "Last 2 Weeks Progress" (docs/product/gameplay.md#analytics): games, average, trend and a calendar of the 14 days. */
export function TwoWeeksPanel({ weeks }: { weeks: LastTwoWeeks }) {
  const trend = TREND_STYLE[weeks.trend];
  const TrendIcon = trend.icon;
  return (
    <section aria-labelledby="two-weeks-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="two-weeks-heading" className="text-xl font-bold text-ink">
        {messages.lastTwoWeeksProgress}
      </h2>
      <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-3">
        <div>
          <dt className="text-sm font-semibold text-ink-soft">Sessions</dt>
          <dd className="text-2xl font-extrabold text-ink">{weeks.sessions}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-soft">Average score</dt>
          <dd className="text-2xl font-extrabold text-ink">
            {weeks.average_score_percent === null ? "–" : `${weeks.average_score_percent}%`}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-soft">Trend</dt>
          <dd
            className={`mt-1 inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-bold ${trend.className}`}
          >
            <TrendIcon aria-hidden size={16} /> {TREND_LABELS[weeks.trend]}
          </dd>
        </div>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-ink-soft">Games a day</h3>
      <ol className="mt-2 grid grid-cols-7 gap-1.5" aria-label="Games a day over the last 14 days">
        {weeks.days.map((day) => (
          <li
            key={day.date}
            className={`flex aspect-square flex-col items-center justify-center rounded-lg text-xs font-bold sm:text-sm ${dayShade(day.sessions)}`}
            aria-label={`${dayName(day.date)}: ${day.sessions} ${day.sessions === 1 ? "game" : "games"}`}
            title={`${dayName(day.date)}: ${day.sessions} ${day.sessions === 1 ? "game" : "games"}`}
          >
            <span aria-hidden>{Number(day.date.slice(8))}</span>
            {day.sessions > 0 && (
              <span aria-hidden className="text-[0.65rem] font-semibold opacity-90">
                ×{day.sessions}
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
