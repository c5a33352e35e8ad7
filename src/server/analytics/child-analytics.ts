import { sql } from "drizzle-orm";
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
import { addUtcDays, startOfNextUtcDay, utcDateOf } from "../../shared/engagement/utc-date";
import { FLUENCY_MAP_SIZE, SCORE_HISTORY_DAYS, type DifficultyLevel } from "../../shared/constants";
import type { ParentActor } from "../auth/actor";
import { authorizeChild } from "../auth/policies/child-policy";
import { authorizePremium } from "../auth/policies/premium-policy";
import { childFactStats, childModeStats } from "../db/schema/learning";
import { sessions } from "../db/schema/play";
import type { Queryable } from "../db/client";
import type { AppDeps } from "../deps";

const number = z.coerce.number().nullable();
const summaryRowSchema = z.object({
  total_sessions: z.coerce.number().int(),
  average_score_percent: number,
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
  traffic_light_at: z.union([z.string(), z.date()]).nullable(),
});
const summaryRows = z.object({ rows: z.array(summaryRowSchema).length(1) });

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
 * The last 14 UTC days up to today: games a day, the average score and the
 * trend from the earlier week to the later, from one query grouped by day.
 */
async function lastTwoWeeks(db: Queryable, childId: string, now: Date): Promise<LastTwoWeeks> {
  const today = utcDateOf(now);
  const dates = Array.from({ length: ANALYTICS_DAYS }, (_, i) => addUtcDays(today, i - (ANALYTICS_DAYS - 1)));
  const percent = sql`100.0 * ${sessions.score} / nullif(${sessions.maxScore}, 0)`;
  const result = await db.execute(sql`
    select to_char((${sessions.createdAt} at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
      count(*) as sessions, count(${percent}) as scored, sum(${percent}) as percent_sum
    from ${sessions}
    where ${sessions.childId} = ${childId}
      and ${sessions.createdAt} >= ${`${dates[0]}T00:00:00.000Z`}::timestamptz
      and ${sessions.createdAt} < ${startOfNextUtcDay(now).toISOString()}::timestamptz
    group by 1`);
  const byDay = new Map(
    z
      .object({ rows: z.array(dayRowSchema) })
      .parse(result)
      .rows.map((r) => [r.day, r]),
  );
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
async function timesTableFacts(db: Queryable, childId: string) {
  const f = childFactStats;
  return db
    .select({
      operand1: f.operand1,
      operand2: f.operand2,
      attempts: f.attempts,
      correct: f.correct,
      recent_ms: f.recentMs,
      recent_correct: f.recentCorrect,
    })
    .from(f)
    .where(
      sql`${f.childId} = ${childId} and ${f.operation} = 'multiplication'
        and ${f.operand1} between 1 and ${FLUENCY_MAP_SIZE} and ${f.operand2} between 1 and ${FLUENCY_MAP_SIZE}`,
    );
}

const operationRowSchema = z.object({
  operation: z.enum(ARITHMETIC_OPERATIONS),
  answers: z.coerce.number().int(),
  right: z.coerce.number().int(),
  median_ms: z.coerce.number().int().nullable(),
});
const operationRows = z.object({ rows: z.array(operationRowSchema) });

/** Right answers by operation, and the median time of each operation's recent right answers, in one query. */
async function operations(db: Queryable, childId: string): Promise<OperationFigures[]> {
  const result = await db.execute(sql`
    with f as (select * from ${childFactStats} where child_id = ${childId})
    select o.operation, o.answers, o.right, m.median_ms
    from (select operation, sum(attempts) as answers, sum(correct) as right from f group by operation) o
    left join (
      select f.operation, percentile_disc(0.5) within group (order by u.ms) as median_ms
      from f, unnest(f.recent_ms, f.recent_correct) as u(ms, ok)
      where u.ok
      group by f.operation
    ) m on m.operation = o.operation`);
  const rows = operationRows.parse(result).rows;
  return ARITHMETIC_OPERATIONS.flatMap((operation) => rows.filter((r) => r.operation === operation));
}

const scoreDayRowSchema = z.object({
  date: z.string(),
  mode: z.enum(GAME_MODES),
  games: z.coerce.number().int(),
  average_percent: z.coerce.number(),
});

/** Each mode's games a day and their average score over the last SCORE_HISTORY_DAYS UTC days, oldest first. */
async function scoreHistory(db: Queryable, childId: string, now: Date): Promise<ScoreDay[]> {
  const from = `${addUtcDays(utcDateOf(now), 1 - SCORE_HISTORY_DAYS)}T00:00:00.000Z`;
  const result = await db.execute(sql`
    select to_char((${sessions.createdAt} at time zone 'UTC')::date, 'YYYY-MM-DD') as date, ${sessions.mode} as mode,
      count(*) as games, coalesce(avg(100.0 * ${sessions.score} / nullif(${sessions.maxScore}, 0)), 0) as average_percent
    from ${sessions}
    where ${sessions.childId} = ${childId} and ${sessions.createdAt} >= ${from}::timestamptz
    group by 1, 2
    order by 1, 2`);
  return z
    .object({ rows: z.array(scoreDayRowSchema) })
    .parse(result)
    .rows.map((r) => ({ ...r, average_percent: oneDecimal(r.average_percent) ?? 0 }));
}

/**
 * A child's analytics: the spec's seven summary cards and the Traffic Light
 * panel from the child's summary of each mode's games (child_mode_stats, a
 * row a mode, kept by each save); the last two weeks and the score over time
 * from the child's games of those days (the sessions (child_id, created_at)
 * index); the times-table facts and the operations from the child's per-fact
 * figures (a few hundred rows at most). Five queries, each reading as much
 * for a child with 5,000 games as for one with 50. Premium, and only for the
 * child's own parent.
 */
export async function childAnalytics(deps: AppDeps, actor: ParentActor, childId: string) {
  const { db } = deps.database;
  const { child } = await authorizeChild(db, actor, childId, "readHistory");
  const now = deps.clock();
  await authorizePremium(db, actor, "analytics", now);

  const m = childModeStats;
  const of = (mode: string) => sql`filter (where ${m.mode} = ${mode})`;
  const result = await db.execute(sql`
    select
      coalesce(sum(${m.games}), 0) as total_sessions,
      sum(${m.percentSum}) / nullif(sum(${m.scored}), 0) as average_score_percent,
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
    where ${m.childId} = ${child.id}`);
  const [row] = summaryRows.parse(result).rows;
  if (!row) throw new Error("An aggregate query returned no row");

  const {
    traffic_light_games,
    traffic_light_best,
    traffic_light_average,
    traffic_light_score,
    traffic_light_max_score,
    traffic_light_at,
    ...counts
  } = row;
  const summary: AnalyticsSummary = {
    ...counts,
    average_score_percent: oneDecimal(row.average_score_percent),
    average_duration_seconds: oneDecimal(row.average_duration_seconds),
    best_score_percent: oneDecimal(row.best_score_percent),
  };
  const trafficLight: TrafficLightPerformance =
    traffic_light_games === null
      ? null
      : {
          sessions: traffic_light_games,
          best_score: traffic_light_best ?? 0,
          average_score_percent: oneDecimal(traffic_light_average) ?? 0,
          latest: {
            score: traffic_light_score ?? 0,
            max_score: traffic_light_max_score ?? 0,
            created_at: new Date(traffic_light_at ?? 0).toISOString(),
          },
        };
  return {
    child: { id: child.id, name: child.name, difficulty_level: child.difficultyLevel as DifficultyLevel },
    summary,
    last_two_weeks: await lastTwoWeeks(db, child.id, now),
    traffic_light: trafficLight,
    times_table_facts: await timesTableFacts(db, child.id),
    operations: await operations(db, child.id),
    score_history: await scoreHistory(db, child.id, now),
  };
}
