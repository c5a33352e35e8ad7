import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { DIFFICULTY_LEVELS, LEVEL_OFFER_GAMES } from "../../shared/constants";
import { GAME_MODES } from "../../shared/game/modes";
import { levelOffer } from "../../shared/learning/level-offer";
import { startOfThisWeek } from "../../shared/engagement/this-week";
import type { ParentActor } from "../auth/actor";
import { children } from "../db/schema/children";
import { sessions } from "../db/schema/play";
import type { AppDeps } from "../core/deps";
import { evaluateEach } from "./play-summary";

const rowSchema = z.object({
  child: z.string(),
  games_this_week: z.coerce.number().int(),
  mode: z.enum(GAME_MODES).nullable(),
  score: z.number().int().nullable(),
  max_score: z.number().int().nullable(),
  created_at: z.union([z.string(), z.date()]).nullable(),
  recent: z.array(z.object({ difficulty_level: z.enum(DIFFICULTY_LEVELS), score: z.number(), max_score: z.number() })),
});

/**
 * Each of the parent's children with their streak, games this week (the
 * child's own games of the last 7 days, `startOfThisWeek`, as This Week's
 * Wins counts them), last game and a level to offer (from their three latest
 * games): the children (with the shields their streaks need), one query for
 * every child's games (this week's count and the newest game, through the
 * sessions (child_id, created_at) index), then one streak query a child, five
 * at most, however long the history. Reads only: a shield the streak would
 * need is spent when the child next plays, not here.
 */
export async function familyProgress(deps: AppDeps, actor: ParentActor) {
  const db = deps.database.db;
  const now = deps.clock();
  const family = await db
    .select()
    .from(children)
    .where(eq(children.parentId, actor.parentId))
    .orderBy(asc(children.createdAt), asc(children.id));
  const weekStart = startOfThisWeek(now).toISOString();
  const result = await db.execute(sql`
    select c.id as child,
      (select count(*) from ${sessions} s
        where s.child_id = c.id and s.created_at >= ${weekStart}::timestamptz) as games_this_week,
      last.mode, last.score, last.max_score, last.created_at,
      coalesce((select json_agg(r order by r.created_at desc) from (
        select s.difficulty_level, s.score, s.max_score, s.created_at from ${sessions} s
        where s.child_id = c.id order by s.created_at desc limit ${LEVEL_OFFER_GAMES}) r), '[]'::json) as recent
    from ${children} c
    left join lateral (
      select s.mode, s.score, s.max_score, s.created_at from ${sessions} s
      where s.child_id = c.id order by s.created_at desc limit 1
    ) last on true
    where c.parent_id = ${actor.parentId}`);
  const games = new Map(
    z
      .object({ rows: z.array(rowSchema) })
      .parse(result)
      .rows.map((row) => [row.child, row]),
  );

  const streaks = await evaluateEach(db, family, now);
  return {
    children: family.map((child) => {
      const row = games.get(child.id);
      const last =
        row && row.mode !== null && row.score !== null && row.max_score !== null && row.created_at !== null
          ? {
              mode: row.mode,
              score: row.score,
              max_score: row.max_score,
              created_at: new Date(row.created_at).toISOString(),
            }
          : null;
      return {
        child_id: child.id,
        streak: streaks.get(child.id)?.streak ?? 0,
        games_this_week: row?.games_this_week ?? 0,
        last_game: last,
        level_offer: levelOffer(child.difficultyLevel, row?.recent ?? []),
      };
    }),
  };
}
