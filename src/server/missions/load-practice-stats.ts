import { and, eq, gte, sql } from "drizzle-orm";
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
    z.object({ t: z.coerce.number().int(), asked: z.coerce.number().int(), correct: z.coerce.number().int() }),
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
  const recent = and(eq(sessions.childId, childId), gte(sessions.createdAt, since));
  const [totals] = await db
    .select({
      games: sql`count(*)::int`.mapWith(Number),
      days: sql`count(distinct (${sessions.createdAt} at time zone 'UTC')::date)::int`.mapWith(Number),
    })
    .from(sessions)
    .where(recent);
  const modes = await db
    .select({
      mode: sessions.mode,
      games: sql`count(*)::int`.mapWith(Number),
      best: sql`max(${sessions.score})::int`.mapWith(Number),
      average: sql`avg(${sessions.score})::float8`.mapWith(Number),
      maxScore: sql`max(${sessions.maxScore})::int`.mapWith(Number),
    })
    .from(sessions)
    .where(recent)
    .groupBy(sessions.mode);
  const types = await db
    .select({
      type: questions.questionType,
      asked: sql`count(*)::int`.mapWith(Number),
      correct: sql`count(*) filter (where ${questions.isCorrect})::int`.mapWith(Number),
    })
    .from(questions)
    .innerJoin(sessions, eq(sessions.id, questions.sessionId))
    .where(recent)
    .groupBy(questions.questionType);
  const tables = tableRows.parse(
    await db.execute(sql`
      select f.t as t, count(*) as asked, count(*) filter (where ${questions.isCorrect}) as correct
      from ${questions}
      join ${sessions} on ${sessions.id} = ${questions.sessionId}
      cross join lateral (
        select distinct x as t from unnest(array[${questions.operand1}, ${questions.operand2}]) as x
      ) f
      where ${sessions.childId} = ${childId}
        and ${sessions.createdAt} >= ${since.toISOString()}::timestamptz
        and ${questions.questionType} = 'multiplication'
        and f.t between ${lowest} and ${highest}
      group by f.t`),
  ).rows;
  return {
    gamesPlayed: totals?.games ?? 0,
    daysPlayed: totals?.days ?? 0,
    modes: modes.map((m) => ({
      mode: m.mode as GameMode,
      games: m.games,
      bestScore: m.best,
      averageScore: m.average,
      maxScore: m.maxScore,
    })),
    types: types.map((t) => ({ type: t.type as QuestionType, asked: t.asked, correct: t.correct })),
    tables: tables.map((t) => ({ table: t.t, asked: t.asked, correct: t.correct })),
  };
}
