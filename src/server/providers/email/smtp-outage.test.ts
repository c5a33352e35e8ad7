import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../../scripts/free-port";
import { buildFamily, uniqueEmail } from "../../../../tests/factories";
import { callAs } from "../../../../tests/support/call-as";
import { metricValue } from "../../../../tests/support/metrics-text";
import { reportSummary } from "../../../../tests/support/report-week";
import { startSmtp, type InProcessSmtp } from "../../../../tests/support/smtp";
import { createTestAppOnOwnDatabase, type TestApp } from "../../../../tests/support/test-app";
import * as accountsApi from "../../../shared/api/accounts";
import { health } from "../../../shared/api/health";
import { createParts } from "../../core/parts";
import { emailOutbox } from "../../db/schema/email";
import { pinSignInDisabledEmail } from "../../emails/pin-sign-in-disabled";
import { weeklyReportEmail } from "../../emails/weekly-report";
import { createMailer, EMAIL_PROBE_FIRST_PAUSE_MS, EMAIL_PROBE_MAX_PAUSE_MS } from "./create-mailer";

const TOKEN = "metrics-token-0123456789-abcdefghijklmnop";
const SWEEP_MS = 15_000;

/**
 * The mail server away for ten minutes of the test clock, then back where it was: every message
 * arrives once, the most needed first, and the health and metrics say which part was down.
 */
let port: number;
let smtp: InProcessSmtp | null = null;
let t: TestApp;

beforeAll(async () => {
  port = await freePort();
  smtp = await startSmtp({ port });
  // A database of its own: the sweeps here take every message due, and count them all.
  t = await createTestAppOnOwnDatabase({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, metricsToken: TOKEN } });
});
afterAll(async () => {
  await t.close();
  await smtp?.close();
});

const emailPart = async () => {
  const res = await t.app.inject({ url: health.path });
  return { status: res.statusCode, email: health.response.parse(res.json()).parts.email };
};
const emailUp = async () => {
  const scraped = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
  return metricValue(scraped.body, 'maths_sprint_part_up{part="email"}');
};
const pendingRows = () => t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.status, "pending"));

describe("the mail server away for ten minutes", () => {
  it("keeps every message, tries one at a growing pause, then sends each once, resets and confirmations first", async () => {
    const clock = t.clock;
    // A parent with a confirmed address, while the mail server is there.
    const { parent } = await buildFamily(t, { children: 0 });
    expect((await emailPart()).email.state).toBe("up");
    expect(await emailUp()).toBe(1);

    await smtp?.close();
    smtp = null;
    const wentAway = clock.now();
    // Written first, needed least: a notice, and the weekly report (a mailing).
    await t.deps.mailer.send(await pinSignInDisabledEmail(parent.email, t.deps.config.publicUrl));
    await t.deps.mailer.send(
      await weeklyReportEmail({
        to: parent.email,
        summary: reportSummary(),
        publicUrl: t.deps.config.publicUrl,
        unsubscribeToken: "tok.1.abc",
      }),
    );
    // Then what someone waits for: the parent's password reset, and a new parent's address to confirm.
    (await callAs(t, {}, accountsApi.forgotPassword, { body: { email: parent.email } })).ok();
    const newcomer = uniqueEmail("newcomer");
    await callAs(t, {}, accountsApi.signup, { body: { email: newcomer, password: "correct-horse-battery" } });

    // Ten minutes of sweeps with nobody listening.
    for (let elapsed = 0; elapsed < 10 * 60_000; elapsed += SWEEP_MS) {
      clock.advance(SWEEP_MS);
      expect(await t.deps.mailer.deliverPending()).toBe(0);
    }
    expect(await emailPart()).toEqual({
      status: 200,
      email: { state: "down", since: wentAway.toISOString(), last_error: "ECONNREFUSED" },
    });
    expect(await emailUp()).toBe(0);
    const waiting = await pendingRows();
    expect(waiting).toHaveLength(4);
    // No try counted against a message: the mail server, not the message, was the trouble.
    expect(waiting.map((row) => row.attempts)).toEqual([0, 0, 0, 0]);

    smtp = await startSmtp({ port });
    const cameBack = clock.now();
    // The next try comes within the longest pause, and the queue follows it.
    for (let elapsed = 0; elapsed <= EMAIL_PROBE_MAX_PAUSE_MS && smtp.messages.length < 4; elapsed += SWEEP_MS) {
      clock.advance(SWEEP_MS);
      await t.deps.mailer.deliverPending();
    }
    const arrived = smtp.messages.map((mail) => `${mail.to.join()} ${mail.parsed.subject ?? ""}`);
    expect(arrived).toHaveLength(4);
    expect(new Set(arrived.slice(0, 2))).toEqual(
      new Set([
        `${parent.email} Reset your Maths Sprint password`,
        `${newcomer} Confirm your email address for Maths Sprint`,
      ]),
    );
    expect(arrived[2]).toBe(`${parent.email} Children's PIN sign-in has been turned off`);
    expect(arrived[3]).toMatch(new RegExp(`^${parent.email} .*week`, "i"));
    expect(await pendingRows()).toEqual([]);
    const back = await emailPart();
    expect(back.email.state).toBe("up");
    expect(new Date(back.email.since ?? 0).getTime()).toBeGreaterThan(cameBack.getTime());

    // Later sweeps send nothing again.
    clock.advance(60 * 60_000);
    await t.deps.mailer.deliverPending();
    expect(smtp.messages).toHaveLength(4);
  });

  it("sends each message once when two servers sweep the same outbox at the same moment", async () => {
    const server = smtp;
    if (!server) throw new Error("the mail server is not there");
    const before = server.messages.length;
    const second = createMailer({
      db: t.deps.database.db,
      log: pino({ level: "silent" }),
      clock: t.clock.now,
      from: t.deps.config.mailFrom,
      smtpUrl: server.url,
      part: createParts(t.clock.now, pino({ level: "silent" })).of("email"),
    });
    const addresses = Array.from({ length: 21 }, () => uniqueEmail("both"));
    // Written in a transaction: kept for the sweeps, not sent at once.
    await t.deps.database.db.transaction(async (tx) => {
      for (const to of addresses)
        await t.deps.mailer.send({ audience: "password_reset", to, subject: "Reset", text: "Link." }, tx);
    });
    for (let round = 0; round < 10 && (await pendingRows()).length > 0; round++) {
      await Promise.all([t.deps.mailer.deliverPending(), second.deliverPending()]);
    }
    expect(await pendingRows()).toEqual([]);
    const delivered = server.messages.slice(before).flatMap((mail) => mail.to);
    expect(delivered.toSorted()).toEqual(addresses.toSorted());
  });

  it("tells a server that has nothing left to send that the mail server is back", async () => {
    await smtp?.close();
    smtp = null;
    const parts = createParts(t.clock.now, pino({ level: "silent" }));
    const other = createMailer({
      db: t.deps.database.db,
      log: pino({ level: "silent" }),
      clock: t.clock.now,
      from: t.deps.config.mailFrom,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      part: parts.of("email"),
    });
    await other.send({ audience: "password_reset", to: uniqueEmail("away"), subject: "Reset", text: "Link." });
    expect(parts.report().email.state).toBe("down");

    smtp = await startSmtp({ port });
    // The other server (this app's) sends the message that waited: none is left for this one to try.
    expect(await t.deps.mailer.deliverPending()).toBe(1);
    expect(await pendingRows()).toEqual([]);
    expect(parts.report().email.state).toBe("down");
    // At its next try it asks the mail server whether it answers, and sends nothing.
    t.clock.advance(EMAIL_PROBE_FIRST_PAUSE_MS);
    expect(await other.deliverPending()).toBe(0);
    expect(parts.report().email.state).toBe("up");
    expect(smtp.messages).toHaveLength(1);
  });
});
