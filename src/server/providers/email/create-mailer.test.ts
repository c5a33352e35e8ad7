import { eq, sql, type SQL } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/factories";
import { freePort } from "../../../../scripts/free-port";
import { useMailerFixture } from "../../../../tests/support/mailer-fixture";
import { startSmtp } from "../../../../tests/support/smtp";
import { TestClock } from "../../../../tests/support/test-app";
import { emailOutbox } from "../../db/schema/email";
import { users } from "../../db/schema/users";
import { createParts } from "../../core/parts";
import { EMAIL_MAX_ATTEMPTS, EMAIL_PROBE_FIRST_PAUSE_MS } from "./create-mailer";
import { priorityOf } from "./mailer";

const setup = useMailerFixture();
const { mailer } = setup;

const outboxFor = (email: string) =>
  setup.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

describe("createMailer", () => {
  it("delivers through SMTP and marks the outbox row sent", async () => {
    const clock = new TestClock();
    const to = uniqueEmail();
    await mailer(setup.smtp.url, clock).send({
      audience: "address_confirmation",
      to,
      subject: "Your Maths Sprint password reset",
      text: "Hello,\n\nUse this link to choose a new password: http://localhost:3000/reset?token=abc\n",
    });

    const received = setup.smtp.messages.filter((m) => m.to.includes(to));
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe("hello@mathssprint.test");
    expect(mail?.to).toEqual([to]);
    expect(mail?.parsed.subject).toBe("Your Maths Sprint password reset");
    expect(mail?.parsed.to).toMatchObject({ value: [{ address: to }] });
    expect(mail?.parsed.from?.text).toContain("hello@mathssprint.test");
    expect(mail?.parsed.text).toContain(
      "Use this link to choose a new password: http://localhost:3000/reset?token=abc",
    );

    const rows = await outboxFor(to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "sent",
      subject: "Your Maths Sprint password reset",
      sentAt: clock.now(),
      error: null,
    });
  });

  it("delivers a long line and an HTML part intact", async () => {
    const to = uniqueEmail();
    const long = `Someone entered a wrong child PIN for your family 10 times in a row, so we have turned off PIN sign-in to keep your children's profiles safe. ${"x".repeat(120)}`;
    await mailer(setup.smtp.url).send({
      audience: "address_confirmation",
      to,
      subject: "Children's PIN sign-in has been turned off",
      text: long,
      html: "<p>Hi</p>",
    });
    const [mail] = setup.smtp.messages.filter((m) => m.to.includes(to));
    expect(mail?.parsed.subject).toBe("Children's PIN sign-in has been turned off");
    expect(mail?.raw).toContain("multipart/alternative");
    expect(mail?.raw).toContain("<p>Hi</p>");
    expect((await outboxFor(to))[0]?.status).toBe("sent");
  });

  it("sends a message's own headers (a one-click unsubscribe), kept with it in the outbox until delivered", async () => {
    const to = uniqueEmail();
    const headers = {
      "List-Unsubscribe": "<http://localhost:3000/api/reports/unsubscribe?token=abc>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    const m = mailer(setup.smtp.url);
    await setup.database.db.transaction((tx) =>
      m.send({ audience: "address_confirmation", to, subject: "Your week", text: "Hello.", headers }, tx),
    );
    expect((await outboxFor(to))[0]?.headers).toEqual(headers);
    await m.deliverPending();
    const [mail] = setup.smtp.messages.filter((received) => received.to.includes(to));
    expect(mail?.raw).toContain(`List-Unsubscribe: ${headers["List-Unsubscribe"]}`);
    expect(mail?.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("keeps the message in the outbox as logged when no SMTP server is configured", async () => {
    const to = uniqueEmail();
    const before = setup.smtp.messages.length;
    await mailer(undefined).send({
      audience: "address_confirmation",
      to,
      subject: "Logged only",
      text: "Kept in the outbox.",
    });
    const rows = await outboxFor(to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "logged", subject: "Logged only", textBody: "Kept in the outbox." });
    expect(setup.smtp.messages).toHaveLength(before);
  });

  it("keeps the message pending, without throwing or counting a try, while the SMTP server cannot be reached, and delivers it once it is back", async () => {
    const clock = new TestClock();
    const to = uniqueEmail();
    // A port nothing listens on yet: the connection is refused.
    const port = await freePort();
    const away = mailer(`smtp://127.0.0.1:${port}`, clock);
    await expect(
      away.send({ audience: "address_confirmation", to, subject: "Nobody listening", text: "Wait for me." }),
    ).resolves.toBeUndefined();
    const [row] = await outboxFor(to);
    expect(row).toMatchObject({ status: "pending", attempts: 0, sentAt: null });
    expect(row?.error).toMatch(/ECONNREFUSED/);
    // Not before the next try of the mail server (15 s after it failed).
    clock.advance(EMAIL_PROBE_FIRST_PAUSE_MS - 1_000);
    expect(await away.deliverPending()).toBe(0);

    const back = await startSmtp({ port });
    try {
      clock.advance(1_000);
      expect(await away.deliverPending()).toBeGreaterThanOrEqual(1);
      expect(back.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
      expect((await outboxFor(to))[0]).toMatchObject({ status: "sent", attempts: 0, error: null });
      // Delivered once: another round sends nothing more.
      clock.advance(3_600_000);
      await away.deliverPending();
      expect(back.messages.filter((m) => m.to.includes(to))).toHaveLength(1);
    } finally {
      await back.close();
    }
  });

  it("gives a message the mail server refuses for now (4xx) up as failed after the last try, each try waiting twice as long as the one before", async () => {
    const deferring = await startSmtp({ deferRecipients: true });
    try {
      const clock = new TestClock();
      const to = uniqueEmail();
      const parts = createParts(clock.now, pino({ level: "silent" }));
      const refusing = mailer(deferring.url, clock, parts);
      await refusing.send({ audience: "address_confirmation", to, subject: "Never", text: "Never." });
      for (let attempt = 1; attempt < EMAIL_MAX_ATTEMPTS; attempt++) {
        clock.advance(60_000 * 2 ** (attempt - 1) - 1_000);
        await refusing.deliverPending();
        expect((await outboxFor(to))[0]?.attempts).toBe(attempt);
        clock.advance(1_000);
        await refusing.deliverPending();
        expect((await outboxFor(to))[0]?.attempts).toBe(attempt + 1);
      }
      expect((await outboxFor(to))[0]).toMatchObject({
        status: "failed",
        attempts: EMAIL_MAX_ATTEMPTS,
        nextAttemptAt: null,
      });
      // The server answered: it is up, only this message is refused.
      expect(parts.report().email.state).toBe("up");
    } finally {
      await deferring.close();
    }
  });

  it("a message written in a transaction is kept only if it commits, and delivered once by deliverPending", async () => {
    const kept = uniqueEmail();
    const undone = uniqueEmail();
    const m = mailer(setup.smtp.url);
    await setup.database.db
      .transaction(async (tx) => {
        await m.send({ audience: "address_confirmation", to: undone, subject: "Undone", text: "Rolled back." }, tx);
        throw new Error("the change it tells of fails");
      })
      .catch(() => undefined);
    await setup.database.db.transaction(async (tx) => {
      await m.send({ audience: "address_confirmation", to: kept, subject: "Kept", text: "Committed." }, tx);
      // Not sent before the commit: the change it tells of may still fail.
      expect(setup.smtp.messages.filter((mail) => mail.to.includes(kept))).toHaveLength(0);
    });
    // Two servers' rounds at once deliver it once.
    await Promise.all([m.deliverPending(), mailer(setup.smtp.url).deliverPending()]);
    expect(setup.smtp.messages.filter((mail) => mail.to.includes(kept))).toHaveLength(1);
    expect((await outboxFor(kept))[0]?.status).toBe("sent");
    expect(await outboxFor(undone)).toHaveLength(0);
  });

  it("marks the row failed when the SMTP server refuses the recipient", async () => {
    const refusing = await startSmtp({ rejectRecipients: true });
    try {
      const to = uniqueEmail();
      await mailer(refusing.url).send({ audience: "address_confirmation", to, subject: "Refused", text: "Refused." });
      const rows = await outboxFor(to);
      expect(rows[0]?.status).toBe("failed");
      expect(rows[0]?.error).toBeTruthy();
      expect(refusing.messages).toHaveLength(0);
    } finally {
      await refusing.close();
    }
  });

  it("keeps no row of a message to be forgotten once it is delivered or given up, nor in the local outbox", async () => {
    const delivered = uniqueEmail();
    await mailer(setup.smtp.url).send({
      audience: "address_confirmation",
      to: delivered,
      subject: "Goodbye",
      text: "Deleted.",
      forgetOnceDone: true,
    });
    expect(setup.smtp.messages.filter((m) => m.to.includes(delivered))).toHaveLength(1);
    expect(await outboxFor(delivered)).toEqual([]);

    const refusing = await startSmtp({ rejectRecipients: true });
    try {
      const refused = uniqueEmail();
      await mailer(refusing.url).send({
        audience: "address_confirmation",
        to: refused,
        subject: "Goodbye",
        text: "Deleted.",
        forgetOnceDone: true,
      });
      expect(await outboxFor(refused)).toEqual([]);
    } finally {
      await refusing.close();
    }

    const local = uniqueEmail();
    await mailer(undefined).send({
      audience: "address_confirmation",
      to: local,
      subject: "Goodbye",
      text: "Deleted.",
      forgetOnceDone: true,
    });
    expect(await outboxFor(local)).toEqual([]);
  });
});

describe("who may be mailed", () => {
  const parentAt = async (email: string, confirmed: boolean) => {
    await setup.database.db
      .insert(users)
      .values({ email, passwordHash: "not-a-hash", emailVerifiedAt: confirmed ? new Date() : null });
  };
  const accountMail = (to: string) => ({
    audience: "confirmed_parent" as const,
    to,
    subject: "Your week",
    text: "Hi.",
  });

  it("sends a parent's mail only to a sign-in address that its owner confirmed", async () => {
    const [confirmed, unconfirmed, stranger] = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    await parentAt(confirmed, true);
    await parentAt(unconfirmed, false);
    const m = mailer(setup.smtp.url);
    for (const to of [confirmed, unconfirmed, stranger]) await m.send(accountMail(to));

    expect(setup.smtp.messages.filter((mail) => mail.to.includes(confirmed))).toHaveLength(1);
    for (const to of [unconfirmed, stranger]) {
      expect(
        setup.smtp.messages.filter((mail) => mail.to.includes(to)),
        to,
      ).toEqual([]);
      expect(await outboxFor(to), to).toEqual([]);
    }
  });

  it("writes a confirmed parent's message, checked and kept in one statement, with every field in place; no row to an address not confirmed", async () => {
    const clock = new TestClock();
    const [confirmed, unconfirmed] = [uniqueEmail(), uniqueEmail()];
    await parentAt(confirmed, true);
    await parentAt(unconfirmed, false);
    const m = mailer(undefined, clock);
    const message = {
      ...accountMail(confirmed),
      text: `Hi. Write to ${confirmed} if this is not you.`,
      html: "<p>Hi.</p>",
      headers: { "List-Unsubscribe": "<https://mathssprint.example/u>" },
      bulk: true,
    };
    await m.send(message);
    await m.send({ ...message, to: unconfirmed });

    const [row, ...more] = await outboxFor(confirmed);
    expect(more).toEqual([]);
    expect(row).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      toAddress: confirmed,
      subject: "Your week",
      textBody: message.text,
      htmlBody: "<p>Hi.</p>",
      headers: message.headers,
      status: "logged",
      error: null,
      attempts: 0,
      nextAttemptAt: null,
      forgetOnceDone: false,
      supportRequestId: null,
      priority: priorityOf(message),
      quotedAddresses: [confirmed],
      createdAt: clock.now(),
      sentAt: null,
    });
    expect(await outboxFor(unconfirmed)).toEqual([]);
  });

  it("keeps a message in the caller's own statement, only where its condition holds and a parent's address is confirmed, and delivers it with the next round", async () => {
    const [confirmed, unconfirmed, refused] = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    await parentAt(confirmed, true);
    await parentAt(unconfirmed, false);
    await parentAt(refused, true);
    const m = mailer(setup.smtp.url);
    const keep = async (to: string, condition: SQL) => {
      const kept = m.keepWhere(accountMail(to), condition);
      expect(kept).not.toBeNull();
      if (kept) await setup.database.db.execute(sql`with emailed as (${kept.insert}) select 1`);
    };
    await keep(confirmed, sql`true`);
    await keep(unconfirmed, sql`true`);
    await keep(refused, sql`false`);
    // Not sent by the statement that keeps it (it may be part of a transaction): the next round sends it.
    expect(setup.smtp.messages.filter((mail) => mail.to.includes(confirmed))).toHaveLength(0);
    await m.deliverPending();
    expect(setup.smtp.messages.filter((mail) => mail.to.includes(confirmed))).toHaveLength(1);
    expect((await outboxFor(confirmed))[0]?.status).toBe("sent");
    for (const to of [unconfirmed, refused]) expect(await outboxFor(to), to).toEqual([]);
    // Nothing at all for what is not one plain mailbox, nor for a message to be forgotten (send takes that).
    expect(m.keepWhere(accountMail(`foo<${confirmed}>`), sql`true`)).toBeNull();
    expect(() => m.keepWhere({ ...accountMail(confirmed), forgetOnceDone: true }, sql`true`)).toThrow();
  });

  it("sends the link that confirms an address, and a reset, to an address not yet confirmed", async () => {
    const unconfirmed = uniqueEmail();
    await parentAt(unconfirmed, false);
    const m = mailer(setup.smtp.url);
    await m.send({ audience: "address_confirmation", to: unconfirmed, subject: "Confirm", text: "Link." });
    await m.send({ audience: "password_reset", to: unconfirmed, subject: "Reset", text: "Link." });
    expect(setup.smtp.messages.filter((mail) => mail.to.includes(unconfirmed))).toHaveLength(2);
  });

  it("never sends to what is not one plain mailbox, whatever a row holds", async () => {
    const victim = uniqueEmail("victim");
    const m = mailer(setup.smtp.url);
    for (const to of [`foo<${victim}>`, `${victim}, ${victim}`, `"x" <${victim}>`, victim.toUpperCase()]) {
      await m.send({ audience: "address_confirmation", to, subject: "Confirm", text: "Link." });
      await m.send({ audience: "password_reset", to, subject: "Reset", text: "Link." });
    }
    expect(setup.smtp.messages.filter((mail) => mail.to.some((to) => to.toLowerCase().includes(victim)))).toEqual([]);
  });
});
