import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, productMessages } from "../../shared/messages";
import { captchaChallenge } from "../../shared/api/captcha";
import { sendSupportMessage, submitSupportRequest } from "../../shared/api/support";
import { buildFamily, uniqueEmail } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { decodePayload, encodePayload, solveCaptcha } from "../../../tests/support/solve-captcha";
import { createTestApp, TestClock, type TestApp } from "../../../tests/support/test-app";
import { emailOutbox } from "../db/schema/email";
import { supportRequests } from "../db/schema/support";
import { captchaRedemptions } from "../db/schema/captcha";
import { CAPTCHA_TTL_MS } from "../providers/captcha/altcha-captcha";

const SUPPORT_EMAIL = `support-${randomUUID().slice(0, 8)}@mathssprint.test`;
let t: TestApp;
beforeAll(async () => {
  // The widget's proof of work carries a real expiry time, so this clock starts at the real now.
  t = await createTestApp({ clock: new TestClock(new Date()), config: { supportEmail: SUPPORT_EMAIL } });
});
afterAll(() => t.close());

const send = (body: Record<string, unknown>, options: { app?: TestApp; as?: Caller } = {}) =>
  callAs(options.app ?? t, options.as ?? {}, sendSupportMessage, { body });

const form = (overrides: Record<string, unknown> = {}) => ({
  name: "Sam Jones",
  email: uniqueEmail("helpcentre"),
  message: "How do I set a mission for my son?",
  ...overrides,
});

const storedFor = (email: string) =>
  t.deps.database.db.select().from(supportRequests).where(eq(supportRequests.email, email));

describe("captcha challenge", () => {
  it("hands out a signed ALTCHA challenge that expires in 10 minutes and is never cached", async () => {
    const res = await callAs(t, {}, captchaChallenge);
    expect(res.status).toBe(200);
    expect(res.raw.headers["cache-control"]).toBe("no-store");
    const { parameters, signature } = res.ok();
    expect(parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 1_000 });
    expect(parameters.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.expiresAt).toBe(Math.floor((t.clock.now().getTime() + CAPTCHA_TTL_MS) / 1_000));
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(CAPTCHA_TTL_MS).toBe(10 * 60_000);
  });

  it("gives a different challenge every time", async () => {
    const a = await callAs(t, {}, captchaChallenge);
    const b = await callAs(t, {}, captchaChallenge);
    expect(a.ok().parameters.nonce).not.toBe(b.ok().parameters.nonce);
  });

  it("is listed in the OpenAPI document with the support endpoint", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/captcha/challenge", "/api/support"]));
  });
});

describe("POST /api/support", () => {
  it("stores an open support request and emails it to SUPPORT_EMAIL through the outbox", async () => {
    const values = form({ name: "  Sam \n Jones ", message: "  Where can I see last week's scores?  " });
    const res = await send({ ...values, token: await solveCaptcha(t) });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });

    const [stored] = await storedFor(values.email);
    expect(stored).toMatchObject({
      userId: null,
      name: "Sam Jones",
      issueDescription: "Where can I see last week's scores?",
      status: "open",
    });

    const [mail] = await t.deps.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, SUPPORT_EMAIL), like(emailOutbox.textBody, `%${values.email}%`)));
    expect(mail?.subject).toBe("Help Center: message from Sam Jones");
    expect(mail?.status).toBe("logged");
    expect(mail?.textBody).toContain("Where can I see last week's scores?");
    expect(mail?.textBody).toContain(`Request: ${stored?.id}`);
  });

  it("links the request to the parent who is signed in", async () => {
    const { parent } = await buildFamily(t, { children: 0 });
    const values = form({ email: parent.email });
    const res = await send({ ...values, token: await solveCaptcha(t) }, { as: parent.caller });
    expect(res.status).toBe(201);
    const [stored] = await storedFor(parent.email);
    expect(stored?.userId).toBe(parent.session.user.id);
  });

  it("links it to the signed-in parent only when it is from their own address", async () => {
    const { parent } = await buildFamily(t, { children: 0 });
    const values = form();
    expect((await send({ ...values, token: await solveCaptcha(t) }, { as: parent.caller })).status).toBe(201);
    const [stored] = await storedFor(values.email);
    expect(stored?.userId).toBeNull();
    const [mail] = await t.deps.database.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.textBody, `%Request: ${stored?.id ?? "?"}%`));
    expect(mail?.textBody).toContain("Signed in: no");
  });

  it("accepts a solved captcha once and refuses it the second time", async () => {
    const token = await solveCaptcha(t);
    const first = form();
    expect((await send({ ...first, token })).status).toBe(201);
    const second = form();
    const again = await send({ ...second, token });
    expect(again.status).toBe(400);
    expect(again.error()).toMatchObject({ code: "captcha_used", message: productMessages.captchaFailed });
    expect(await storedFor(second.email)).toHaveLength(0);
  });

  it("lets only one of several simultaneous submissions of one captcha through", async () => {
    const token = await solveCaptcha(t);
    const results = await Promise.all(Array.from({ length: 6 }, () => send({ ...form(), token })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400]);
  });

  it("refuses a captcha solved more than 10 minutes ago", async () => {
    const clock = new TestClock(new Date());
    const app = await createTestApp({ clock, config: { supportEmail: SUPPORT_EMAIL } });
    try {
      const token = await solveCaptcha(app);
      clock.advance(CAPTCHA_TTL_MS + 1_000);
      const values = form();
      const res = await send({ ...values, token }, { app });
      expect(res.status).toBe(400);
      expect(res.error()).toMatchObject({ code: "captcha_expired", message: productMessages.captchaFailed });
      expect(await storedFor(values.email)).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it("refuses a wrong key, a forged challenge and the widget's test mode", async () => {
    const solved = decodePayload(await solveCaptcha(t));
    const key = String(solved.solution.derivedKey);
    const wrongKey = encodePayload({
      ...solved,
      solution: { ...solved.solution, derivedKey: `${key.slice(0, -1)}${key.endsWith("0") ? "1" : "0"}` },
    });
    const forged = encodePayload({
      ...solved,
      challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 1 } },
    });
    const testMode = encodePayload({ challenge: null, solution: null, test: true });
    for (const token of [wrongKey, forged, testMode, "not base64 at all", "e30="]) {
      const res = await send({ ...form(), token });
      expect(res.status).toBe(400);
      expect(res.error()).toMatchObject({ code: "captcha_invalid", message: productMessages.captchaFailed });
    }
  });

  it("refuses a captcha signed with another key", async () => {
    const other = await createTestApp({
      clock: new TestClock(new Date()),
      config: { captchaHmacKey: "another-captcha-key-another-captcha-key-000" },
    });
    try {
      const token = await solveCaptcha(other);
      const res = await send({ ...form(), token });
      expect(res.error().code).toBe("captcha_invalid");
    } finally {
      await other.close();
    }
  });

  it("asks for the captcha when there is none", async () => {
    for (const token of [undefined, "", "   "]) {
      const res = await send({ ...form(), token });
      expect(res.status).toBe(400);
      expect(res.error()).toMatchObject({
        message: messages.completeCaptcha,
        fields: { token: messages.completeCaptcha },
      });
    }
  });

  it.each([
    [{ name: "" }, "name", messages.allFieldsRequired],
    [{ name: undefined }, "name", messages.allFieldsRequired],
    [{ email: "  " }, "email", messages.allFieldsRequired],
    [{ email: "sam@example" }, "email", messages.invalidEmail],
    [{ message: "" }, "message", messages.describeIssue],
    [{ message: " \n " }, "message", messages.describeIssue],
  ])("refuses %j with the spec's message, leaving the captcha unspent", async (overrides, field, message) => {
    const token = await solveCaptcha(t);
    const res = await send({ ...form(), ...overrides, token });
    expect(res.status).toBe(400);
    expect(res.error()).toMatchObject({ code: "validation_failed", message, fields: { [field]: message } });
    expect((await send({ ...form(), token })).status).toBe(201);
  });

  it("keeps no redemption longer than its challenge lives", async () => {
    const token = await solveCaptcha(t);
    expect((await send({ ...form(), token })).status).toBe(201);
    const nonce = decodePayload(token).challenge.parameters.nonce;
    const [row] = await t.deps.database.db
      .select()
      .from(captchaRedemptions)
      .where(eq(captchaRedemptions.challengeId, nonce));
    expect(row?.expiresAt.getTime()).toBe(decodePayload(token).challenge.parameters.expiresAt * 1_000);
  });

  it("limits one address to 5 messages an hour", async () => {
    const limited = await createTestApp({ rateLimitPerMinute: 600 });
    try {
      for (let i = 0; i < 5; i++) expect((await send(form(), { app: limited })).status).toBe(400);
      const refused = await send(form(), { app: limited });
      expect(refused.status).toBe(429);
      expect(refused.error().message).toBe(productMessages.tooManyAttempts);
    } finally {
      await limited.close();
    }
  });
});

describe("POST /api/account/support-requests sent again at once", () => {
  it("keeps one request and sends one email for the same message asked five times together", async () => {
    const family = await buildFamily(t, { children: 1 });
    const body = { email: family.parent.email, issue_description: `The tower will not open (${randomUUID()}).` };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callAs(t, family.parent.caller, submitSupportRequest, { body })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await storedFor(family.parent.email)).toHaveLength(1);
    const mails = await t.deps.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, SUPPORT_EMAIL), like(emailOutbox.textBody, `%${body.issue_description}%`)));
    expect(mails).toHaveLength(1);
    // Another message is another request.
    const other = { ...body, issue_description: "And the stickers are missing." };
    expect((await callAs(t, family.parent.caller, submitSupportRequest, { body: other })).status).toBe(201);
    expect(await storedFor(family.parent.email)).toHaveLength(2);
  });
});

describe("the sender's confirmation", () => {
  it("goes only to a parent's confirmed address: a stranger's, or one not yet confirmed, is sent nothing", async () => {
    const stranger = uniqueEmail("helpcentre");
    const unconfirmed = (await buildFamily(t, { children: 0, parent: { confirmed: false } })).parent.email;
    for (const email of [stranger, unconfirmed]) {
      const message = form({ email, message: "Visit https://evil.example/win" });
      expect((await send({ ...message, token: await solveCaptcha(t) })).status).toBe(201);
      expect(await storedFor(email), email).toHaveLength(1);
      expect(await confirmationsTo(email), email).toEqual([]);
    }
  });

  const confirmationsTo = (email: string) =>
    t.deps.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.subject, "We have your support request")));

  it("tells a parent who writes from the account page that the request is kept, with its number", async () => {
    const family = await buildFamily(t, { children: 0 });
    const body = { email: family.parent.email, issue_description: "Where are last week's badges?" };
    expect((await callAs(t, family.parent.caller, submitSupportRequest, { body })).status).toBe(201);
    const [stored] = await storedFor(family.parent.email);
    const [mail] = await confirmationsTo(family.parent.email);
    expect(mail?.textBody).toContain("we reply within 24 hours");
    expect(mail?.textBody).toContain(`Your request number is ${stored?.id}.`);
    expect(mail?.htmlBody).toContain('lang="en-GB"');
    // Nothing the sender wrote goes back out.
    expect(mail?.textBody).not.toContain(body.issue_description);
  });

  it("confirms Help Center messages with nothing the sender wrote, at most once a minute for an address", async () => {
    const { email } = (await buildFamily(t, { children: 0 })).parent;
    const first = form({ email, name: "Buy cheap watches", message: "Visit my shop" });
    expect((await send({ ...first, token: await solveCaptcha(t) })).status).toBe(201);
    const second = form({ email, message: "Another message" });
    expect((await send({ ...second, token: await solveCaptcha(t) })).status).toBe(201);
    expect(await storedFor(email)).toHaveLength(2);
    const [mail, ...more] = await confirmationsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.textBody).toContain("If it was not you, you can ignore this email.");
    for (const words of ["Buy cheap watches", "Visit my shop"]) {
      expect(mail?.textBody).not.toContain(words);
      expect(mail?.htmlBody).not.toContain(words);
    }

    t.clock.advance(61_000);
    const third = form({ email, message: "A third message, a minute later" });
    expect((await send({ ...third, token: await solveCaptcha(t) })).status).toBe(201);
    expect(await confirmationsTo(email)).toHaveLength(2);
  });

  it("confirms once for several different messages from one address sent at once, and keeps every one", async () => {
    const { email } = (await buildFamily(t, { children: 0 })).parent;
    const sent = ["The tower will not open", "Where are the stickers?", "Can Leo change his PIN?", "Thank you!"];
    const tokens = await Promise.all(sent.map(() => solveCaptcha(t)));
    const answers = await Promise.all(
      sent.map((message, i) => send({ ...form({ email, message }), token: tokens[i] })),
    );
    expect(answers.map((a) => a.status)).toEqual(sent.map(() => 201));
    expect((await storedFor(email)).map((r) => r.issueDescription).sort()).toEqual([...sent].sort());
    expect(await confirmationsTo(email)).toHaveLength(1);
    const copies = await t.deps.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, SUPPORT_EMAIL), like(emailOutbox.textBody, `%${email}%`)));
    expect(copies).toHaveLength(sent.length);
  });
});
