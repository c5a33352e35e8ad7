import { eq } from "drizzle-orm";
import { messages, productMessages } from "../../shared/messages";
import type { ParentActor } from "../auth/actor";
import { hashPassword, isCommonPassword, verifyPassword } from "../auth/passwords";
import { endParentSessions } from "../auth/sessions";
import type { AppDeps } from "../deps";
import { users } from "../db/schema/users";
import { badRequest, unprocessable } from "../http/app-error";
import { spendResetLinks } from "./password-reset";
import { clearPasswordAttempts, passwordAttemptsUsedUp, takePasswordAttempt } from "./password-attempts";

/**
 * Verifies the current password first, under the sign-in's count of attempts
 * for the account's email (a wrong one here counts towards sign-in's lock,
 * and the other way round); the new password spends every open reset link
 * and ends every other session.
 */
export async function changePassword(
  deps: AppDeps,
  actor: ParentActor,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const db = deps.database.db;
  const now = deps.clock();
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
  if (user && !(await takePasswordAttempt(db, user.email, now))) throw passwordAttemptsUsedUp();
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw unprocessable("wrong_password", messages.currentPasswordIncorrect, {
      currentPassword: messages.currentPasswordIncorrect,
    });
  }
  await clearPasswordAttempts(db, user.email);
  if (isCommonPassword(input.newPassword)) {
    throw badRequest("common_password", productMessages.commonPassword, {
      newPassword: productMessages.commonPassword,
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, actor.userId));
    await spendResetLinks(tx, actor.userId, now);
    await endParentSessions(tx, actor.userId, actor.sessionId);
  });
}
