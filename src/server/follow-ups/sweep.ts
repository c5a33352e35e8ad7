import { and, asc, lte, lt } from "drizzle-orm";
import { saveFollowUps } from "../db/schema/play";
import { isDatabaseUnavailable } from "../db/unavailable";
import type { AppDeps } from "../core/deps";
import { FOLLOW_UP_MAX_ATTEMPTS, noteFailure, runFollowUps, savedGame } from "./runner";
import type { FollowUpStep } from "./step";

/**
 * The sweep: finishes the follow-ups that no save finished (the process died
 * between a game's commit and its follow-ups, the database went away, a step
 * failed), oldest first, at most `limit` a call. Safe with several servers
 * sweeping at once. Returns how many games it finished.
 */
export async function sweepFollowUps(deps: AppDeps, steps: readonly FollowUpStep[], limit = 50): Promise<number> {
  const due = await deps.database.db
    .select({ sessionId: saveFollowUps.sessionId })
    .from(saveFollowUps)
    .where(and(lte(saveFollowUps.nextAttemptAt, deps.clock()), lt(saveFollowUps.attempts, FOLLOW_UP_MAX_ATTEMPTS)))
    .orderBy(asc(saveFollowUps.nextAttemptAt))
    .limit(limit);
  let finished = 0;
  for (const { sessionId } of due) {
    const game = await savedGame(deps, sessionId);
    if (!game) continue;
    try {
      await runFollowUps(deps, steps, game);
      finished++;
    } catch (error) {
      deps.metrics.followUps("failed");
      await noteFailure(deps, sessionId, error);
      if (isDatabaseUnavailable(error)) break;
    }
  }
  return finished;
}
