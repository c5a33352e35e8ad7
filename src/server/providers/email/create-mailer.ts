import { and, asc, eq, exists, inArray, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Db, Queryable } from "../../db/client";
import { normaliseEmail, quotedAddresses } from "../../../shared/account/email-address";
import { insertWhere } from "../../db/insert-where";
import { emailOutbox } from "../../db/schema/email";
import { users } from "../../db/schema/users";
import type { PartSignals } from "../part-signals";
import { priorityOf, type EmailMessage, type Mailer } from "./mailer";

/**
 * Whether `message` may be sent to its address as far as the address itself says: one plain mailbox
 * (`normaliseEmail`: never a display name or a list, whatever an older row holds). Anything but a confirmation link,
 * a password reset or the support team's copy goes, besides, only to a parent's sign-in address that its owner has
 * confirmed (`confirmedAddress`), checked in the statement that writes its row.
 */
function isPlainMailbox(message: EmailMessage): boolean {
  const to = normaliseEmail(message.to);
  return to !== null && to === message.to;
}

/**
 * The sign-in account whose address is `to` if its owner has confirmed it, read in the statement it is part of (the
 * caller's transaction, so that an address confirmed or changed in it counts).
 */
const confirmedAddress = (q: Queryable, to: string) =>
  q
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.email, to), isNotNull(users.emailVerifiedAt)))
    .limit(1);

interface MailerOptions {
  db: Db;
  log: Logger;
  /** The time now (the server's clock). */
  clock: () => Date;
  from: string;
  smtpUrl?: string | undefined;
  /** Told whether the mail server can be reached (the part `email`). */
  part: PartSignals;
}

/** Tries before a message is given up as failed: the pause doubles from 1 minute, so about 4 hours in all. */
export const EMAIL_MAX_ATTEMPTS = 8;
const FIRST_PAUSE_MS = 60_000;
/** While the mail server cannot be reached, how often one message is tried to learn that it is back: 15 s, doubling to 2 minutes. */
export const EMAIL_PROBE_FIRST_PAUSE_MS = 15_000;
export const EMAIL_PROBE_MAX_PAUSE_MS = 120_000;
/** How long a server that took messages to deliver keeps others off them. */
const DELIVERY_LEASE_MS = 10 * 60_000;
const BATCH = 20;
/** How long the server waits to connect, for the mail server's greeting, and on a silent connection (nodemailer's defaults are minutes). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

type OutboxRow = typeof emailOutbox.$inferSelect;

/** A refusal the mail server says is for good (5xx): trying again would not help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500;
}

/**
 * Whether the mail server itself could not be reached or would take nothing (refused or lost
 * connection, a timeout, an unknown host, TLS, its credentials refused, or 421 "service not
 * available"), rather than refusing this one message: a message is not to blame for it.
 */
function isUnreachable(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (responseCode === 421) return true;
  return typeof code === "string" && ["ECONNECTION", "ESOCKET", "ETIMEDOUT", "EDNS", "ETLS", "EAUTH"].includes(code);
}

/** Waiting messages in order of need, then age. */
const byNeed = (a: OutboxRow, b: OutboxRow) =>
  a.priority - b.priority || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

/**
 * The local default keeps each message in `email_outbox` and writes it, with
 * its links, to the log. With SMTP_URL the same message is also delivered,
 * and tried again later when the mail server cannot take it now.
 *
 * While the mail server cannot be reached at all (`isUnreachable`), the part
 * `email` is down: no try is counted against any message, `send` only keeps
 * its message, and `deliverPending` tries the one most needed message due, at
 * a pause of 15 s doubling to 2 minutes; the first it delivers marks the part
 * up and the queue follows at once, in order of need (`priorityOf`); a try
 * that finds no message due asks the mail server only whether it answers
 * (`checkServer`), and marks the part up when it does. Each
 * message is taken under a lease (`for update skip locked`), so two servers
 * never send one twice.
 */
export function createMailer({ db, log, clock, from, smtpUrl, part }: MailerOptions): Mailer {
  if (smtpUrl) part.configured();
  // nodemailer is loaded for the first delivery: a server without SMTP_URL never holds it.
  let transport: Promise<Transporter> | undefined;
  const transportTo = (url: string) =>
    (transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }),
    ));
  // While the part is down: when the next message may be tried, and the pause after that.
  let nextProbeAt = 0;
  let probePause = EMAIL_PROBE_FIRST_PAUSE_MS;

  /** The mail server could not be reached: the part is down, and the next try waits a pause that doubles. */
  function unreachable(error: unknown) {
    part.down(error);
    nextProbeAt = clock().getTime() + probePause;
    probePause = Math.min(probePause * 2, EMAIL_PROBE_MAX_PAUSE_MS);
  }

  /**
   * A try while the part is down that finds no message due (another server sent them): whether the
   * mail server answers (a connection, its greeting, EHLO and QUIT, nodemailer's `verify`), so that
   * this server too says it is up once it is, without waiting for a message of its own.
   */
  async function checkServer(url: string) {
    try {
      await (await transportTo(url)).verify();
      part.up();
      probePause = EMAIL_PROBE_FIRST_PAUSE_MS;
    } catch (error) {
      // A server that answered, if only to refuse, is there.
      if (!isUnreachable(error) && typeof (error as { responseCode?: unknown } | null)?.responseCode === "number")
        part.up();
      else unreachable(error);
    }
  }

  /** Delivers a row this server holds (its lease, or just written): "sent", "refused" (counted), or "unreachable" (not). */
  async function deliver(row: OutboxRow): Promise<"sent" | "refused" | "unreachable"> {
    if (!smtpUrl) return "refused";
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
      part.up();
      probePause = EMAIL_PROBE_FIRST_PAUSE_MS;
      if (row.forgetOnceDone) await db.delete(emailOutbox).where(eq(emailOutbox.id, row.id));
      else
        await db
          .update(emailOutbox)
          .set({ status: "sent", sentAt: clock(), error: null, nextAttemptAt: null })
          .where(eq(emailOutbox.id, row.id));
      return "sent";
    } catch (error) {
      if (isUnreachable(error)) {
        unreachable(error);
        log.warn({ err: error, outboxId: row.id }, "The mail server cannot be reached; the email waits for it");
        // Due again and uncounted: the next message tried when the server is back, in its order of need.
        await db
          .update(emailOutbox)
          .set({ nextAttemptAt: clock(), error: error instanceof Error ? error.message : String(error) })
          .where(eq(emailOutbox.id, row.id));
        return "unreachable";
      }
      // The server answered (a refusal of this message): it is there.
      if (typeof (error as { responseCode?: unknown } | null)?.responseCode === "number") part.up();
      const attempts = row.attempts + 1;
      const gaveUp = attempts >= EMAIL_MAX_ATTEMPTS || isPermanent(error);
      log[gaveUp ? "error" : "warn"](
        { err: error, outboxId: row.id, attempts },
        gaveUp ? "Email delivery failed" : "Email delivery failed; it will be tried again",
      );
      if (gaveUp && row.forgetOnceDone) {
        await db.delete(emailOutbox).where(eq(emailOutbox.id, row.id));
        return "refused";
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
      return "refused";
    }
  }

  /**
   * Takes up to `limit` due messages, most needed first, under a lease, so that another server
   * sweeping at the same moment leaves them alone; returned in order of need. The lease's commit
   * waits for the log to reach the disk whatever the database's setting, and so does every commit
   * before it: a message written by a commit that did not wait (the sweeps' thread, decision 0055)
   * leaves only once a crash can no longer take it back.
   */
  async function take(limit: number): Promise<OutboxRow[]> {
    const now = clock();
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(asc(emailOutbox.priority), asc(emailOutbox.createdAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    const taken = await db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = on`);
      return tx
        .update(emailOutbox)
        .set({ nextAttemptAt: sql`${new Date(now.getTime() + DELIVERY_LEASE_MS).toISOString()}::timestamptz` })
        .where(inArray(emailOutbox.id, due))
        .returning();
    });
    return taken.sort(byNeed);
  }

  /** Says in the log that `message` was not written, and why. */
  const notSent = (message: EmailMessage, reason: "not_an_address" | "not_confirmed") =>
    log.info({ email: { subject: message.subject }, reason }, "Email not sent");
  /** The local outbox's delivery: the message, with its links, in the log. */
  const logged = (message: EmailMessage) =>
    log.info({ email: { to: message.to, subject: message.subject } }, `Email (local outbox):\n${message.text}`);

  /**
   * The outbox's row of `message`: sent at once (`atOnce`, this server's for the lease), or left for deliverPending:
   * written in a transaction (it exists only once it commits) or while the mail server is down (it waits for the
   * next try, behind any message more needed).
   */
  function rowOf(message: EmailMessage, atOnce: boolean): typeof emailOutbox.$inferInsert {
    const now = clock();
    return {
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      headers: message.headers ?? null,
      forgetOnceDone: message.forgetOnceDone ?? false,
      supportRequestId: message.supportRequestId ?? null,
      quotedAddresses: quotedAddresses(message.subject, message.text, message.html ?? ""),
      priority: priorityOf(message),
      status: smtpUrl ? "pending" : "logged",
      nextAttemptAt: !smtpUrl ? null : atOnce ? new Date(now.getTime() + DELIVERY_LEASE_MS) : now,
      createdAt: now,
    };
  }

  /** Where a message may be written: a parent's mail only where the address is confirmed, checked in its statement. */
  const mayGo = (q: Queryable, message: EmailMessage) =>
    message.audience === "confirmed_parent" ? exists(confirmedAddress(q, message.to)) : undefined;

  return {
    async send(message: EmailMessage, within?: Queryable) {
      const q = within ?? db;
      if (!isPlainMailbox(message)) return notSent(message, "not_an_address");
      // The local outbox's log is its delivery: of a message to be forgotten, no row is kept.
      if (!smtpUrl && message.forgetOnceDone) {
        if (message.audience === "confirmed_parent" && (await confirmedAddress(q, message.to)).length === 0)
          return notSent(message, "not_confirmed");
        return logged(message);
      }
      const gate = mayGo(q, message);
      // Sent at once, but in a transaction or while the mail server is down (rowOf).
      const atOnce = !within && !part.isDown();
      const values = rowOf(message, atOnce);
      // The check and the row in one statement.
      const [row] = gate
        ? await insertWhere(q, emailOutbox, values, gate).returning()
        : await q.insert(emailOutbox).values(values).returning();
      if (!row) return notSent(message, "not_confirmed");
      if (!smtpUrl) return logged(message);
      if (atOnce) await deliver(row);
    },

    keepWhere(message: EmailMessage, condition: SQL) {
      if (message.forgetOnceDone) throw new Error("A message to be forgotten once done is sent with send");
      if (!isPlainMailbox(message)) {
        notSent(message, "not_an_address");
        return null;
      }
      const gate = mayGo(db, message);
      return {
        insert: insertWhere(
          db,
          emailOutbox,
          rowOf(message, false),
          gate ? sql`${condition} and ${gate}` : condition,
        ).getSQL(),
        written: () => {
          if (!smtpUrl) logged(message);
        },
      };
    },

    async deliverPending() {
      if (!smtpUrl) return 0;
      let sent = 0;
      // A try while the part is down takes one message; once it got through, a whole batch follows at once.
      for (let round = 0; round < 2; round++) {
        const probing = part.isDown();
        if (probing && clock().getTime() < nextProbeAt) break;
        const taken = await take(probing ? 1 : BATCH);
        if (probing && taken.length === 0) {
          await checkServer(smtpUrl);
          break;
        }
        for (const [index, row] of taken.entries()) {
          const result = await deliver(row);
          if (result === "sent") sent++;
          if (result !== "unreachable") continue;
          // The rest wait for the server too, due again, their order kept.
          const rest = taken.slice(index + 1).map((r) => r.id);
          if (rest.length > 0)
            await db.update(emailOutbox).set({ nextAttemptAt: clock() }).where(inArray(emailOutbox.id, rest));
          return sent;
        }
        if (!probing || taken.length === 0) break;
      }
      return sent;
    },
  };
}
