import { eq, sql } from "drizzle-orm";
import { recordTowerResult, towerDailyWinsOn } from "../../shared/engagement/tower-wins";
import { utcDateOf } from "../../shared/engagement/utc-date";
import { children } from "../db/schema/children";
import type { FollowUpStep } from "../follow-ups/step";

/**
 * Times Table Tower: a saved score above 0 counts as a daily win; the third
 * win of a UTC day with no shield held awards one. The child row is locked so
 * that wins saved at the same moment are all counted. The day is the game's
 * (the step may run after the save, decision 0014).
 */
export const towerWinStep: FollowUpStep = {
  name: "tower-win",
  probe: ({ player, mode }) =>
    mode === "times_table_tower" && player.childId !== null ? sql`'true'::jsonb` : undefined,
  async run(deps, { session }) {
    const childId = session.childId;
    if (session.mode !== "times_table_tower" || childId === null) return {};
    const now = deps.clock();
    return deps.database.db.transaction(async (tx) => {
      const [child] = await tx.select().from(children).where(eq(children.id, childId)).for("update");
      if (!child) return {};
      const outcome = recordTowerResult(
        { dailyWins: child.timesTableTowerDailyWins, lastWinDate: child.timesTableTowerLastWinDate },
        { held: child.hasStreakShield, expiresAt: child.streakShieldExpiresAt, usesCount: child.streakShieldUsesCount },
        session.score,
        now,
      );
      if (outcome.won) {
        await tx
          .update(children)
          .set({
            timesTableTowerDailyWins: outcome.wins.dailyWins,
            timesTableTowerLastWinDate: outcome.wins.lastWinDate,
            ...(outcome.shieldAwarded && {
              hasStreakShield: true,
              streakShieldExpiresAt: outcome.shield.expiresAt,
              streakShieldCount: child.streakShieldCount + 1,
              streakShieldLastEarned: now,
            }),
          })
          .where(eq(children.id, childId));
      }
      return {
        tower_daily_wins: towerDailyWinsOn(outcome.wins, utcDateOf(now)),
        shield_awarded: outcome.shieldAwarded,
      };
    });
  },
};
