import { eq, sql } from "drizzle-orm";
import { PARENT_LOGIN_MAX_FAILURES, PARENT_LOGIN_WINDOW_MS } from "../../shared/constants";
import { messages } from "../../shared/messages";
import { verifyAgainstDummy, verifyPassword } from "../auth/passwords";
import { createParentSession } from "../auth/sessions";
import type { Queryable } from "../db/client";
import type { AppDeps } from "../deps";
import { loginAttempts } from "../db/schema/throttles";
import { parents, users } from "../db/schema/users";
import { AppError } from "../http/app-error";
import { ensureParent } from "./ensure-parent";

const invalid = (status = 401) => new AppError(status, "invalid_credentials", messages.invalidEmailOrPassword);

/**
 * Takes one of the email's ten attempts in its 15-minute window, in one
 * statement: the row's lock orders parallel requests, and a request that finds
 * the window used up changes nothing and gets no row back. The attempt is
 * counted as a failure before the password is looked at, so however many
 * requests arrive at once, at most ten passwords are evaluated per window.
 */
async function takeAttempt(db: Queryable, email: string, now: Date): Promise<boolean> {
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

/**
 * Email and password sign-in. Ten attempts for one email within 15 minutes
 * (a success clears them) throttle that email with the same generic message.
 */
export async function signInParent(deps: AppDeps, input: { email: string; password: string; userAgent?: string }) {
  const db = deps.database.db;
  const now = deps.clock();
  if (!(await takeAttempt(db, input.email, now))) throw invalid(429);

  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw invalid();

  return db.transaction(async (tx) => {
    await tx
      .delete(loginAttempts)
      .where(sql`${loginAttempts.kind} = 'parent_email' and ${loginAttempts.key} = ${input.email}`);
    const parent = await ensureParent(tx, user);
    const [updated] = await tx
      .update(parents)
      .set({ loginCount: sql`${parents.loginCount} + 1`, lastActive: now })
      .where(eq(parents.id, parent.id))
      .returning();
    const session = await createParentSession(tx, user.id, now, input.userAgent);
    return { user, parent: updated ?? parent, session };
  });
}
