import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, ts } from "../columns";
import { supportRequests } from "./support";

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Extra headers to send with it (the weekly report's List-Unsubscribe and List-Unsubscribe-Post). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status").notNull().default("pending"),
    error: text("error"),
    /** Failed tries so far, and when the next may be made (pending messages only). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at"),
    /** Deleted once delivered or given up, rather than kept: a message to an account that is gone. */
    forgetOnceDone: boolean("forget_once_done").notNull().default(false),
    /**
     * The support request an email is about (the support team's copy, the sender's receipt): it goes
     * with the request, so that deleting a family's requests finds their emails by key, never by text.
     */
    supportRequestId: uuid("support_request_id").references(() => supportRequests.id, { onDelete: "cascade" }),
    /** The order of need in which waiting messages go out, lowest first (`priorityOf` in providers/email/mailer.ts). */
    priority: smallint("priority").notNull().default(1),
    /**
     * Every address the subject or a body quotes (`quotedAddresses`), so that a deleted family's address is
     * found in others' emails by index, not by reading every body. Null on the rows written before it was
     * kept (migration 0033) and on those a release from before it still writes, with no default to claim
     * otherwise (migration 0036): they are read by their text.
     */
    quotedAddresses: text("quoted_addresses").array(),
    createdAt: createdAt(),
    sentAt: ts("sent_at"),
  },
  (t) => [
    index("email_outbox_to_created_idx").on(t.toAddress, t.createdAt),
    index("email_outbox_support_request_idx")
      .on(t.supportRequestId)
      .where(sql`${t.supportRequestId} is not null`),
    index("email_outbox_pending_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("email_outbox_quoted_addresses_idx").using("gin", t.quotedAddresses),
    index("email_outbox_quotes_unread_idx")
      .on(t.id)
      .where(sql`${t.quotedAddresses} is null`),
    check("email_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'logged', 'failed')`),
  ],
);
