import { count, eq, sql, type SQL } from "drizzle-orm";
import type { ReferralStats } from "../../shared/api/referrals";
import type { Actor } from "../auth/actor";
import { authorizeFamily } from "../auth/policies/family-policy";
import { referrals } from "../db/schema/billing";
import { parents, users } from "../db/schema/users";
import type { AppDeps } from "../core/deps";
import { childHasPlayed } from "./complete-referral";

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The families a parent has referred, counted in SQL: in all, completed (the
 * family proved its address and a child of theirs has played) and pending,
 * and the weeks of Premium earned by them. A completed referral of a family
 * that has since deleted its account still counts; it names nobody. For a
 * parent who signed up through a link, where their own referral stands.
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
  const [own] = await db
    .select({
      completed: sql<boolean>`${referrals.status} = 'completed'`,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      childHasPlayed: sql<boolean>`${childHasPlayed(db, parent.id)}`,
    })
    .from(referrals)
    .innerJoin(parents, eq(parents.id, referrals.referredParentId))
    .innerJoin(users, eq(users.id, parents.userId))
    .where(eq(referrals.referredParentId, parent.id));
  return {
    totalReferrals: row?.total ?? 0,
    completedReferrals: row?.completed ?? 0,
    pendingReferrals: row?.pending ?? 0,
    weeksEarned: row?.rewarded ?? 0,
    ownReferral: own ?? null,
  };
}
