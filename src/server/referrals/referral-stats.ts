import { count, eq, sql, type SQL } from "drizzle-orm";
import type { ReferralStats } from "../../shared/api/referrals";
import type { Actor } from "../auth/actor";
import { authorizeFamily } from "../auth/policies/family-policy";
import { referrals } from "../db/schema/billing";
import type { AppDeps } from "../deps";

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The families a parent has referred, counted in SQL: in all, completed (a
 * child of theirs has played) and pending, and the weeks of Premium earned by
 * them. A completed referral of a family that has since deleted its account
 * still counts; it names nobody.
 */
export async function referralStats(deps: AppDeps, actor: Actor, parentId: string): Promise<ReferralStats> {
  const db = deps.database.db;
  const { parent } = await authorizeFamily(db, actor, parentId, "readReferrals");
  const [row] = await db
    .select({
      total: count(),
      completed: countWhere(sql`${referrals.status} = 'completed'`),
      pending: countWhere(sql`${referrals.status} = 'pending'`),
      rewarded: countWhere(sql`${referrals.rewarded}`),
    })
    .from(referrals)
    .where(eq(referrals.referrerParentId, parent.id));
  return {
    totalReferrals: row?.total ?? 0,
    completedReferrals: row?.completed ?? 0,
    pendingReferrals: row?.pending ?? 0,
    weeksEarned: row?.rewarded ?? 0,
  };
}
