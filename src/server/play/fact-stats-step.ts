import { sql } from "drizzle-orm";
import { FACT_RECENT_ANSWERS } from "../../shared/constants";
import type { AfterSaveStep } from "./after-save-step";

/**
 * A child's game adds its answers to the child's per-fact figures
 * (db/schema/learning.ts) in one statement, however many questions it had:
 * each fact's answers of this game are grouped first (a fact asked twice in
 * one game is one row), then added to what was there, keeping the last
 * FACT_RECENT_ANSWERS in order. Concurrent saves of the same child each wait
 * for the other's row, so nothing is lost.
 */
export const factStatsStep: AfterSaveStep = {
  name: "fact-stats",
  async run(deps, { session }) {
    if (session.childId === null) return {};
    const keep = FACT_RECENT_ANSWERS - 1;
    await deps.database.db.execute(sql`
      insert into child_fact_stats as f
        (child_id, operation, operand1, operand2, attempts, correct, recent_ms, recent_correct, last_at)
      select ${session.childId}::uuid, q.question_type, q.operand1, q.operand2,
        count(*), count(*) filter (where q.is_correct),
        (array_agg(coalesce((q.metadata->>'responseTime')::int, 0) order by q.position))[greatest(count(*)::int - ${keep}, 1):],
        (array_agg(q.is_correct order by q.position))[greatest(count(*)::int - ${keep}, 1):],
        ${session.createdAt.toISOString()}::timestamptz
      from questions q
      where q.session_id = ${session.id}
        and q.question_type in ('addition', 'subtraction', 'multiplication', 'division')
      group by q.question_type, q.operand1, q.operand2
      on conflict (child_id, operation, operand1, operand2) do update set
        attempts = f.attempts + excluded.attempts,
        correct = f.correct + excluded.correct,
        recent_ms = (f.recent_ms || excluded.recent_ms)
          [greatest(cardinality(f.recent_ms) + cardinality(excluded.recent_ms) - ${keep}, 1):],
        recent_correct = (f.recent_correct || excluded.recent_correct)
          [greatest(cardinality(f.recent_correct) + cardinality(excluded.recent_correct) - ${keep}, 1):],
        last_at = greatest(f.last_at, excluded.last_at)`);
    return {};
  },
};
