import { and, asc, desc, eq, like, notLike } from "drizzle-orm";
import { emailOutbox } from "../../src/server/db/schema/email";
import * as referralsApi from "../../src/shared/api/referrals";
import { callAs } from "./call-as";
import type { TestApp } from "./test-app";

/** The token of the newest verification email the outbox holds for `email`. */
export async function verificationTokenFor(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.deps.database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.textBody, "%/parent/verify-email?token=%")))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`No verification email for ${email} in the outbox`);
  return token;
}

/** Follows the newest verification link emailed to `email`, as the parent's click would. */
export async function verifyEmailOf(t: TestApp, email: string) {
  const token = await verificationTokenFor(t, email);
  return callAs(t, {}, referralsApi.verifyEmail, { body: { token } });
}

/**
 * The emails the outbox holds for `email`, in the order they were written, leaving out the links that
 * confirm an address (every sign-up is sent one, which the factories follow).
 */
export function mailTo(t: TestApp, email: string) {
  return t.deps.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), notLike(emailOutbox.textBody, "%/parent/verify-email?token=%")))
    .orderBy(asc(emailOutbox.createdAt));
}
