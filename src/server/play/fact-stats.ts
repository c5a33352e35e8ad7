import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { FACT_KEPT_SITTINGS, FACT_RECENT_ANSWERS } from "../../shared/constants";

/**
 * A child's game adds its answers to the child's per-fact figures
 * (db/schema/learning.ts), as one part of the statement that saves the game
 * (write-game.ts), however many questions it had: each fact's answers of this
 * game are grouped first (a fact asked twice in one game is one row), then
 * added to what was there, keeping the last FACT_RECENT_ANSWERS in order
 * with their game's time (the fact model's input, shared/learning/fact-model.ts),
 * and, when the game is on another UTC day than the fact's last sitting, its
 * first answer of the fact as a new sitting, keeping the last
 * FACT_KEPT_SITTINGS.
 * `session` names the inserted session (its `child_id`: nothing is kept for a
 * parent's own game), `answers` the game's answers (`question_type`,
 * `operand1`, `operand2`, `is_correct`, `position`, `metadata`). The rows are
 * taken in key order, so that saves of one child racing each other lock them
 * in the same order: the later waits for the earlier, nothing is lost, and
 * neither deadlocks.
 */
export function addAnswersToFactStats(session: SQL, answers: SQL, at: string | Placeholder): SQL {
  const keep = FACT_RECENT_ANSWERS - 1;
  const keepSittings = FACT_KEPT_SITTINGS - 1;
  // A new sitting when the row has none yet on the game's UTC day: its arrays with the game's first answer added.
  const newSitting = sql`(cardinality(f.sitting_at) = 0
    or (f.sitting_at[cardinality(f.sitting_at)] at time zone 'UTC')::date <> (excluded.last_at at time zone 'UTC')::date)`;
  // Appended to a sitting's column on a new sitting, the last FACT_KEPT_SITTINGS kept.
  const sitting = (column: "sitting_at" | "sitting_correct" | "sitting_ms") => {
    const [mine, added] = [sql.raw(`f.${column}`), sql.raw(`excluded.${column}`)];
    return sql`${sql.raw(column)} = case when ${newSitting}
      then (${mine} || ${added})[greatest(cardinality(${mine}) + cardinality(${added}) - ${keepSittings}, 1):]
      else ${mine} end`;
  };
  return sql`
    insert into child_fact_stats as f
      (child_id, operation, operand1, operand2, attempts, correct, recent_ms, recent_correct, recent_at, last_at,
       sitting_at, sitting_correct, sitting_ms)
    select s.child_id, a.question_type, a.operand1, a.operand2,
      count(*), count(*) filter (where a.is_correct),
      (array_agg(coalesce((a.metadata->>'responseTime')::int, 0) order by a.position))[greatest(count(*)::int - ${keep}, 1):],
      (array_agg(a.is_correct order by a.position))[greatest(count(*)::int - ${keep}, 1):],
      array_fill(${at}::timestamptz, array[least(count(*)::int, ${keep + 1})]),
      ${at}::timestamptz,
      array[${at}::timestamptz],
      (array_agg(a.is_correct order by a.position))[1:1],
      (array_agg(coalesce((a.metadata->>'responseTime')::int, 0) order by a.position))[1:1]
    from ${session} s cross join ${answers} a
    where s.child_id is not null
      and a.question_type in ('addition', 'subtraction', 'multiplication', 'division')
    group by s.child_id, a.question_type, a.operand1, a.operand2
    order by a.question_type, a.operand1, a.operand2
    on conflict (child_id, operation, operand1, operand2) do update set
      attempts = f.attempts + excluded.attempts,
      correct = f.correct + excluded.correct,
      recent_ms = (f.recent_ms || excluded.recent_ms)
        [greatest(cardinality(f.recent_ms) + cardinality(excluded.recent_ms) - ${keep}, 1):],
      recent_correct = (f.recent_correct || excluded.recent_correct)
        [greatest(cardinality(f.recent_correct) + cardinality(excluded.recent_correct) - ${keep}, 1):],
      recent_at = (f.recent_at || excluded.recent_at)
        [greatest(cardinality(f.recent_at) + cardinality(excluded.recent_at) - ${keep}, 1):],
      last_at = greatest(f.last_at, excluded.last_at),
      ${sitting("sitting_at")},
      ${sitting("sitting_correct")},
      ${sitting("sitting_ms")}`;
}
