import { useMemo } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { OperationFigures, ScoreDay } from "../../../shared/api/analytics";
import { CLIENT_MODES } from "../../modes/modes";
import { FiguresTable } from "./figures-table";
import { MODE_LABELS, QUESTION_TYPE_LABELS } from "../../../shared/game/modes";

const shortDate = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** The score-over-time rows a chart draws: one a day, a column a mode played that day. */
function scoreSeries(days: readonly ScoreDay[]) {
  const modes = [...new Set(days.map((d) => d.mode))];
  const byDate = new Map<string, Record<string, number | string>>();
  for (const d of days) {
    const row = byDate.get(d.date) ?? { date: d.date };
    row[d.mode] = d.average_percent;
    byDate.set(d.date, row);
  }
  return { modes, rows: [...byDate.values()] };
}

type OperationBar = { name: string; right: number; seconds: number | null };

/** One bar an operation: its right answers (0-100%) or its usual time in seconds. */
function OperationBars(props: {
  data: OperationBar[];
  dataKey: "right" | "seconds";
  name: string;
  unit: "%" | " s";
  colour: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={props.data} margin={{ top: 8, right: 0, bottom: 0, left: -20 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="name" tick={{ fontSize: 11 }} interval={0} tickFormatter={(n: string) => n.slice(0, 3)} />
        <YAxis {...(props.unit === "%" && { domain: [0, 100] })} unit={props.unit} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(v) => `${String(v)}${props.unit}`} />
        <Bar dataKey={props.dataKey} name={props.name} fill={props.colour} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

const percentOf = (o: OperationFigures) => (o.answers === 0 ? 0 : Math.round((100 * o.right) / o.answers));

/** Beyond the product rules: the score over time by mode, and right answers and speed by operation, each with its figures in a table. */
export default function ProgressCharts({
  scoreHistory,
  operations,
}: {
  scoreHistory: readonly ScoreDay[];
  operations: readonly OperationFigures[];
}) {
  const series = useMemo(() => scoreSeries(scoreHistory), [scoreHistory]);
  const byOperation = operations.map((o) => ({
    name: QUESTION_TYPE_LABELS[o.operation],
    right: percentOf(o),
    seconds: o.median_ms === null ? null : Math.round(o.median_ms / 100) / 10,
  }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="score-chart-heading"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="score-chart-heading" className="text-xl font-bold text-ink">
          Score over time
        </h2>
        <p className="mt-1 text-sm text-ink-soft">Average score a day, by game, over the last 90 days.</p>
        {series.rows.length === 0 ? (
          <p className="mt-4 rounded-xl bg-slate-50 p-4 text-ink-soft">No games in the last 90 days.</p>
        ) : (
          <>
            <div className="mt-3 h-64" aria-hidden>
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={series.rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                  <CartesianGrid stroke="#e2e8f0" vertical={false} />
                  <XAxis dataKey="date" tickFormatter={shortDate} tick={{ fontSize: 12 }} minTickGap={24} />
                  <YAxis domain={[0, 100]} unit="%" tick={{ fontSize: 12 }} />
                  <Tooltip
                    labelFormatter={(d) => (typeof d === "string" ? shortDate(d) : "")}
                    formatter={(v) => `${String(v)}%`}
                  />
                  <Legend wrapperStyle={{ fontSize: 12 }} />
                  {series.modes.map((mode) => (
                    <Line
                      key={mode}
                      type="monotone"
                      dataKey={mode}
                      name={MODE_LABELS[mode]}
                      stroke={CLIENT_MODES[mode].chartColour}
                      strokeWidth={2}
                      dot={{ r: 2 }}
                      connectNulls
                      isAnimationActive={false}
                    />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            </div>
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer font-semibold text-brand-700">Show the figures as a table</summary>
              <FiguresTable
                className="mt-2 w-full text-left"
                testId="score-history-table"
                columns={["Day", "Game", "Games", "Average score"]}
                rows={scoreHistory}
                rowKey={(d) => `${d.date}-${d.mode}`}
                cells={(d) => [shortDate(d.date), MODE_LABELS[d.mode], d.games, `${d.average_percent}%`]}
              />
            </details>
          </>
        )}
      </section>

      <section
        aria-labelledby="operations-heading"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="operations-heading" className="text-xl font-bold text-ink">
          Accuracy and speed by operation
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          Right answers over every game, and the usual time of the recent right ones.
        </p>
        {byOperation.length === 0 ? (
          <p className="mt-4 rounded-xl bg-slate-50 p-4 text-ink-soft">No questions answered yet.</p>
        ) : (
          <>
            <div className="mt-3 grid h-64 grid-cols-2 gap-2" aria-hidden>
              <OperationBars data={byOperation} dataKey="right" name="Right answers" unit="%" colour="#009E73" />
              <OperationBars data={byOperation} dataKey="seconds" name="Usual time" unit=" s" colour="#0072B2" />
            </div>
            <FiguresTable
              className="mt-3 w-full text-left text-sm"
              testId="operations-table"
              columns={["Operation", "Right answers", "Usual time"]}
              rows={operations}
              rowKey={(o) => o.operation}
              cells={(o) => [
                QUESTION_TYPE_LABELS[o.operation],
                `${percentOf(o)}% (${o.right} of ${o.answers})`,
                o.median_ms === null ? "–" : `${(o.median_ms / 1000).toFixed(1)} s`,
              ]}
            />
          </>
        )}
      </section>
    </div>
  );
}
