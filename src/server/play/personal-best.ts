import { and, eq, isNull, lt, max } from "drizzle-orm";
import type { PersonalBest } from "../../shared/api/play";
import type { GameMode } from "../../shared/game/modes";
import { bestIsPerLevel } from "../../shared/game/personal-best";
import type { Actor } from "../auth/actor";
import { authorizeGame } from "../auth/policies/game-policy";
import { sessions } from "../db/schema/play";
import type { AppDeps } from "../core/deps";

/**
 * The player's best score in a game's mode from the games saved before it
 * (at the game's difficulty where the mode's questions depend on it, and on
 * the game's clock: a game with 2 × the time is no best of the standard one), so that
 * the results page can say whether this game beat it, however often it is
 * opened again. A child's games are the child's; a parent's own games (no
 * child) are the parent's. One lookup on sessions_best_idx: the highest
 * scores of the player and mode first, until one is older than the game.
 */
export async function personalBest(deps: AppDeps, actor: Actor, sessionId: string): Promise<PersonalBest> {
  const db = deps.database.db;
  const game = await authorizeGame(db, actor, sessionId, "read");
  const mode = game.mode as GameMode;
  const [row] = await db
    .select({ best: max(sessions.score) })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, game.userId),
        game.childId === null ? isNull(sessions.childId) : eq(sessions.childId, game.childId),
        eq(sessions.mode, mode),
        // Like with like: a game with more time is set only beside games on the same clock.
        eq(sessions.timeAllowance, game.timeAllowance),
        bestIsPerLevel(mode) ? eq(sessions.difficultyLevel, game.difficultyLevel) : undefined,
        lt(sessions.createdAt, game.createdAt),
      ),
    );
  return { best_before: row?.best ?? null };
}
