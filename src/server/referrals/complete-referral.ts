import { and, count, eq, exists, isNotNull, or, sql } from "drizzle-orm";
import { mayEarnReferralWeek, premiumAfterReferralWeek } from "../../shared/referrals/referral-reward";
import { awardReferralBadges } from "../badges/award-referral-badges";
import type { Queryable } from "../db/client";
import { referrals } from "../db/schema/billing";
import { children } from "../db/schema/children";
import { questions, sessions } from "../db/schema/play";
import { parents, users } from "../db/schema/users";
import type { AppDeps } from "../core/deps";

export interface CompletedReferral {
  referrerParentId: string;
  /** Whether the referrer got a week of Premium for it (not once they have earned the most there is). */
  rewarded: boolean;
}

/**
 * Whether one of the parent's children has finished a first game: saved a
 * game in which they answered at least one question (a game of skips only is
 * not playing; a parent's own game is not their child's).
 */
export const childHasPlayed = (db: Queryable, parentId: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(sessions)
      .innerJoin(children, eq(children.id, sessions.childId))
      .innerJoin(questions, eq(questions.sessionId, sessions.id))
      .where(
        and(
          eq(children.parentId, parentId),
          or(isNotNull(questions.userAnswer), isNotNull(questions.userOperatorAnswer)),
        ),
      ),
  );

/**
 * A referral counts once the referred parent has proved their address (a
 * verification email) AND one of their children has saved a game: then it is
 * completed, the referred parent gets their week of Premium and the referrer
 * theirs (from the later of now and the Premium they have; the referrer's
 * unless they have already earned 4 weeks by referring), and both families'
 * children earn Referral Champion (but `playingChildId`, who earns it in the
 * badge step of the game that completed it, where it is shown).
 *
 * Called by whichever of the two comes second (the verification, or the
 * save's follow-up) and safe to call at any time: it changes a pending
 * referral only, once. Both callers take the referral's row lock first and
 * only then look at the other condition, so that, of a verification and a
 * save at the same moment, the one that takes the lock second sees the
 * other's work. The referrer's row is locked next, so that families completing
 * at the same moment are counted one after another and never pass the cap
 * together. Runs in the caller's transaction when `deps` carries one.
 * Returns what changed, or null when nothing did.
 */
export async function completeReferral(
  deps: AppDeps,
  referredUserId: string,
  playingChildId?: string,
): Promise<CompletedReferral | null> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: referrals.id, referrerParentId: referrals.referrerParentId, referredParentId: parents.id })
      .from(referrals)
      .innerJoin(parents, eq(parents.id, referrals.referredParentId))
      .where(and(eq(parents.userId, referredUserId), eq(referrals.status, "pending")))
      .for("update", { of: referrals });
    if (!pending) return null;
    const [ready] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, referredUserId),
          isNotNull(users.emailVerifiedAt),
          childHasPlayed(tx, pending.referredParentId),
        ),
      );
    if (!ready) return null;

    // The older family first (a referrer signed up before the families they referred), so locks never cross.
    const [referrer] = await tx
      .select({ id: parents.id, premiumUntil: parents.premiumUntil })
      .from(parents)
      .where(eq(parents.id, pending.referrerParentId))
      .for("update");
    const [referred] = await tx
      .select({ id: parents.id, premiumUntil: parents.premiumUntil })
      .from(parents)
      .where(eq(parents.id, pending.referredParentId))
      .for("update");
    if (!referrer || !referred) return null;
    const [earned] = await tx
      .select({ weeks: count() })
      .from(referrals)
      .where(and(eq(referrals.referrerParentId, referrer.id), eq(referrals.rewarded, true)));
    const rewarded = mayEarnReferralWeek(earned?.weeks ?? 0);
    await tx
      .update(referrals)
      .set({ status: "completed", rewarded, referredRewarded: true, completedAt: now })
      .where(eq(referrals.id, pending.id));
    if (rewarded) {
      await tx
        .update(parents)
        .set({ premiumUntil: premiumAfterReferralWeek(referrer.premiumUntil, now) })
        .where(eq(parents.id, referrer.id));
    }
    await tx
      .update(parents)
      .set({ premiumUntil: premiumAfterReferralWeek(referred.premiumUntil, now) })
      .where(eq(parents.id, referred.id));
    const inTx = { ...deps, database: { ...deps.database, db: tx } };
    await awardReferralBadges(inTx, referrer.id);
    await awardReferralBadges(inTx, referred.id, playingChildId);
    return { referrerParentId: referrer.id, rewarded };
  });
}
