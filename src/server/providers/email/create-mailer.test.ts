import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../tests/factories";
import { freePort } from "../../../../scripts/free-port";
import { startFakeSmtp, type FakeSmtpServer } from "../../../../tests/fake-servers/smtp";
import { TestClock, testDatabase } from "../../../../tests/support/test-app";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema/email";
import { createMailer } from "./create-mailer";

const FROM = "Maths Sprint <hello@mathssprint.test>";

let database: Database;
let smtp: FakeSmtpServer;
beforeAll(async () => {
  database = await testDatabase();
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

function mailer(smtpUrl: string | undefined, clock = new TestClock()) {
  return createMailer({ db: database.db, log: pino({ level: "silent" }), clock: clock.now, from: FROM, smtpUrl });
}

const outboxFor = (email: string) => database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

describe("createMailer", () => {
  it("delivers through SMTP and marks the outbox row sent", async () => {
    const clock = new TestClock();
    const to = uniqueEmail();
    await mailer(smtp.url, clock).send({
      to,
      subject: "Your Maths Sprint password reset",
      text: "Hello,\n\nUse this link to choose a new password: http://localhost:3000/reset?token=abc\n",
    });

    const received = smtp.messages.filter((m) => m.to.includes(to));
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe("hello@mathssprint.test");
    expect(mail?.to).toEqual([to]);
    expect(mail?.subject).toBe("Your Maths Sprint password reset");
    expect(mail?.headers.to).toBe(to);
    expect(mail?.headers.from).toContain("hello@mathssprint.test");
    expect(mail?.body).toContain("Use this link to choose a new password: http://localhost:3000/reset?token=abc");

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
    await mailer(smtp.url).send({
      to,
      subject: "Children's PIN sign-in has been turned off",
      text: long,
      html: "<p>Hi</p>",
    });
    const [mail] = smtp.messages.filter((m) => m.to.includes(to));
    expect(mail?.subject).toBe("Children's PIN sign-in has been turned off");
    expect(mail?.raw).toContain("multipart/alternative");
    expect(mail?.raw).toContain("<p>Hi</p>");
    expect((await outboxFor(to))[0]?.status).toBe("sent");
  });

  it("keeps the message in the outbox as logged when no SMTP server is configured", async () => {
    const to = uniqueEmail();
    const before = smtp.messages.length;
    await mailer(undefined).send({ to, subject: "Logged only", text: "Kept in the outbox." });
    const rows = await outboxFor(to);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "logged", subject: "Logged only", textBody: "Kept in the outbox." });
    expect(smtp.messages).toHaveLength(before);
  });

  it("marks the row failed, without throwing, when the SMTP server cannot be reached", async () => {
    const to = uniqueEmail();
    // A port nothing listens on: the connection is refused.
    const port = await freePort();
    await expect(
      mailer(`smtp://127.0.0.1:${port}`).send({ to, subject: "Nobody listening", text: "Lost." }),
    ).resolves.toBeUndefined();
    const rows = await outboxFor(to);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("failed");
    expect(rows[0]?.error).toMatch(/ECONNREFUSED/);
    expect(rows[0]?.sentAt).toBeNull();
  });

  it("marks the row failed when the SMTP server refuses the recipient", async () => {
    const refusing = await startFakeSmtp({ rejectRecipients: true });
    try {
      const to = uniqueEmail();
      await mailer(refusing.url).send({ to, subject: "Refused", text: "Refused." });
      const rows = await outboxFor(to);
      expect(rows[0]?.status).toBe("failed");
      expect(rows[0]?.error).toBeTruthy();
      expect(refusing.messages).toHaveLength(0);
    } finally {
      await refusing.close();
    }
  });
});
