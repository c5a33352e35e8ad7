import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type {
  AnalyticsSummary,
  LastTwoWeeks,
  OperationFigures,
  ScoreDay,
  TrafficLightPerformance,
} from "../../shared/api/analytics";
import { ARITHMETIC_OPERATIONS, GAME_MODES } from "../../shared/game/modes";
import { trendOf } from "../../shared/engagement/trend";
import { addUtcDays, utcDateOf } from "../../shared/engagement/utc-date";
import { FLUENCY_MAP_SIZE, SCORE_HISTORY_DAYS } from "../../shared/constants";
import type { ParentActor } from "../auth/actor";
import { authorizeChild } from "../auth/policies/child-policy";
import { authorizePremium } from "../auth/policies/premium-policy";
import { childDayStats, childFactStats, childModeStats } from "../db/schema/learning";
import type { AppDeps } from "../core/deps";

const number = z.coerce.number().nullable();
const summaryRowSchema = z.object({
  total_sessions: z.coerce.number().int(),
  average_score_percent: number,
  answers_right_percent: number,
  average_duration_seconds: number,
  best_score_percent: number,
  best_get_to_100: number,
  best_missing_piece: number,
  best_tower_height: number,
  traffic_light_games: z.coerce.number().int().nullable(),
  traffic_light_best: z.coerce.number().int().nullable(),
  traffic_light_average: number,
  traffic_light_score: z.coerce.number().int().nullable(),
  traffic_light_max_score: z.coerce.number().int().nullable(),
  traffic_light_at: z.string().nullable(),
});

/** Rounds to one decimal place, keeping "no games yet" as null. */
const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

const dayRowSchema = z.object({
  day: z.string(),
  sessions: z.coerce.number().int(),
  scored: z.coerce.number().int(),
  percent_sum: z.coerce.number().nullable(),
});

const ANALYTICS_DAYS = 14;

/**
 * The summary cards and the Traffic Light panel, from the child's summary of each mode's games (a row a mode),
 * and the share of answers right from the child's per-fact figures (as the operations' figures count them).
 */
function summarySql(childId: string): SQL {
  const m = childModeStats;
  const f = childFactStats;
  const of = (mode: string) => sql`filter (where ${m.mode} = ${mode})`;
  return sql`
    select
      coalesce(sum(${m.games}), 0) as total_sessions,
      sum(${m.percentSum}) / nullif(sum(${m.scored}), 0) as average_score_percent,
      (select 100.0 * sum(${f.correct}) / nullif(sum(${f.attempts}), 0) from ${f} where ${f.childId} = ${childId})
        as answers_right_percent,
      sum(${m.durationSum}) ${of("timed")} / nullif(sum(${m.games}) ${of("timed")}, 0) as average_duration_seconds,
      max(${m.bestPercent}) as best_score_percent,
      max(${m.bestScore}) ${of("get_to_100")} as best_get_to_100,
      max(${m.bestScore}) ${of("missing_piece")} as best_missing_piece,
      max(${m.bestScore}) ${of("times_table_tower")} as best_tower_height,
      max(${m.games}) ${of("traffic_light")} as traffic_light_games,
      max(${m.bestScore}) ${of("traffic_light")} as traffic_light_best,
      max(coalesce(${m.percentSum} / nullif(${m.scored}, 0), 0)) ${of("traffic_light")} as traffic_light_average,
      max(${m.lastScore}) ${of("traffic_light")} as traffic_light_score,
      max(${m.lastMaxScore}) ${of("traffic_light")} as traffic_light_max_score,
      max(${m.lastAt}) ${of("traffic_light")} as traffic_light_at
    from ${m}
    where ${m.childId} = ${childId}`;
}

function summaryOf(row: z.infer<typeof summaryRowSchema>): {
  summary: AnalyticsSummary;
  trafficLight: TrafficLightPerformance;
} {
  const {
    traffic_light_games: games,
    traffic_light_best: best,
    traffic_light_average: average,
    traffic_light_score: score,
    traffic_light_max_score: maxScore,
    traffic_light_at: at,
    ...counts
  } = row;
  return {
    summary: {
      ...counts,
      average_score_percent: oneDecimal(row.average_score_percent),
      answers_right_percent: oneDecimal(row.answers_right_percent),
      average_duration_seconds: oneDecimal(row.average_duration_seconds),
      best_score_percent: oneDecimal(row.best_score_percent),
    },
    trafficLight:
      games === null
        ? null
        : {
            sessions: games,
            best_score: best ?? 0,
            average_score_percent: oneDecimal(average) ?? 0,
            latest: { score: score ?? 0, max_score: maxScore ?? 0, created_at: new Date(at ?? 0).toISOString() },
          },
  };
}

/** The last 14 UTC days up to today, from the child's summaries of each mode a day (a row a mode a day). */
function lastTwoWeeksSql(childId: string, now: Date): SQL {
  const d = childDayStats;
  const today = utcDateOf(now);
  return sql`
    select to_char(${d.day}, 'YYYY-MM-DD') as day,
      sum(${d.games}) as sessions, sum(${d.scored}) as scored, sum(${d.percentSum}) as percent_sum
    from ${d}
    where ${d.childId} = ${childId} and ${d.day} between ${addUtcDays(today, 1 - ANALYTICS_DAYS)}::date and ${today}::date
    group by ${d.day}`;
}

/** Games a day, the average score and the trend from the earlier week to the later. */
function lastTwoWeeksOf(rows: readonly z.infer<typeof dayRowSchema>[], now: Date): LastTwoWeeks {
  const today = utcDateOf(now);
  const dates = Array.from({ length: ANALYTICS_DAYS }, (_, i) => addUtcDays(today, i - (ANALYTICS_DAYS - 1)));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const averageOf = (days: string[]) => {
    const rows = days.flatMap((d) => byDay.get(d) ?? []);
    const scored = rows.reduce((n, r) => n + r.scored, 0);
    return scored === 0 ? null : rows.reduce((sum, r) => sum + (r.percent_sum ?? 0), 0) / scored;
  };
  const days = dates.map((date) => ({ date, sessions: byDay.get(date)?.sessions ?? 0 }));
  return {
    sessions: days.reduce((n, d) => n + d.sessions, 0),
    average_score_percent: oneDecimal(averageOf(dates)),
    trend: trendOf(averageOf(dates.slice(0, 7)), averageOf(dates.slice(7))),
    days,
  };
}

/** The multiplication facts of the times-table map, from the child's per-fact figures (at most 144 rows). */
function timesTableFactsSql(childId: string): SQL {
  const f = childFactStats;
  return sql`
    select ${f.operand1} as operand1, ${f.operand2} as operand2, ${f.attempts} as attempts, ${f.correct} as correct,
      ${f.recentMs} as recent_ms, ${f.recentCorrect} as recent_correct, ${f.recentAt} as recent_at
    from ${f}
    where ${f.childId} = ${childId} and ${f.operation} = 'multiplication'
      and ${f.operand1} between 1 and ${FLUENCY_MAP_SIZE} and ${f.operand2} between 1 and ${FLUENCY_MAP_SIZE}`;
}

const factRowSchema = z.object({
  operand1: z.number().int(),
  operand2: z.number().int(),
  attempts: z.number().int(),
  correct: z.number().int(),
  recent_ms: z.array(z.number().int()),
  recent_correct: z.array(z.boolean()),
  recent_at: z.array(z.string()),
});

const operationRowSchema = z.object({
  operation: z.enum(ARITHMETIC_OPERATIONS),
  answers: z.coerce.number().int(),
  right: z.coerce.number().int(),
  median_ms: z.coerce.number().int().nullable(),
});

/** Right answers by operation, and the median time of each operation's recent right answers. */
function operationsSql(childId: string): SQL {
  return sql`
    with f as (select * from ${childFactStats} where child_id = ${childId})
    select o.operation, o.answers, o.right, m.median_ms
    from (select operation, sum(attempts) as answers, sum(correct) as right from f group by operation) o
    left join (
      select f.operation, percentile_disc(0.5) within group (order by u.ms) as median_ms
      from f, unnest(f.recent_ms, f.recent_correct) as u(ms, ok)
      where u.ok
      group by f.operation
    ) m on m.operation = o.operation`;
}

const scoreDayRowSchema = z.object({
  date: z.string(),
  mode: z.enum(GAME_MODES),
  games: z.coerce.number().int(),
  average_percent: z.coerce.number(),
});

/** Each mode's games a day and their average score over the last SCORE_HISTORY_DAYS UTC days. */
function scoreHistorySql(childId: string, now: Date): SQL {
  const d = childDayStats;
  const from = addUtcDays(utcDateOf(now), 1 - SCORE_HISTORY_DAYS);
  return sql`
    select to_char(${d.day}, 'YYYY-MM-DD') as date, ${d.mode} as mode, ${d.games} as games,
      coalesce(${d.percentSum} / nullif(${d.scored}, 0), 0) as average_percent
    from ${d}
    where ${d.childId} = ${childId} and ${d.day} >= ${from}::date`;
}

const analyticsRows = z.object({
  rows: z
    .array(
      z.object({
        summary: summaryRowSchema,
        days: z.array(dayRowSchema),
        facts: z.array(factRowSchema),
        operations: z.array(operationRowSchema),
        scores: z.array(scoreDayRowSchema),
      }),
    )
    .length(1),
});

/**
 * A child's analytics in ONE statement, each part coming back as JSON: the
 * spec's seven summary cards and the Traffic Light panel from the child's
 * summary of each mode's games (child_mode_stats, a row a mode, kept by each
 * save); the last two weeks and the score over time from the summaries of
 * each mode a day (child_day_stats, likewise); the times-table facts and the
 * operations from the child's per-fact figures (a few hundred rows at most).
 * It reads as much for a child with 5,000 games as for one with 50. Premium,
 * and only for the child's own parent.
 */
export async function childAnalytics(deps: AppDeps, actor: ParentActor, childId: string) {
  const { db } = deps.database;
  const { child } = await authorizeChild(db, actor, childId, "readHistory");
  const now = deps.clock();
  await authorizePremium(db, actor, "analytics", now);

  const result = await db.execute(sql`
    select (select row_to_json(x) from (${summarySql(child.id)}) x) as summary,
      (select coalesce(json_agg(x), '[]'::json) from (${lastTwoWeeksSql(child.id, now)}) x) as days,
      (select coalesce(json_agg(x), '[]'::json) from (${timesTableFactsSql(child.id)}) x) as facts,
      (select coalesce(json_agg(x), '[]'::json) from (${operationsSql(child.id)}) x) as operations,
      (select coalesce(json_agg(x order by x.date, x.mode), '[]'::json) from (${scoreHistorySql(child.id, now)}) x)
        as scores`);
  const [row] = analyticsRows.parse(result).rows;
  if (!row) throw new Error("An aggregate query returned no row");
  const { summary, trafficLight } = summaryOf(row.summary);
  const operations: OperationFigures[] = ARITHMETIC_OPERATIONS.flatMap((operation) =>
    row.operations.filter((r) => r.operation === operation),
  );
  const scoreHistory: ScoreDay[] = row.scores.map((r) => ({
    ...r,
    average_percent: oneDecimal(r.average_percent) ?? 0,
  }));
  return {
    child: { id: child.id, name: child.name, difficulty_level: child.difficultyLevel },
    summary,
    last_two_weeks: lastTwoWeeksOf(row.days, now),
    traffic_light: trafficLight,
    times_table_facts: row.facts,
    operations,
    score_history: scoreHistory,
  };
}
