import { and, eq, gte } from "drizzle-orm";
import type { WeeklyWinsView } from "../../shared/api/missions";
import { isShieldActive } from "../../shared/engagement/shield";
import { startOfThisWeek } from "../../shared/engagement/this-week";
import { EMPTY_WEEKLY_WINS, weeklyWins, type WeeklyWins } from "../../shared/engagement/weekly-wins";
import type { Actor } from "../auth/actor";
import { authorizeChild } from "../auth/policies/child-policy";
import { parentChallenges } from "../db/schema/engagement";
import { childFactStats } from "../db/schema/learning";
import type { AppDeps } from "../core/deps";
import { evaluate } from "../play/play-summary";
import { factsToPractise } from "../../shared/learning/report-facts";
import { loadPracticeStats } from "./load-practice-stats";

function present(childId: string, childName: string, wins: WeeklyWins): WeeklyWinsView {
  return {
    child_id: childId,
    child_name: childName,
    achievements: wins.achievements,
    improvement_areas: wins.improvementAreas,
    streak_info: { current_streak: wins.currentStreak, has_shield: wins.hasShield },
  };
}

/**
 * The child's wins over the last 7 days (`startOfThisWeek`: today and the 6
 * UTC days before it, the child card's week too), worked out from their
 * games when asked (so always current); the facts to practise are those
 * Smart Practice would ask first, from all their kept answers. If they cannot be worked out, the parent sees
 * the empty defaults (docs/product/gameplay.md#weekly-wins) and the failure is logged.
 */
export async function getWeeklyWins(deps: AppDeps, actor: Actor, childId: string): Promise<WeeklyWinsView> {
  const db = deps.database.db;
  const { child } = await authorizeChild(db, actor, childId, "readHistory");
  const now = deps.clock();
  try {
    const since = startOfThisWeek(now);
    const stats = await loadPracticeStats(db, childId, since);
    const streak = await evaluate(db, child, now);
    const missions = await db
      .select({ name: parentChallenges.challengeName })
      .from(parentChallenges)
      .where(
        and(
          eq(parentChallenges.childId, childId),
          eq(parentChallenges.status, "completed"),
          gte(parentChallenges.completedAt, since),
        ),
      );
    const facts = await db.select().from(childFactStats).where(eq(childFactStats.childId, childId));
    const wins = weeklyWins({
      ...stats,
      missionsCompleted: missions.map((m) => m.name),
      factsToPractise: factsToPractise(facts, child, now),
      currentStreak: streak.streak,
      hasShield: isShieldActive(
        { held: child.hasStreakShield, expiresAt: child.streakShieldExpiresAt, usesCount: child.streakShieldUsesCount },
        now,
      ),
    });
    return present(childId, child.name, wins);
  } catch (error) {
    deps.log.error({ err: error, childId }, "Weekly wins could not be worked out");
    return present(childId, child.name, EMPTY_WEEKLY_WINS);
  }
}
