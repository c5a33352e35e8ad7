import { useMemo } from "react";
import {
  FACT_FLUENT_MS,
  FACT_FLUENT_REVIEWS,
  FACT_RECENT_ANSWERS,
  FACT_REVIEW_GAP_MS,
  FACT_SECURE_REVIEWS,
  type DifficultyLevel,
} from "../../../shared/constants";
import { fluencyMapMessages } from "../../../shared/messages";
import { fillIn } from "../../../shared/words";
import type { ChildAnalytics } from "../../queries/analytics";
import {
  FLUENCY_LEVEL_LABELS,
  FLUENCY_LEVELS,
  factText,
  fluencyMap,
  levelReason,
  secondsText,
  type FluencyCell,
  type FluencyLevel,
} from "../../../shared/learning/fluency-map";

/** Each level's colour, and a mark that tells it apart without colour. */
const LEVEL_STYLE: Readonly<Record<FluencyLevel, { className: string; mark: string }>> = {
  not_tried: { className: "bg-slate-100 text-slate-500", mark: "" },
  needs_practice: { className: "bg-berry-600 text-white", mark: "!" },
  getting_there: { className: "bg-sun-300 text-ink", mark: "•" },
  secure: { className: "bg-mint-100 text-mint-700", mark: "✓" },
  fluent: { className: "bg-mint-600 text-white", mark: "★" },
};

/** A square's fact, level and the figures that decide it (levelReason). */
function cellDescription(cell: FluencyCell, level: DifficultyLevel): string {
  const label = FLUENCY_LEVEL_LABELS[cell.level];
  if (cell.answers === 0) return `${factText(cell)}: ${label}`;
  return `${factText(cell)} = ${cell.a * cell.b}: ${label} (${levelReason(cell, level)})`;
}

/** Why Smart Practice asks a fact soon, in a parent's words. */
function whyNext(cell: FluencyCell): string {
  if (cell.level === "needs_practice")
    return `missed the last day it was asked (${cell.right} of ${cell.answers} right lately)`;
  if (cell.answers < 3) return `answered only ${cell.answers === 1 ? "once" : "twice"} so far, so it comes back soon`;
  return `${cell.right} of ${cell.answers} right lately`;
}

const SIZE = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The 12 × 12 times-table map: each fact coloured as Smart Practice's model
 * has it, with the facts Smart Practice would ask first and the slowest
 * named in words. `fetchedAt` is when the figures were fetched, in ms.
 */
export function FluencyMapPanel({
  facts,
  level,
  fetchedAt,
}: {
  facts: ChildAnalytics["times_table_facts"];
  level: DifficultyLevel;
  fetchedAt: number;
}) {
  const map = useMemo(() => fluencyMap(facts, new Date(fetchedAt), level), [facts, fetchedAt, level]);
  const tried = FLUENCY_LEVELS.filter((l) => l !== "not_tried").reduce((n, l) => n + map.counts[l], 0);
  return (
    <section aria-labelledby="fluency-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="fluency-heading" className="text-xl font-bold text-ink">
        Times-table fluency map
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {fillIn(fluencyMapMessages.legend, {
          answers: FACT_RECENT_ANSWERS,
          hours: FACT_REVIEW_GAP_MS / 3_600_000,
          secureReviews: FACT_SECURE_REVIEWS,
          fluentReviews: FACT_FLUENT_REVIEWS,
          fluentSeconds: FACT_FLUENT_MS[level] / 1000,
        })}
      </p>
      {tried === 0 ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-4 text-ink-soft">
          No times-table questions answered yet. The map fills in as your child plays.
        </p>
      ) : (
        <>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm" aria-label="Key">
            {FLUENCY_LEVELS.map((level) => (
              <li key={level} className="flex items-center gap-1.5">
                <span
                  aria-hidden
                  className={`grid size-5 place-items-center rounded text-xs font-bold ${LEVEL_STYLE[level].className}`}
                >
                  {LEVEL_STYLE[level].mark}
                </span>
                {FLUENCY_LEVEL_LABELS[level]}:{" "}
                <strong data-testid={`fluency-count-${level}`}>{map.counts[level]}</strong>
              </li>
            ))}
          </ul>
          <div className="relative mt-4 overflow-x-auto">
            <table className="mx-auto border-separate border-spacing-0.5 text-center text-xs" data-testid="fluency-map">
              <caption className="sr-only">Times tables from 1 × 1 to 12 × 12: each fact with how secure it is</caption>
              <thead>
                <tr>
                  <td className="size-6" />
                  {SIZE.map((b) => (
                    <th key={b} scope="col" className="size-6 font-bold text-ink-soft sm:size-8">
                      <span className="sr-only">times </span>
                      {b}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {map.rows.map((row, i) => (
                  <tr key={SIZE[i]}>
                    <th scope="row" className="size-6 font-bold text-ink-soft sm:size-8">
                      {SIZE[i]}
                    </th>
                    {row.map((cell, j) => (
                      <td
                        key={SIZE[j]}
                        title={cellDescription(cell, level)}
                        className={`size-6 rounded font-bold sm:size-8 ${LEVEL_STYLE[cell.level].className}`}
                      >
                        <span aria-hidden>{LEVEL_STYLE[cell.level].mark}</span>
                        <span className="sr-only">{cellDescription(cell, level)}</span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <FactList
              title="To practise next"
              empty="No fact needs extra practice at the moment."
              cells={map.toPractise}
              describe={whyNext}
            />
            <FactList
              title="Slowest to recall"
              empty="Every fact answered comes within 3 seconds."
              cells={map.slowest}
              describe={(c) => (c.medianMs === null ? "" : `usually ${secondsText(c.medianMs)}`)}
            />
          </div>
        </>
      )}
    </section>
  );
}

function FactList(props: { title: string; empty: string; cells: FluencyCell[]; describe: (c: FluencyCell) => string }) {
  return (
    <div>
      <h3 className="font-bold text-ink">{props.title}</h3>
      {props.cells.length === 0 ? (
        <p className="mt-1 text-sm text-ink-soft">{props.empty}</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-1 text-sm" data-testid={`facts-${props.title}`}>
          {props.cells.map((c) => (
            <li key={`${c.a}x${c.b}`}>
              <strong className="font-mono">
                {factText(c)} = {c.a * c.b}
              </strong>
              : {props.describe(c)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
