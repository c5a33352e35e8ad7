import { sql, type SQL } from "drizzle-orm";

/**
 * A child's game adds itself to the child's summary of its mode
 * (db/schema/learning.ts, child_mode_stats), as one part of the statement that
 * saves the game (write-game.ts): one more game, its percentage and duration
 * added, the bests kept, and it becomes the latest unless a later one is
 * there. `session` names the inserted session (its `child_id`, `mode`,
 * `score`, `max_score`, `duration`, `created_at`): nothing is kept for a
 * parent's own game.
 */
export function addGameToModeStats(session: SQL): SQL {
  const percent = sql`100.0 * s.score / nullif(s.max_score, 0)`;
  return sql`
    insert into child_mode_stats as m
      (child_id, mode, games, scored, percent_sum, best_percent, duration_sum, best_score, last_score, last_max_score, last_at)
    select s.child_id, s.mode, 1, (s.max_score <> 0)::int, coalesce(${percent}, 0), ${percent},
      s.duration, s.score, s.score, s.max_score, s.created_at
    from ${session} s
    where s.child_id is not null
    on conflict (child_id, mode) do update set
      games = m.games + 1,
      scored = m.scored + excluded.scored,
      percent_sum = m.percent_sum + excluded.percent_sum,
      best_percent = greatest(m.best_percent, excluded.best_percent),
      duration_sum = m.duration_sum + excluded.duration_sum,
      best_score = greatest(m.best_score, excluded.best_score),
      last_score = case when excluded.last_at >= m.last_at then excluded.last_score else m.last_score end,
      last_max_score = case when excluded.last_at >= m.last_at then excluded.last_max_score else m.last_max_score end,
      last_at = greatest(m.last_at, excluded.last_at)`;
}
