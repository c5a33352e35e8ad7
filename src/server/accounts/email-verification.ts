import { and, desc, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { VerifyEmailResponse } from "../../shared/api/referrals";
import { EMAIL_VERIFICATION_HOURS, EMAIL_VERIFICATION_RESEND_MS } from "../../shared/constants";
import { productMessages } from "../../shared/messages";
import type { ParentActor } from "../auth/actor";
import { hashToken, newToken } from "../auth/tokens";
import type { Tx } from "../db/client";
import { referrals } from "../db/schema/billing";
import { emailVerificationTokens, parents, users } from "../db/schema/users";
import type { AppDeps } from "../core/deps";
import { emailChangedEmail } from "../emails/email-changed";
import { verificationEmail, type ConfirmationReason } from "../emails/verify-email";
import { AppError, badRequest, conflict, isUniqueViolation } from "../core/app-error";
import { completeReferral } from "../referrals/complete-referral";
import { checkCurrentPassword } from "./password-attempts";
import { spendResetLinks } from "./password-reset";

/**
 * Writes a confirmation link for `user` and its email through `tx`, the
 * transaction that also records why it is sent (a sign-up, a sign-in, a
 * request for another, a new address): the email is kept exactly when the
 * token is. With `newEmail`, the link is sent there and proves that address,
 * which replaces the account's once it is used. The caller delivers it once
 * committed (`deliverVerificationEmail`).
 */
export async function writeVerificationEmail(
  deps: AppDeps,
  tx: Tx,
  user: { id: string; email: string },
  now: Date,
  reason: ConfirmationReason = "account",
  newEmail: string | null = null,
) {
  const token = newToken();
  await tx.insert(emailVerificationTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    newEmail,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_HOURS * 3_600_000),
  });
  await deps.mailer.send(await verificationEmail(newEmail ?? user.email, token, deps.config.publicUrl, reason), tx);
}

/** Delivers what `writeVerificationEmail` kept, now that it is committed; if the mail server is away, the sweep tries again. */
export async function deliverVerificationEmail(deps: AppDeps): Promise<void> {
  await deps.mailer.deliverPending().catch((error: unknown) => {
    deps.log.warn({ err: error }, "A verification email waits for the next delivery round");
  });
}

/** Why the account's own address is confirmed: a referred parent's link also tells of the referral's week. */
async function reasonFor(tx: Tx, userId: string): Promise<ConfirmationReason> {
  const [pending] = await tx
    .select({ id: referrals.id })
    .from(referrals)
    .innerJoin(parents, eq(parents.id, referrals.referredParentId))
    .where(and(eq(parents.userId, userId), eq(referrals.status, "pending")))
    .limit(1);
  return pending ? "referral" : "account";
}

/**
 * At a sign-in of an account whose address is not confirmed (one made before
 * every sign-up was asked to), a link is sent unless one for that address is
 * still open: so each such parent is asked once, and again when their link
 * has run out. True when one was written (the caller delivers it once
 * committed).
 */
export async function askToConfirmAtSignIn(
  deps: AppDeps,
  tx: Tx,
  user: { id: string; email: string; emailVerifiedAt: Date | null },
  now: Date,
): Promise<boolean> {
  if (user.emailVerifiedAt) return false;
  const [open] = await tx
    .select({ id: emailVerificationTokens.id })
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.userId, user.id),
        isNull(emailVerificationTokens.newEmail),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .limit(1);
  if (open) return false;
  await writeVerificationEmail(deps, tx, user, now, await reasonFor(tx, user.id));
  return true;
}

/**
 * Locks the parent's user row and finds whether a link of the same kind (for
 * their own address, or for a new one) was written for them within
 * EMAIL_VERIFICATION_RESEND_MS: requests at the same moment send one email,
 * and nobody can make us send either kind more than once a minute. (The link
 * sent at sign-up does not hold back a new address: a parent who mistyped
 * theirs can put it right at once.)
 */
async function lockForNewLink(tx: Tx, userId: string, now: Date, kind: "own" | "new") {
  const [user] = await tx
    .select({ id: users.id, email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!user) throw new Error("The signed-in parent has no user row");
  const [recent] = await tx
    .select({ id: emailVerificationTokens.id })
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.userId, user.id),
        kind === "own" ? isNull(emailVerificationTokens.newEmail) : isNotNull(emailVerificationTokens.newEmail),
        gt(emailVerificationTokens.createdAt, new Date(now.getTime() - EMAIL_VERIFICATION_RESEND_MS)),
      ),
    )
    .limit(1);
  return { user, tooSoon: recent !== undefined };
}

const tooSoon = () => new AppError(429, "rate_limited", productMessages.verificationEmailTooSoon);

/** Sends the signed-in parent another link for their own address, at most once per EMAIL_VERIFICATION_RESEND_MS. */
export async function resendVerificationEmail(deps: AppDeps, actor: ParentActor): Promise<void> {
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const { user, tooSoon: soon } = await lockForNewLink(tx, actor.userId, now, "own");
    if (user.verifiedAt) throw conflict("email_already_verified", productMessages.emailAlreadyVerified);
    if (soon) throw tooSoon();
    await writeVerificationEmail(deps, tx, user, now, await reasonFor(tx, user.id));
  });
  await deliverVerificationEmail(deps);
}

const emailInUse = () => conflict("email_in_use", productMessages.emailInUse, { newEmail: productMessages.emailInUse });

/**
 * A parent asks to sign in with another address: their password first, under
 * the sign-in's count of attempts (whoever holds a session on a shared
 * computer cannot take the account with it), then a link is sent to the new
 * address, at most once per EMAIL_VERIFICATION_RESEND_MS. Nothing changes
 * until the link is followed (`verifyEmail`): the account signs in, and is
 * written to, at the old address until then.
 */
export async function requestEmailChange(
  deps: AppDeps,
  actor: ParentActor,
  input: { newEmail: string; currentPassword: string },
): Promise<void> {
  const db = deps.database.db;
  const now = deps.clock();
  await checkCurrentPassword(db, actor.userId, input.currentPassword, now);
  await db.transaction(async (tx) => {
    const { user, tooSoon: soon } = await lockForNewLink(tx, actor.userId, now, "new");
    if (user.email === input.newEmail)
      throw badRequest("same_email", productMessages.emailChangeSame, { newEmail: productMessages.emailChangeSame });
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.newEmail)).limit(1);
    if (taken) throw emailInUse();
    if (soon) throw tooSoon();
    await writeVerificationEmail(deps, tx, user, now, "new_address", input.newEmail);
  });
  await deliverVerificationEmail(deps);
}

/**
 * The new address replaces the old one, in the link's transaction: the old
 * address is told first (while it is still the account's, so only if it was
 * confirmed), then the login and the parent row take the new address, which
 * is confirmed by this very link; every open link of the parent (to either
 * address) and every open password reset (sent to the old one) is spent.
 */
async function changeAddress(deps: AppDeps, tx: Tx, userId: string, newEmail: string, now: Date) {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for("update");
  if (!user) throw badRequest("invalid_token", productMessages.verificationLinkInvalid);
  await deps.mailer.send(await emailChangedEmail(user.email, deps.config.supportEmail, deps.config.publicUrl), tx);
  try {
    await tx.update(users).set({ email: newEmail, emailVerifiedAt: now }).where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error, "users_email_unique")) throw emailInUse();
    throw error;
  }
  await tx.update(parents).set({ email: newEmail }).where(eq(parents.userId, userId));
  await tx
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
  await spendResetLinks(tx, userId, now);
}

/**
 * Uses a confirmation link. A link for a new address makes it the account's
 * (`changeAddress`). A link for the account's own address proves it and
 * spends every open link of that kind; and if one of the parent's children
 * has already played, their pending referral completes in the same
 * transaction (whichever of the two comes second completes it;
 * `completeReferral`). A used, expired or unknown link is refused.
 */
export async function verifyEmail(deps: AppDeps, token: string): Promise<VerifyEmailResponse> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: emailVerificationTokens.userId, newEmail: emailVerificationTokens.newEmail })
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
    if (row.newEmail !== null) {
      await changeAddress(deps, tx, row.userId, row.newEmail, now);
    } else {
      await tx
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerificationTokens.userId, row.userId),
            isNull(emailVerificationTokens.usedAt),
            isNull(emailVerificationTokens.newEmail),
          ),
        );
      await tx
        .update(users)
        .set({ emailVerifiedAt: now })
        .where(and(eq(users.id, row.userId), isNull(users.emailVerifiedAt)));
    }
    const changed = row.newEmail !== null ? { email: row.newEmail } : {};
    if (await completeReferral({ ...deps, database: { ...deps.database, db: tx } }, row.userId)) {
      return { referral: "completed", ...changed };
    }
    const [pending] = await tx
      .select({ id: referrals.id })
      .from(referrals)
      .innerJoin(parents, eq(parents.id, referrals.referredParentId))
      .where(and(eq(parents.userId, row.userId), eq(referrals.status, "pending")));
    return { referral: pending ? "waiting_for_game" : "none", ...changed };
  });
}

/** The parent's sign-in address, whether it is confirmed, and the new address a link waits to confirm (if any). */
export async function accountEmail(deps: AppDeps, actor: ParentActor) {
  const db = deps.database.db;
  const now = deps.clock();
  const [user] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!user) throw new Error("The signed-in parent has no user row");
  const [pending] = await db
    .select({ newEmail: emailVerificationTokens.newEmail })
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.userId, actor.userId),
        isNotNull(emailVerificationTokens.newEmail),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(1);
  return { email: user.email, confirmed: user.verifiedAt !== null, pending_email: pending?.newEmail ?? null };
}
