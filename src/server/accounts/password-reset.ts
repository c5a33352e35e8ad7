import { and, eq, gt, isNull } from "drizzle-orm";
import { PASSWORD_RESET_EMAIL_INTERVAL_MS, PASSWORD_RESET_MINUTES } from "../../shared/constants";
import { messages, productMessages } from "../../shared/messages";
import { hashPassword, isCommonPassword } from "../auth/passwords";
import { endParentSessions } from "../auth/sessions";
import { hashToken, newToken } from "../auth/tokens";
import type { Queryable } from "../db/client";
import type { AppDeps } from "../core/deps";
import { passwordResetEmail } from "../emails/password-reset";
import { passwordResetTokens, users } from "../db/schema/users";
import { badRequest } from "../core/app-error";

const invalidLink = () => badRequest("invalid_token", messages.resetLinkExpired);

/**
 * Emails a single-use reset link when the account exists, at most once per
 * PASSWORD_RESET_EMAIL_INTERVAL_MS: the link is written under a lock on the
 * user's row, only when no link was issued within that time, so requests at
 * the same moment send one email. Answers the same in every case.
 */
export async function requestPasswordReset(deps: AppDeps, email: string): Promise<void> {
  const db = deps.database.db;
  const now = deps.clock();
  const token = newToken();
  const user = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, email))
      .for("update");
    if (!found) return null;
    const [recent] = await tx
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, found.id),
          gt(passwordResetTokens.createdAt, new Date(now.getTime() - PASSWORD_RESET_EMAIL_INTERVAL_MS)),
        ),
      )
      .limit(1);
    if (recent) return null;
    await tx.insert(passwordResetTokens).values({
      userId: found.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
    });
    // Kept with the token in one transaction: the minute's limit never stands without its email.
    await deps.mailer.send(await passwordResetEmail(found.email, token, deps.config.publicUrl), tx);
    return found;
  });
  if (!user) {
    deps.log.info("Password reset requested for an unknown email, or again within a minute: no email");
    return;
  }
  // Delivered now that the token is committed; if the mail server is away, the sweep tries again.
  await deps.mailer.deliverPending().catch((error: unknown) => {
    deps.log.warn({ err: error }, "A password reset email waits for the next delivery round");
  });
}

async function findUsableToken(db: Queryable, token: string, now: Date, lock: boolean) {
  const query = db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function verifyResetToken(deps: AppDeps, token: string): Promise<void> {
  if (!(await findUsableToken(deps.database.db, token, deps.clock(), false))) throw invalidLink();
}

/** Spends every open reset link of the user: a reset, and a password change, leave none behind. */
export async function spendResetLinks(db: Queryable, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Uses a reset link: sets the password, spends every open link, ends every session. */
export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<void> {
  if (isCommonPassword(password)) {
    throw badRequest("common_password", productMessages.commonPassword, { password: productMessages.commonPassword });
  }
  const passwordHash = await hashPassword(password);
  const now = deps.clock();
  await deps.database.db.transaction(async (tx) => {
    const row = await findUsableToken(tx, token, now, true);
    if (!row) throw invalidLink();
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, row.userId));
    await spendResetLinks(tx, row.userId, now);
    await endParentSessions(tx, row.userId);
  });
}
