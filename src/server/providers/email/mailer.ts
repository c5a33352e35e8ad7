import type { SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client";

/**
 * Whom a message is for, which decides whether it may be sent: mail goes only
 * to an address its owner confirmed, but for the link that confirms it and a
 * password reset (`confirmedAddress` in create-mailer.ts).
 * - `address_confirmation`: the link that proves the address it is sent to;
 * - `password_reset`: a reset link, sent only to a parent's sign-in address;
 * - `support_team`: the support team's own address, from the configuration;
 * - `confirmed_parent`: anything else, sent only when the address is a
 *   parent's sign-in address that its owner confirmed.
 */
export type EmailAudience = "address_confirmation" | "password_reset" | "support_team" | "confirmed_parent";

export interface EmailMessage {
  to: string;
  audience: EmailAudience;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /**
   * Kept in the outbox only until the mail server has taken it (or it is
   * given up), then deleted: a message to someone whose account is gone.
   */
  forgetOnceDone?: boolean;
  /** The support request it is about (the team's copy, the sender's receipt): the email goes with the request. */
  supportRequestId?: string;
  /** One of a mailing to every family (the weekly report): sent after every other message waiting (`priorityOf`). */
  bulk?: boolean;
}

/**
 * The order of need in which waiting mail goes out, lowest first: a link someone is waiting for (a
 * password reset, an address to confirm), then every other message, then a mailing's (`bulk`).
 */
export function priorityOf(message: Pick<EmailMessage, "audience" | "bulk">): 0 | 1 | 2 {
  if (message.audience === "password_reset" || message.audience === "address_confirmation") return 0;
  return message.bulk ? 2 : 1;
}

/**
 * Sends email. Every message is first kept in the outbox table, whatever the
 * transport, and is delivered until the mail server takes it, so that no
 * email is lost to a restart or a mail server that is down for a while: a
 * message the server refused for now waits a pause that doubles after each
 * try; while the server cannot be reached at all, the messages wait, their
 * tries uncounted, and go out in order of need (`priorityOf`) once it is back.
 */
export interface Mailer {
  /**
   * Keeps the message in the outbox and delivers it. Given `db`, an open
   * transaction, the message is written through it, so that it is kept only
   * if what it tells of is committed; it is then delivered by the next
   * `deliverPending`, which the caller runs once committed (and the sweep
   * every 15 s). Without, it is delivered at once.
   */
  send(message: EmailMessage, db?: Queryable): Promise<void>;
  /**
   * The insert that keeps `message` in the outbox as `send` does in a transaction, for the caller to make part of
   * the one statement that writes what the message tells of (a data-modifying `with`): the row is written only
   * where `condition` holds (and, for a confirmed parent's mail, where the address is confirmed), in one round
   * trip, so that no transaction waits on the caller between the two writes. Null where `send` would write
   * nothing: an address that is not one plain mailbox. `written` is called once the statement has committed
   * having written it (the local outbox's log). Not for a message to be forgotten once done: `send` that.
   */
  keepWhere(message: EmailMessage, condition: SQL): { insert: SQL; written: () => void } | null;
  /** Delivers the messages waiting whose time has come; returns how many the mail server took. */
  deliverPending(): Promise<number>;
}
