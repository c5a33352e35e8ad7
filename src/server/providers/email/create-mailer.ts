import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema/email";
import type { Clock } from "../../clock";
import type { EmailMessage, Mailer } from "./mailer";

interface MailerOptions {
  db: Db;
  log: Logger;
  clock: Clock;
  from: string;
  smtpUrl?: string | undefined;
}

/**
 * The local default keeps each message in `email_outbox` and writes it, with
 * its links, to the log. With SMTP_URL the same message is also delivered.
 */
export function createMailer({ db, log, clock, from, smtpUrl }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(message: EmailMessage) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          status: transport ? "pending" : "logged",
          createdAt: clock(),
        })
        .returning({ id: emailOutbox.id });
      if (!transport || !row) {
        log.info({ email: { to: message.to, subject: message.subject } }, `Email (local outbox):\n${message.text}`);
        return;
      }
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await db.update(emailOutbox).set({ status: "sent", sentAt: clock() }).where(eq(emailOutbox.id, row.id));
      } catch (error) {
        log.error({ err: error, outboxId: row.id }, "Email delivery failed");
        await db
          .update(emailOutbox)
          .set({ status: "failed", error: error instanceof Error ? error.message : String(error) })
          .where(eq(emailOutbox.id, row.id));
      }
    },
  };
}
