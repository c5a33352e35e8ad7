import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { FamilyExport } from "../../shared/api/family-data";
import { presentParent } from "../accounts/present-parent";
import type { Actor } from "../auth/actor";
import { authorizeFamily } from "../auth/policies/family-policy";
import { presentChild } from "../children/present-child";
import { referrals, subscriptions } from "../db/schema/billing";
import { childSessions, children } from "../db/schema/children";
import { emailOutbox } from "../db/schema/email";
import {
  badges,
  challengeNotificationDismissals,
  challenges,
  childUnlockedRewards,
  digitalRewards,
  parentChallenges,
  streakShieldDays,
  userBadges,
  weeklyReports,
  weeklyWins,
} from "../db/schema/engagement";
import { files } from "../db/schema/files";
import { avatarGenerations, generatedAvatars } from "../db/schema/avatars";
import { questions, quizFeedback, quizResults, sessions } from "../db/schema/play";
import { supportRequests, testimonials } from "../db/schema/support";
import { aiFeedbackUses, loginAttempts } from "../db/schema/throttles";
import { authSessions, trustedDevices } from "../db/schema/users";
import type { AppDeps } from "../core/deps";
import { presentGame } from "../play/present-game";
import { storedRow } from "./stored-row";

/** An `in` over a list that may be empty (no child, no game): matches nothing then. */
const anyOf = <T>(ids: T[]) => (ids.length > 0 ? ids : null);

/**
 * Everything stored about the caller's family, read in one transaction so the
 * parts agree with each other. Hashes and throttle keys are left out.
 */
export async function exportFamilyData(deps: AppDeps, actor: Actor, parentId: string): Promise<FamilyExport> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const { parent, user } = await authorizeFamily(tx, actor, parentId, "export");
    const kids = await tx
      .select()
      .from(children)
      .where(eq(children.parentId, parent.id))
      .orderBy(asc(children.createdAt), asc(children.id));
    const childIds = anyOf(kids.map((c) => c.id));

    const games = await tx
      .select()
      .from(sessions)
      .where(eq(sessions.userId, parent.userId))
      .orderBy(asc(sessions.createdAt));
    const gameIds = anyOf(games.map((g) => g.id));
    const gameQuestions = gameIds
      ? await tx.select().from(questions).where(inArray(questions.sessionId, gameIds)).orderBy(asc(questions.position))
      : [];

    const badgeRows = childIds
      ? await tx
          .select({ award: userBadges, name: badges.name, description: badges.description })
          .from(userBadges)
          .innerJoin(badges, eq(badges.id, userBadges.badgeId))
          .where(inArray(userBadges.childId, childIds))
      : [];
    const rewardRows = childIds
      ? await tx
          .select({ reward: childUnlockedRewards, name: digitalRewards.name })
          .from(childUnlockedRewards)
          .leftJoin(digitalRewards, eq(digitalRewards.id, childUnlockedRewards.digitalRewardId))
          .where(inArray(childUnlockedRewards.childId, childIds))
      : [];
    const challengeRows = await tx
      .select()
      .from(challenges)
      .where(
        childIds
          ? or(
              inArray(challenges.initiatorChildId, childIds),
              inArray(challenges.opponentChildId, childIds),
              eq(challenges.opponentUserId, parent.userId),
            )
          : eq(challenges.opponentUserId, parent.userId),
      );
    const ofChildren = async <T extends Record<string, unknown>>(
      read: (ids: string[]) => Promise<T[]>,
    ): Promise<T[]> => (childIds ? read(childIds) : []);

    const byGame = new Map<string, typeof gameQuestions>();
    for (const q of gameQuestions) byGame.set(q.sessionId, [...(byGame.get(q.sessionId) ?? []), q]);
    const owner = { userId: parent.userId, email: parent.email };
    // The parent as their session shows them: Premium by its one rule, never the stored column.
    const shown = await presentParent(tx, parent, now);

    return {
      format: "maths-sprint-family-export" as const,
      version: 1 as const,
      exported_at: now.toISOString(),
      parent: {
        email: user.email,
        account_created_at: user.createdAt.toISOString(),
        password_changed_at: user.passwordChangedAt.toISOString(),
        premium: shown.premium,
        premium_until: shown.premium_until,
        is_admin: shown.is_admin,
        login_count: shown.login_count,
        last_active: shown.last_active,
        referral_code: shown.referral_code,
        weekly_report: parent.weeklyReport,
      },
      // The response schema keeps the child's own fields (the parent's are above).
      children: kids.map((row) => presentChild(row, owner)),
      games: games.map((g) => {
        const { session, questions: asked } = presentGame(g, byGame.get(g.id) ?? []);
        return { ...session, questions: asked };
      }),
      badges: badgeRows.map((b) => ({ ...storedRow(b.award), badge_name: b.name, badge_description: b.description })),
      missions: (
        await ofChildren((ids) => tx.select().from(parentChallenges).where(inArray(parentChallenges.childId, ids)))
      ).map((r) => storedRow(r)),
      rewards: rewardRows.map((r) => ({ ...storedRow(r.reward), reward_name: r.name })),
      challenges: challengeRows.map((r) => storedRow(r)),
      challenge_notification_dismissals: (
        await ofChildren((ids) =>
          tx
            .select()
            .from(challengeNotificationDismissals)
            .where(inArray(challengeNotificationDismissals.childId, ids)),
        )
      ).map((r) => storedRow(r)),
      streak_shield_days: (
        await ofChildren((ids) => tx.select().from(streakShieldDays).where(inArray(streakShieldDays.childId, ids)))
      ).map((r) => storedRow(r)),
      weekly_wins: (
        await ofChildren((ids) => tx.select().from(weeklyWins).where(inArray(weeklyWins.childId, ids)))
      ).map((r) => storedRow(r)),
      weekly_reports: (await tx.select().from(weeklyReports).where(eq(weeklyReports.parentId, parent.id))).map((r) =>
        storedRow(r),
      ),
      quiz_results: (await tx.select().from(quizResults).where(eq(quizResults.userId, parent.userId))).map((r) =>
        storedRow(r),
      ),
      ai_feedback: (
        await ofChildren((ids) => tx.select().from(quizFeedback).where(inArray(quizFeedback.childId, ids)))
      ).map((r) => storedRow(r)),
      ai_feedback_requests: (await tx.select().from(aiFeedbackUses).where(eq(aiFeedbackUses.parentId, parent.id))).map(
        (r) => storedRow(r),
      ),
      avatars: (await tx.select().from(generatedAvatars).where(eq(generatedAvatars.parentId, parent.id))).map((r) =>
        storedRow(r),
      ),
      avatar_generations: (
        await tx.select().from(avatarGenerations).where(eq(avatarGenerations.parentId, parent.id))
      ).map((r) => storedRow(r)),
      support_requests: (
        await tx
          .select()
          .from(supportRequests)
          .where(or(eq(supportRequests.userId, parent.userId), eq(supportRequests.email, user.email)))
      ).map((r) => storedRow(r)),
      testimonials: (await tx.select().from(testimonials).where(eq(testimonials.userId, parent.userId))).map((r) =>
        storedRow(r),
      ),
      subscriptions: (await tx.select().from(subscriptions).where(eq(subscriptions.parentId, parent.id))).map((r) =>
        storedRow(r),
      ),
      referrals: (
        await tx
          .select()
          .from(referrals)
          .where(or(eq(referrals.referrerParentId, parent.id), eq(referrals.referredParentId, parent.id)))
      ).map((r) => ({
        // Whose side the family was on; the other family's id is theirs, not this family's, and is left out.
        role: r.referrerParentId === parent.id ? "referrer" : "referred",
        ...storedRow(r, ["referrerParentId", "referredParentId"]),
      })),
      trusted_devices: (await tx.select().from(trustedDevices).where(eq(trustedDevices.parentId, parent.id))).map((r) =>
        storedRow(r),
      ),
      sign_in_sessions: (await tx.select().from(authSessions).where(eq(authSessions.userId, parent.userId))).map((r) =>
        storedRow(r),
      ),
      child_sign_in_sessions: (
        await ofChildren((ids) => tx.select().from(childSessions).where(inArray(childSessions.childId, ids)))
      ).map((r) => storedRow(r)),
      sign_in_throttles: (
        await tx
          .select()
          .from(loginAttempts)
          .where(
            or(
              eq(loginAttempts.parentId, parent.id),
              and(eq(loginAttempts.kind, "parent_email"), eq(loginAttempts.key, user.email)),
            ),
          )
      ).map((r) => storedRow(r)),
      files: (await tx.select().from(files).where(eq(files.ownerParentId, parent.id))).map((r) => storedRow(r)),
      // What was sent to them: the bodies (and a report's unsubscribe header) hold links, so only what, when and whether it went.
      emails: (await tx.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email))).map((r) =>
        storedRow(r, ["textBody", "htmlBody", "headers", "error"]),
      ),
    };
  });
}
