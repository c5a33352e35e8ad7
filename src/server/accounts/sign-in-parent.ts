import { eq, sql } from "drizzle-orm";
import { messages } from "../../shared/messages";
import { verifyAgainstDummy, verifyPassword } from "../auth/passwords";
import { createParentSession } from "../auth/sessions";
import type { AppDeps } from "../core/deps";
import { parents, users } from "../db/schema/users";
import { AppError } from "../core/app-error";
import { askToConfirmAtSignIn, deliverVerificationEmail } from "./email-verification";
import { ensureParent } from "./ensure-parent";
import { clearPasswordAttempts, passwordAttemptsUsedUp, takePasswordAttempt } from "./password-attempts";

const invalid = () => new AppError(401, "invalid_credentials", messages.invalidEmailOrPassword);

/**
 * Email and password sign-in. Ten attempts for one email within 15 minutes
 * (a success clears them, and a password change's wrong current password
 * counts too) throttle that email with the same generic message. An
 * account whose address was never confirmed is sent a link to confirm it
 * (`askToConfirmAtSignIn`).
 */
export async function signInParent(deps: AppDeps, input: { email: string; password: string; userAgent?: string }) {
  const db = deps.database.db;
  const now = deps.clock();
  if (!(await takePasswordAttempt(db, input.email, now))) throw passwordAttemptsUsedUp();

  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw invalid();

  const signedIn = await db.transaction(async (tx) => {
    await clearPasswordAttempts(tx, input.email);
    const parent = await ensureParent(tx, user);
    const [updated] = await tx
      .update(parents)
      .set({ loginCount: sql`${parents.loginCount} + 1`, lastActive: now })
      .where(eq(parents.id, parent.id))
      .returning();
    const session = await createParentSession(tx, user.id, now, input.userAgent);
    const asked = await askToConfirmAtSignIn(deps, tx, user, now);
    return { user, parent: updated ?? parent, session, asked };
  });
  if (signedIn.asked) await deliverVerificationEmail(deps);
  return signedIn;
}
