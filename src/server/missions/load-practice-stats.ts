import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { ModeStat, TableStat, TypeStat } from "../../shared/engagement/practice-stats";
import { MISSION_TABLES } from "../../shared/engagement/mission-presets";
import type { GameMode, QuestionType } from "../../shared/game/modes";
import type { Queryable } from "../db/client";
import { questions, sessions } from "../db/schema/play";

export interface PracticeStats {
  gamesPlayed: number;
  daysPlayed: number;
  modes: ModeStat[];
  types: TypeStat[];
  tables: TableStat[];
}

const tableRows = z.object({
  rows: z.array(
    z.object({
      child: z.string(),
      t: z.coerce.number().int(),
      asked: z.coerce.number().int(),
      correct: z.coerce.number().int(),
    }),
  ),
});

const lowest = MISSION_TABLES[0];
const highest = MISSION_TABLES[MISSION_TABLES.length - 1];

/**
 * How a child has played since `since`, aggregated in SQL (a fixed number of
 * queries, whatever the history): games and UTC days played, each mode's
 * games and scores, each kind of question's accuracy, and each times table's
 * (a multiplication counts for both its factors, once when they are equal).
 */
export async function loadPracticeStats(db: Queryable, childId: string, since: Date): Promise<PracticeStats> {
  return (await loadPracticeStatsOf(db, [childId], since)).get(childId) ?? noPlay();
}

/** The stats of a child who has not played since then. */
export const noPlay = (): PracticeStats => ({ gamesPlayed: 0, daysPlayed: 0, modes: [], types: [], tables: [] });

/**
 * loadPracticeStats of many children at once, in the same four statements as
 * for one (the weekly report's sweep asks it for a batch of families): by
 * child, each child's modes, kinds and tables in their order; every child
 * asked for is in it.
 */
export async function loadPracticeStatsOf(
  db: Queryable,
  childIds: readonly string[],
  since: Date,
): Promise<Map<string, PracticeStats>> {
  // Every child asked for has stats, of no play when they have not played since.
  const stats = new Map(childIds.map((id) => [id, noPlay()]));
  if (childIds.length === 0) return stats;
  const recent = and(inArray(sessions.childId, [...childIds]), gte(sessions.createdAt, since));
  const totals = await db
    .select({
      child: sessions.childId,
      games: sql`count(*)::int`.mapWith(Number),
      days: sql`count(distinct (${sessions.createdAt} at time zone 'UTC')::date)::int`.mapWith(Number),
    })
    .from(sessions)
    .where(recent)
    .groupBy(sessions.childId);
  const modes = await db
    .select({
      child: sessions.childId,
      mode: sessions.mode,
      games: sql`count(*)::int`.mapWith(Number),
      best: sql`max(${sessions.score})::int`.mapWith(Number),
      average: sql`avg(${sessions.score})::float8`.mapWith(Number),
      maxScore: sql`max(${sessions.maxScore})::int`.mapWith(Number),
    })
    .from(sessions)
    .where(recent)
    .groupBy(sessions.childId, sessions.mode)
    .orderBy(sessions.childId, sessions.mode);
  const types = await db
    .select({
      child: sessions.childId,
      type: questions.questionType,
      asked: sql`count(*)::int`.mapWith(Number),
      correct: sql`count(*) filter (where ${questions.isCorrect})::int`.mapWith(Number),
    })
    .from(questions)
    .innerJoin(sessions, eq(sessions.id, questions.sessionId))
    .where(recent)
    .groupBy(sessions.childId, questions.questionType)
    .orderBy(sessions.childId, questions.questionType);
  const tables = tableRows.parse(
    await db.execute(sql`
      select ${sessions.childId} as child, f.t as t, count(*) as asked,
        count(*) filter (where ${questions.isCorrect}) as correct
      from ${questions}
      join ${sessions} on ${sessions.id} = ${questions.sessionId}
      cross join lateral (
        select distinct x as t from unnest(array[${questions.operand1}, ${questions.operand2}]) as x
      ) f
      where ${inArray(sessions.childId, [...childIds])}
        and ${sessions.createdAt} >= ${since.toISOString()}::timestamptz
        and ${questions.questionType} = 'multiplication'
        and f.t between ${lowest} and ${highest}
      group by ${sessions.childId}, f.t
      order by ${sessions.childId}, f.t`),
  ).rows;
  const of = (child: string | null) => (child === null ? undefined : stats.get(child));
  for (const t of totals) {
    const entry = of(t.child);
    if (entry) Object.assign(entry, { gamesPlayed: t.games, daysPlayed: t.days });
  }
  for (const m of modes) {
    of(m.child)?.modes.push({
      mode: m.mode as GameMode,
      games: m.games,
      bestScore: m.best,
      averageScore: m.average,
      maxScore: m.maxScore,
    });
  }
  for (const t of types) of(t.child)?.types.push({ type: t.type as QuestionType, asked: t.asked, correct: t.correct });
  for (const t of tables) of(t.child)?.tables.push({ table: t.t, asked: t.asked, correct: t.correct });
  return stats;
}
