import { eq, sql } from "drizzle-orm";
import { PARENT_LOGIN_MAX_FAILURES, PARENT_LOGIN_WINDOW_MS } from "../../shared/constants";
import { messages } from "../../shared/messages";
import type { Queryable } from "../db/client";
import { loginAttempts } from "../db/schema/throttles";
import { verifyPassword } from "../auth/passwords";
import { users } from "../db/schema/users";
import { AppError, unprocessable } from "../core/app-error";

/**
 * The account's password attempts: ten in a 15-minute window per email,
 * shared by every place that checks a parent's password (sign-in, and the
 * current password a password change asks for), so that guessing in one
 * place spends the tries of the other.
 */

/** The answer once the window's attempts are used up: the sign-in's generic words. */
export const passwordAttemptsUsedUp = () => new AppError(429, "invalid_credentials", messages.invalidEmailOrPassword);

/**
 * Takes one of the email's ten attempts in its 15-minute window, in one
 * statement: the row's lock orders parallel requests, and a request that finds
 * the window used up changes nothing and gets no row back. The attempt is
 * counted as a failure before the password is looked at, so however many
 * requests arrive at once, at most ten passwords are evaluated per window.
 */
export async function takePasswordAttempt(db: Queryable, email: string, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - PARENT_LOGIN_WINDOW_MS);
  const expired = sql`${loginAttempts.windowStart} <= ${windowStart.toISOString()}::timestamptz`;
  const rows = await db
    .insert(loginAttempts)
    .values({ kind: "parent_email", key: email, failures: 1, windowStart: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [loginAttempts.kind, loginAttempts.key],
      set: {
        failures: sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${loginAttempts.windowStart} end`,
        updatedAt: now,
      },
      setWhere: sql`${expired} or ${loginAttempts.failures} < ${PARENT_LOGIN_MAX_FAILURES}`,
    })
    .returning({ failures: loginAttempts.failures });
  return rows.length > 0;
}

/** A right password clears the email's count. */
export async function clearPasswordAttempts(db: Queryable, email: string): Promise<void> {
  await db.delete(loginAttempts).where(sql`${loginAttempts.kind} = 'parent_email' and ${loginAttempts.key} = ${email}`);
}

/**
 * Checks the signed-in parent's current password (a password change, a new
 * address) under the email's count of attempts: used up, 429 before the
 * password is looked at; wrong, "Current password is incorrect";
 * right, the count is cleared. Answers the user's row.
 */
export async function checkCurrentPassword(db: Queryable, userId: string, password: string, now: Date) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (user && !(await takePasswordAttempt(db, user.email, now))) throw passwordAttemptsUsedUp();
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    throw unprocessable("wrong_password", messages.currentPasswordIncorrect, {
      currentPassword: messages.currentPasswordIncorrect,
    });
  }
  await clearPasswordAttempts(db, user.email);
  return user;
}
