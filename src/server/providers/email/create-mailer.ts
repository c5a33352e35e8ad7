import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Db, Queryable } from "../../db/client";
import { normaliseEmail } from "../../../shared/account/email-address";
import { emailOutbox } from "../../db/schema/email";
import { users } from "../../db/schema/users";
import type { EmailMessage, Mailer } from "./mailer";

/**
 * Whether `message` may be sent to its address, read through `db` (the
 * caller's transaction, so that an address confirmed or changed in it counts):
 * the address must be one plain mailbox (`normaliseEmail`: never a display
 * name or a list, whatever an older row holds), and anything but a
 * confirmation link, a password reset or the support team's copy goes only to
 * a parent's sign-in address that its owner has confirmed.
 */
async function mayReceive(db: Queryable, message: EmailMessage): Promise<"yes" | "not_an_address" | "not_confirmed"> {
  const to = normaliseEmail(message.to);
  if (to === null || to !== message.to) return "not_an_address";
  if (message.audience !== "confirmed_parent") return "yes";
  const [confirmed] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, to), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return confirmed ? "yes" : "not_confirmed";
}

interface MailerOptions {
  db: Db;
  log: Logger;
  /** The time now (the server's clock). */
  clock: () => Date;
  from: string;
  smtpUrl?: string | undefined;
}

/** Tries before a message is given up as failed: the pause doubles from 1 minute, so about 4 hours in all. */
export const EMAIL_MAX_ATTEMPTS = 8;
const FIRST_PAUSE_MS = 60_000;
/** How long a server that took messages to deliver keeps others off them. */
const DELIVERY_LEASE_MS = 10 * 60_000;
const BATCH = 20;

type OutboxRow = typeof emailOutbox.$inferSelect;

/** A refusal the mail server says is for good (5xx): trying again would not help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500;
}

/**
 * The local default keeps each message in `email_outbox` and writes it, with
 * its links, to the log. With SMTP_URL the same message is also delivered,
 * and tried again later when the mail server cannot take it now.
 */
export function createMailer({ db, log, clock, from, smtpUrl }: MailerOptions): Mailer {
  // nodemailer is loaded for the first delivery: a server without SMTP_URL never holds it.
  let transport: Promise<Transporter> | undefined;
  const transportTo = (url: string) =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(url)));

  async function deliver(row: OutboxRow): Promise<boolean> {
    if (!smtpUrl) return false;
    try {
      await (
        await transportTo(smtpUrl)
      ).sendMail({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        ...(row.htmlBody !== null && { html: row.htmlBody }),
        ...(row.headers !== null && { headers: row.headers }),
      });
      if (row.forgetOnceDone) await db.delete(emailOutbox).where(eq(emailOutbox.id, row.id));
      else
        await db
          .update(emailOutbox)
          .set({ status: "sent", sentAt: clock(), error: null, nextAttemptAt: null })
          .where(eq(emailOutbox.id, row.id));
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const gaveUp = attempts >= EMAIL_MAX_ATTEMPTS || isPermanent(error);
      log[gaveUp ? "error" : "warn"](
        { err: error, outboxId: row.id, attempts },
        gaveUp ? "Email delivery failed" : "Email delivery failed; it will be tried again",
      );
      if (gaveUp && row.forgetOnceDone) {
        await db.delete(emailOutbox).where(eq(emailOutbox.id, row.id));
        return false;
      }
      await db
        .update(emailOutbox)
        .set({
          status: gaveUp ? "failed" : "pending",
          attempts,
          nextAttemptAt: gaveUp ? null : new Date(clock().getTime() + FIRST_PAUSE_MS * 2 ** (attempts - 1)),
          error: error instanceof Error ? error.message : String(error),
        })
        .where(eq(emailOutbox.id, row.id));
      return false;
    }
  }

  return {
    async send(message: EmailMessage, within?: Queryable) {
      const allowed = await mayReceive(within ?? db, message);
      if (allowed !== "yes") {
        log.info({ email: { subject: message.subject }, reason: allowed }, "Email not sent");
        return;
      }
      const now = clock();
      // The local outbox's log is its delivery: of a message to be forgotten, no row is kept.
      const [row] =
        !smtpUrl && message.forgetOnceDone
          ? []
          : await (within ?? db)
              .insert(emailOutbox)
              .values({
                toAddress: message.to,
                subject: message.subject,
                textBody: message.text,
                htmlBody: message.html ?? null,
                headers: message.headers ?? null,
                forgetOnceDone: message.forgetOnceDone ?? false,
                supportRequestId: message.supportRequestId ?? null,
                status: smtpUrl ? "pending" : "logged",
                // Sent at once, it is this server's for the lease; written in a transaction, deliverPending's once committed.
                nextAttemptAt: !smtpUrl ? null : within ? now : new Date(now.getTime() + DELIVERY_LEASE_MS),
                createdAt: now,
              })
              .returning();
      if (!smtpUrl || !row) {
        log.info({ email: { to: message.to, subject: message.subject } }, `Email (local outbox):\n${message.text}`);
        return;
      }
      // In a transaction, the message exists only once it commits: deliverPending takes it then.
      if (!within) await deliver(row);
    },

    async deliverPending() {
      if (!smtpUrl) return 0;
      const now = clock();
      // Taken under a lease, so that another server sweeping at the same moment leaves them alone.
      const due = db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
        .orderBy(asc(emailOutbox.nextAttemptAt))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      const taken = await db
        .update(emailOutbox)
        .set({ nextAttemptAt: sql`${new Date(now.getTime() + DELIVERY_LEASE_MS).toISOString()}::timestamptz` })
        .where(inArray(emailOutbox.id, due))
        .returning();
      let sent = 0;
      for (const row of taken) if (await deliver(row)) sent++;
      return sent;
    },
  };
}
