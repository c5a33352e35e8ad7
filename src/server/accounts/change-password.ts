import { eq } from "drizzle-orm";
import { productMessages } from "../../shared/messages";
import type { ParentActor } from "../auth/actor";
import { hashPassword, isCommonPassword } from "../auth/passwords";
import { endParentSessions } from "../auth/sessions";
import type { AppDeps } from "../core/deps";
import { users } from "../db/schema/users";
import { badRequest } from "../core/app-error";
import { spendResetLinks } from "./password-reset";
import { checkCurrentPassword } from "./password-attempts";

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
  await checkCurrentPassword(db, actor.userId, input.currentPassword, now);
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
