import { eq, sql } from "drizzle-orm";
import { PARENT_LOGIN_MAX_FAILURES, PARENT_LOGIN_WINDOW_MS } from "../../shared/constants";
import { messages } from "../../shared/messages";
import { verifyAgainstDummy, verifyPassword } from "../auth/passwords";
import { createParentSession } from "../auth/sessions";
import type { AppDeps } from "../deps";
import { loginAttempts, parents, users } from "../db/schema/accounts";
import { AppError } from "../http/app-error";
import { ensureParent } from "./ensure-parent";

const invalid = (status = 401) => new AppError(status, "invalid_credentials", messages.invalidEmailOrPassword);

/**
 * Email and password sign-in. Ten failures for one email within 15 minutes
 * throttle that email with the same generic message.
 */
export async function signInParent(deps: AppDeps, input: { email: string; password: string; userAgent?: string }) {
  const db = deps.database.db;
  const now = deps.clock();
  const windowStart = new Date(now.getTime() - PARENT_LOGIN_WINDOW_MS);
  const [counter] = await db
    .select()
    .from(loginAttempts)
    .where(sql`${loginAttempts.kind} = 'parent_email' and ${loginAttempts.key} = ${input.email}`);
  if (counter && counter.windowStart > windowStart && counter.failures >= PARENT_LOGIN_MAX_FAILURES) {
    throw invalid(429);
  }

  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !ok) {
    await db
      .insert(loginAttempts)
      .values({ kind: "parent_email", key: input.email, failures: 1, windowStart: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [loginAttempts.kind, loginAttempts.key],
        set: {
          failures: sql`case when ${loginAttempts.windowStart} > ${windowStart} then ${loginAttempts.failures} + 1 else 1 end`,
          windowStart: sql`case when ${loginAttempts.windowStart} > ${windowStart} then ${loginAttempts.windowStart} else ${now} end`,
          updatedAt: now,
        },
      });
    throw invalid();
  }

  return db.transaction(async (tx) => {
    if (counter) {
      await tx
        .delete(loginAttempts)
        .where(sql`${loginAttempts.kind} = 'parent_email' and ${loginAttempts.key} = ${input.email}`);
    }
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
