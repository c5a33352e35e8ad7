import type { Queryable } from "../../db/client";

export interface EmailMessage {
  to: string;
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
}

/**
 * Sends email. Every message is first kept in the outbox table, whatever the
 * transport, and is delivered until the mail server takes it (a pause that
 * doubles after each failed try), so that no email is lost to a restart or
 * a mail server that is down for a while.
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
  /** Delivers the messages waiting whose time has come; returns how many the mail server took. */
  deliverPending(): Promise<number>;
}
