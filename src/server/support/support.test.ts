import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, productMessages } from "../../shared/messages";
import { buildParent, uniqueEmail } from "../../../tests/factories";
import { decodePayload, encodePayload, solveCaptcha } from "../../../tests/support/solve-captcha";
import { createTestApp, TEST_ORIGIN, TestClock, type TestApp } from "../../../tests/support/test-app";
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

const send = (payload: Record<string, unknown>, options: { app?: TestApp; cookie?: string } = {}) =>
  (options.app ?? t).app.inject({
    method: "POST",
    url: "/api/support",
    payload,
    headers: { origin: TEST_ORIGIN, ...(options.cookie && { cookie: options.cookie }) },
  });

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
    const res = await t.app.inject({ method: "GET", url: "/api/captcha/challenge" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { parameters, signature } = res.json();
    expect(parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 1_000 });
    expect(parameters.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.expiresAt).toBe(Math.floor((t.clock.now().getTime() + CAPTCHA_TTL_MS) / 1_000));
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(CAPTCHA_TTL_MS).toBe(10 * 60_000);
  });

  it("gives a different challenge every time", async () => {
    const a = await t.app.inject({ method: "GET", url: "/api/captcha/challenge" });
    const b = await t.app.inject({ method: "GET", url: "/api/captcha/challenge" });
    expect(a.json().parameters.nonce).not.toBe(b.json().parameters.nonce);
  });

  it("is listed in the OpenAPI document with the support endpoint", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/captcha/challenge", "/api/support"]));
  });
});

describe("POST /api/support", () => {
  it("stores an open support request and emails it to SUPPORT_EMAIL through the outbox", async () => {
    const values = form({ name: "  Sam \n Jones ", message: "  Where can I see last week's scores?  " });
    const res = await send({ ...values, token: await solveCaptcha(t.app) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });

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
    const parent = await buildParent(t.app);
    const values = form({ email: parent.email });
    const res = await send({ ...values, token: await solveCaptcha(t.app) }, { cookie: parent.cookie });
    expect(res.statusCode).toBe(201);
    const [stored] = await storedFor(parent.email);
    expect(stored?.userId).toBe(parent.session.user.id);
  });

  it("accepts a solved captcha once and refuses it the second time", async () => {
    const token = await solveCaptcha(t.app);
    const first = form();
    expect((await send({ ...first, token })).statusCode).toBe(201);
    const second = form();
    const again = await send({ ...second, token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: "captcha_used", message: productMessages.captchaFailed });
    expect(await storedFor(second.email)).toHaveLength(0);
  });

  it("lets only one of several simultaneous submissions of one captcha through", async () => {
    const token = await solveCaptcha(t.app);
    const results = await Promise.all(Array.from({ length: 6 }, () => send({ ...form(), token })));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400]);
  });

  it("refuses a captcha solved more than 10 minutes ago", async () => {
    const clock = new TestClock(new Date());
    const app = await createTestApp({ clock, config: { supportEmail: SUPPORT_EMAIL } });
    try {
      const token = await solveCaptcha(app.app);
      clock.advance(CAPTCHA_TTL_MS + 1_000);
      const values = form();
      const res = await send({ ...values, token }, { app });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: "captcha_expired", message: productMessages.captchaFailed });
      expect(await storedFor(values.email)).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it("refuses a wrong key, a forged challenge and the widget's test mode", async () => {
    const solved = decodePayload(await solveCaptcha(t.app));
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
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: "captcha_invalid", message: productMessages.captchaFailed });
    }
  });

  it("refuses a captcha signed with another key", async () => {
    const other = await createTestApp({
      clock: new TestClock(new Date()),
      config: { captchaHmacKey: "another-captcha-key-another-captcha-key-000" },
    });
    try {
      const token = await solveCaptcha(other.app);
      const res = await send({ ...form(), token });
      expect(res.json().error.code).toBe("captcha_invalid");
    } finally {
      await other.close();
    }
  });

  it("asks for the captcha when there is none", async () => {
    for (const token of [undefined, "", "   "]) {
      const res = await send({ ...form(), token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
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
    const token = await solveCaptcha(t.app);
    const res = await send({ ...form(), ...overrides, token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "validation_failed", message, fields: { [field]: message } });
    expect((await send({ ...form(), token })).statusCode).toBe(201);
  });

  it("keeps no redemption longer than its challenge lives", async () => {
    const token = await solveCaptcha(t.app);
    expect((await send({ ...form(), token })).statusCode).toBe(201);
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
      for (let i = 0; i < 5; i++) expect((await send(form(), { app: limited })).statusCode).toBe(400);
      const refused = await send(form(), { app: limited });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe(productMessages.tooManyAttempts);
    } finally {
      await limited.close();
    }
  });
});
