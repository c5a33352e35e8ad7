import { sql, type SQL } from "drizzle-orm";

/**
 * A child's game adds itself to the child's summary of its mode
 * (db/schema/learning.ts, child_mode_stats), as one part of the statement that
 * saves the game (write-game.ts): one more game, its percentage and duration
 * added, the bests kept, and it becomes the latest unless a later one is
 * there. Then to the summary of its mode on its UTC day (`addGameToDayStats`). `session` names the inserted session (its `child_id`, `mode`,
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
      last_at = greatest(m.last_at, excluded.last_at)
    returning m.mode, m.games`;
}

/** The same game added to the child's summary of its mode on its UTC day (child_day_stats). */
export function addGameToDayStats(session: SQL): SQL {
  return sql`
    insert into child_day_stats as d (child_id, day, mode, games, scored, percent_sum)
    select s.child_id, (s.created_at at time zone 'UTC')::date, s.mode, 1, (s.max_score <> 0)::int,
      coalesce(100.0 * s.score / nullif(s.max_score, 0), 0)
    from ${session} s
    where s.child_id is not null
    on conflict (child_id, day, mode) do update set
      games = d.games + 1,
      scored = d.scored + excluded.scored,
      percent_sum = d.percent_sum + excluded.percent_sum`;
}

/**
 * The same game added to the child's count of games of its mode with its
 * whole percentage (child_percent_stats), and the shortest with full marks:
 * what badges about percentages and full marks read. A game without a maximum
 * score has no percentage.
 */
export function addGameToPercentStats(session: SQL): SQL {
  return sql`
    insert into child_percent_stats as p (child_id, mode, percent, games, fastest_full_marks)
    select s.child_id, s.mode, greatest(0, least(100, floor(s.score * 100.0 / s.max_score)))::int, 1,
      case when s.score >= s.max_score then s.duration end
    from ${session} s
    where s.child_id is not null and s.max_score > 0
    on conflict (child_id, mode, percent) do update set
      games = p.games + 1,
      fastest_full_marks = least(p.fastest_full_marks, excluded.fastest_full_marks)
    returning p.mode, p.percent, p.games, p.fastest_full_marks`;
}
