import { and, eq, gt, isNull } from "drizzle-orm";
import type { VerifyEmailResponse } from "../../shared/api/referrals";
import { EMAIL_VERIFICATION_HOURS, EMAIL_VERIFICATION_RESEND_MS } from "../../shared/constants";
import { productMessages } from "../../shared/messages";
import type { ParentActor } from "../auth/actor";
import { hashToken, newToken } from "../auth/tokens";
import type { Tx } from "../db/client";
import { referrals } from "../db/schema/billing";
import { emailVerificationTokens, parents, users } from "../db/schema/users";
import type { AppDeps } from "../deps";
import { AppError, badRequest, conflict } from "../http/app-error";
import { verificationEmail } from "../emails/verify-email";
import { completeReferral } from "../referrals/complete-referral";

/**
 * Writes a verification link for `user` and its email through `tx`, the
 * transaction that also records why it is sent (a sign-up, a request for
 * another): the email is kept exactly when the token is. The caller delivers
 * it once committed (`deliverVerificationEmail`).
 */
export async function writeVerificationEmail(deps: AppDeps, tx: Tx, user: { id: string; email: string }, now: Date) {
  const token = newToken();
  await tx.insert(emailVerificationTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_HOURS * 3_600_000),
  });
  await deps.mailer.send(await verificationEmail(user.email, token, deps.config.publicUrl), tx);
}

/** Delivers what `writeVerificationEmail` kept, now that it is committed; if the mail server is away, the sweep tries again. */
export async function deliverVerificationEmail(deps: AppDeps): Promise<void> {
  await deps.mailer.deliverPending().catch((error: unknown) => {
    deps.log.warn({ err: error }, "A verification email waits for the next delivery round");
  });
}

/**
 * Sends the signed-in parent another verification link, at most once per
 * EMAIL_VERIFICATION_RESEND_MS: the user's row is locked and the link written
 * only when none was written within that time, so requests at the same moment
 * send one email.
 */
export async function resendVerificationEmail(deps: AppDeps, actor: ParentActor): Promise<void> {
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, actor.userId))
      .for("update");
    if (!user) throw new Error("The signed-in parent has no user row");
    if (user.verifiedAt) throw conflict("email_already_verified", productMessages.emailAlreadyVerified);
    const [recent] = await tx
      .select({ id: emailVerificationTokens.id })
      .from(emailVerificationTokens)
      .where(
        and(
          eq(emailVerificationTokens.userId, user.id),
          gt(emailVerificationTokens.createdAt, new Date(now.getTime() - EMAIL_VERIFICATION_RESEND_MS)),
        ),
      )
      .limit(1);
    if (recent) throw new AppError(429, "rate_limited", productMessages.verificationEmailTooSoon);
    await writeVerificationEmail(deps, tx, user, now);
  });
  await deliverVerificationEmail(deps);
}

/**
 * Uses a verification link: the address is proved, every open link of the
 * parent is spent, and if one of their children has already played, their
 * pending referral completes in the same transaction (whichever of the two
 * comes second completes it; `completeReferral`). A used, expired or unknown
 * link is refused.
 */
export async function verifyEmail(deps: AppDeps, token: string): Promise<VerifyEmailResponse> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: emailVerificationTokens.userId })
      .from(emailVerificationTokens)
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, hashToken(token)),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .for("update");
    if (!row) throw badRequest("invalid_token", productMessages.verificationLinkInvalid);
    await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailVerificationTokens.userId, row.userId), isNull(emailVerificationTokens.usedAt)));
    await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, row.userId), isNull(users.emailVerifiedAt)));
    if (await completeReferral({ ...deps, database: { ...deps.database, db: tx } }, row.userId)) {
      return { referral: "completed" };
    }
    const [pending] = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .innerJoin(parents, eq(parents.id, referrals.referredParentId))
      .where(and(eq(parents.userId, row.userId), eq(referrals.status, "pending")));
    return { referral: pending ? "waiting_for_game" : "none" };
  });
}
