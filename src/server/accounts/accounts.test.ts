import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as api from "../../shared/api/accounts";
import { listChildren, createChild } from "../../shared/api/children";
import type { ErrorBody } from "../../shared/api/endpoint";
import { health } from "../../shared/api/health";
import { messages } from "../../shared/messages";
import { buildFamily, cookieHeader, signInParent, uniqueEmail, uniqueIp } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { TEST_ORIGIN, createTestApp, type TestApp } from "../../../tests/support/test-app";
import { emailOutbox } from "../db/schema/email";
import { requestPasswordReset } from "./password-reset";
import { authSessions, parents, users } from "../db/schema/users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newParent = async () => (await buildFamily(t, { children: 0 })).parent;
const signUp = (body: Record<string, unknown>) => callAs(t, {}, api.signup, { body });
const logIn = (body: Record<string, unknown>) => callAs(t, {}, api.login, { body });
const forgotPassword = (body: Record<string, unknown>) => callAs(t, {}, api.forgotPassword, { body });
const resetPassword = (body: Record<string, unknown>) => callAs(t, {}, api.resetPassword, { body });
/** The parent session a browser's cookie carries, or null. */
const sessionOf = async (as: Caller) => (await callAs(t, as, api.getSession)).ok().session;

const RESET_LINK = /\/reset-password\?token=([A-Za-z0-9_-]+)/;

/** The reset emails written to this address, oldest first (its other emails, a confirmation link say, are passed over). */
async function resetMailsTo(email: string) {
  const mails = await t.deps.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(emailOutbox.createdAt);
  return mails.filter((mail) => RESET_LINK.test(mail.textBody));
}

/** The token of the first reset link emailed to this address. */
async function resetLinkFor(email: string) {
  const [mail] = await resetMailsTo(email);
  const token = mail && RESET_LINK.exec(mail.textBody)?.[1];
  if (!token) throw new Error("no reset link in the outbox");
  return token;
}

describe("parent sign-up", () => {
  it("creates the user and parent row, signs in, and counts the first login", async () => {
    const email = uniqueEmail();
    const res = await signUp({ email: email.toUpperCase(), password: "tidy-tortoise" });
    expect(res.status).toBe(201);
    const body = res.ok();
    expect(body.user.email).toBe(email);
    expect(body.parentData).toMatchObject({ email, premium: false, is_admin: false, login_count: 1 });
    expect(body.parentData.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    const cookie = cookieHeader(res.raw);
    expect(cookie).toContain("ms_session=");
    expect(cookie).toContain("ms_device=");
    const session = await callAs(t, { cookie }, api.getSession);
    expect(session.status).toBe(200);
    expect(session.ok().session?.user.email).toBe(email);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const res = await signUp({ email: uniqueEmail(), password: "tidy-tortoise" });
    const cookie = res.raw.cookies.find((c) => c.name === "ms_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  });

  it.each([
    [{ email: "not-an-email", password: "tidy-tortoise" }, messages.invalidEmail],
    [{ email: "a@b.co", password: "12345" }, messages.passwordTooShort],
    [{ email: "a@b.co", password: "password" }, "Please choose a less common password"],
  ])("refuses %j with the spec's message", async (payload, message) => {
    const res = await signUp(payload);
    expect(res.status).toBe(400);
    expect(res.error().message).toBe(message);
  });

  it("refuses a second account with the same email", async () => {
    const email = uniqueEmail();
    expect((await signUp({ email, password: "tidy-tortoise" })).status).toBe(201);
    const res = await signUp({ email, password: "other-tortoise" });
    expect(res.status).toBe(409);
    expect(res.error().fields?.email).toBeDefined();
  });

  it("gives a referred parent no Premium yet: the week comes once the referral counts (referrals.test.ts)", async () => {
    const referrer = await newParent();
    const res = await signUp({
      email: uniqueEmail(),
      password: "tidy-tortoise",
      ref: referrer.session.parentData.referral_code,
    });
    const data = res.ok().parentData;
    expect(data.premium).toBe(false);
    expect(data.premium_until).toBeNull();
  });
});

describe("parent login", () => {
  it("signs in, raises login_count and last_active", async () => {
    const parent = await newParent();
    t.clock.advance(60_000);
    const res = await logIn({ email: ` ${parent.email.toUpperCase()} `, password: parent.password });
    expect(res.status).toBe(200);
    expect(res.ok().parentData.login_count).toBe(2);
    expect(res.ok().parentData.last_active).toBe(t.clock.now().toISOString());
  });

  it("answers a wrong password and an unknown email alike", async () => {
    const parent = await newParent();
    const wrong = await logIn({ email: parent.email, password: "not-the-password" });
    const unknown = await logIn({ email: uniqueEmail(), password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.error().message).toBe(messages.invalidEmailOrPassword);
  });

  it("requires email and password", async () => {
    const res = await logIn({ email: "", password: "" });
    expect(res.status).toBe(400);
    expect(res.error().message).toBe(messages.emailAndPasswordRequired);
  });

  it("throttles an email after 10 failures in 15 minutes, even for the right password", async () => {
    const parent = await newParent();
    for (let i = 0; i < 10; i++) await logIn({ email: parent.email, password: "wrong-password" });
    const blocked = await logIn({ email: parent.email, password: parent.password });
    expect(blocked.status).toBe(429);
    expect(blocked.error().message).toBe(messages.invalidEmailOrPassword);
    t.clock.advance(15 * 60_000 + 1);
    const later = await logIn({ email: parent.email, password: parent.password });
    expect(later.status).toBe(200);
  });

  it("creates a missing parents row on sign-in", async () => {
    const parent = await newParent();
    const db = t.deps.database.db;
    await db.delete(parents).where(eq(parents.userId, parent.session.user.id));
    const res = await logIn({ email: parent.email, password: parent.password });
    expect(res.status).toBe(200);
    expect(res.ok().parentData.email).toBe(parent.email);
  });
});

describe("sessions and logout", () => {
  it("logs out and treats a second logout as success", async () => {
    const parent = await newParent();
    const first = await callAs(t, parent.caller, api.logout, { body: {} });
    expect(first.status).toBe(200);
    const again = await callAs(t, parent.caller, api.logout, { body: {} });
    expect(again.status).toBe(200);
    const session = await callAs(t, parent.caller, api.getSession);
    expect(session.body).toEqual({ session: null });
    const guarded = await callAs(t, parent.caller, listChildren);
    expect(guarded.status).toBe(401);
    expect(guarded.error().message).toBe(messages.noAuthenticatedSession);
  });

  it("refuses a state-changing request from another origin", async () => {
    const parent = await newParent();
    const body = { name: "Eve", pin: "4821" };
    const res = await callAs(t, parent.caller, createChild, { body, origin: "https://evil.example" });
    expect(res.status).toBe(403);
    const noOrigin = await callAs(t, parent.caller, createChild, { body, origin: null });
    expect(noOrigin.status).toBe(403);
  });

  it("stores session tokens only as hashes", async () => {
    const parent = await newParent();
    const token = /ms_session=([^;]+)/.exec(parent.cookie)?.[1] ?? "";
    const rows = await t.deps.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, parent.session.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("password reset", () => {
  it("answers the same for known and unknown emails, and emails only the known one", async () => {
    const parent = await newParent();
    const known = await forgotPassword({ email: parent.email });
    const unknownEmail = uniqueEmail();
    const unknown = await forgotPassword({ email: unknownEmail });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const outbox = await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, unknownEmail));
    expect(outbox).toHaveLength(0);
    expect(await resetLinkFor(parent.email)).toBeTruthy();
  });

  it("answers before it looks the address up: the same answer, and nothing written yet, for a known and an unknown address", async () => {
    const left: Array<() => Promise<unknown>> = [];
    // Holds back the work the answers leave running, so that the test looks between the answer and that work.
    const held = await createTestApp({
      background: { run: (_what, work) => void left.push(work), settled: async () => {} },
    });
    try {
      const parent = await newParent();
      const ask = (email: string) =>
        held.app.inject({
          method: "POST",
          url: api.forgotPassword.path,
          headers: { origin: TEST_ORIGIN },
          payload: { email },
        });
      const known = await ask(parent.email);
      const unknown = await ask(uniqueEmail());
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(left).toHaveLength(2);
      expect(await resetMailsTo(parent.email)).toHaveLength(0);
      for (const work of left) await work();
      expect(await resetMailsTo(parent.email)).toHaveLength(1);
    } finally {
      await held.close();
    }
  });

  it("keeps the reset email with its token: if the email cannot be kept, neither is the token, and asking again sends one", async () => {
    const parent = await newParent();
    const failing = {
      ...t.deps,
      mailer: { ...t.deps.mailer, send: () => Promise.reject(new Error("outbox unavailable")) },
    };
    await expect(requestPasswordReset(failing, parent.email)).rejects.toThrow("outbox unavailable");
    // No token was kept, so the minute's limit does not hold back the next request.
    await forgotPassword({ email: parent.email });
    expect(await resetLinkFor(parent.email)).toBeTruthy();
  });

  it.each([
    [{ email: "" }, messages.enterEmail],
    [{ email: "nope" }, messages.invalidEmail],
  ])("validates %j", async (payload, message) => {
    const res = await forgotPassword(payload);
    expect(res.error().message).toBe(message);
  });

  it("resets once with a valid link, ends every session, and refuses the link again", async () => {
    const parent = await newParent();
    await forgotPassword({ email: parent.email });
    const token = await resetLinkFor(parent.email);
    expect((await callAs(t, {}, api.verifyResetToken, { body: { token } })).status).toBe(200);
    const reset = await resetPassword({ token, password: "brand-new-secret" });
    expect(reset.status).toBe(200);
    expect(await sessionOf(parent.caller)).toBeNull();
    const again = await resetPassword({ token, password: "another-secret" });
    expect(again.status).toBe(400);
    expect(again.error().message).toBe(messages.resetLinkExpired);
    const login = await logIn({ email: parent.email, password: "brand-new-secret" });
    expect(login.status).toBe(200);
  });

  it("expires a link after 60 minutes", async () => {
    const parent = await newParent();
    await forgotPassword({ email: parent.email });
    const token = await resetLinkFor(parent.email);
    t.clock.advance(60 * 60_000);
    const res = await callAs(t, {}, api.verifyResetToken, { body: { token } });
    expect(res.status).toBe(400);
    expect(res.error().message).toBe(messages.resetLinkExpired);
  });

  it("emails an address at most once a minute, even asked ten times at once; the answer never says so", async () => {
    const parent = await newParent();
    const mails = () => resetMailsTo(parent.email);
    // Ten browsers (addresses of their own) at the same moment.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callAs(t, { ip: uniqueIp() }, api.forgotPassword, { body: { email: parent.email } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await mails()).toHaveLength(1);
    const unknown = await forgotPassword({ email: uniqueEmail() });
    expect(unknown.body).toEqual(answers[0]?.body);
    t.clock.advance(59_000);
    expect((await forgotPassword({ email: parent.email })).status).toBe(200);
    expect(await mails()).toHaveLength(1);
    t.clock.advance(1_000);
    await forgotPassword({ email: parent.email });
    expect(await mails()).toHaveLength(2);
  });

  it("stores reset tokens only as hashes", async () => {
    const parent = await newParent();
    await forgotPassword({ email: parent.email });
    const token = await resetLinkFor(parent.email);
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, parent.email));
    const tokens = await t.deps.database.db.query.passwordResetTokens.findMany({
      where: (r, { eq: is }) => is(r.userId, user?.id ?? ""),
    });
    expect(tokens.map((r) => r.tokenHash)).not.toContain(token);
  });
});

describe("change password", () => {
  it("spends every reset link issued before it", async () => {
    const parent = await newParent();
    await forgotPassword({ email: parent.email });
    const token = await resetLinkFor(parent.email);
    expect((await callAs(t, {}, api.verifyResetToken, { body: { token } })).status).toBe(200);
    const change = await callAs(t, parent.caller, api.changePassword, {
      body: { currentPassword: parent.password, newPassword: "fresh-pass-word" },
    });
    expect(change.status).toBe(200);
    const verify = await callAs(t, {}, api.verifyResetToken, { body: { token } });
    expect(verify.status).toBe(400);
    expect(verify.error().message).toBe(messages.resetLinkExpired);
    const reset = await resetPassword({ token, password: "the-intruders-choice" });
    expect(reset.status).toBe(400);
    expect((await logIn({ email: parent.email, password: "fresh-pass-word" })).status).toBe(200);
  });

  it("checks the current password first and keeps this session only", async () => {
    const parent = await newParent();
    const secondBrowser = await signInParent(t, parent);
    const change = (body: Record<string, unknown>) => callAs(t, parent.caller, api.changePassword, { body });
    const wrong = await change({ currentPassword: "nope-nope", newPassword: "fresh-pass" });
    expect(wrong.status).toBe(422);
    expect(wrong.error().message).toBe(messages.currentPasswordIncorrect);
    const short = await change({ currentPassword: parent.password, newPassword: "abc" });
    expect(short.error().message).toBe(messages.newPasswordTooShort);
    const ok = await change({ currentPassword: parent.password, newPassword: "fresh-pass-word" });
    expect(ok.status).toBe(200);
    expect(await sessionOf(parent.caller)).not.toBeNull();
    expect(await sessionOf(secondBrowser)).toBeNull();
  });
});

describe("platform", () => {
  it("reports health", async () => {
    const res = await callAs(t, {}, health);
    expect(res.status).toBe(200);
    expect(res.ok().status).toBe("ok");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().error.code).toBe("not_found");
  });

  it("publishes an OpenAPI document of every endpoint", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/api/children/{childId}"].patch.summary).toBeTruthy();
    expect(doc.paths["/api/auth/signup"].post.requestBody).toBeDefined();
  });

  it("sends the security headers", async () => {
    const { headers } = (await callAs(t, {}, health)).raw;
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toContain("max-age=");
  });
});

describe("request limits", () => {
  it("limits password-reset requests from one address to 10 in 15 minutes", async () => {
    const limited = await createTestApp({ rateLimitPerMinute: 600 });
    try {
      const send = () => callAs(limited, {}, api.forgotPassword, { body: { email: uniqueEmail() } });
      for (let i = 0; i < 10; i++) expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.error().message).toBe("Too many attempts. Please wait a little and try again.");
    } finally {
      await limited.close();
    }
  });
});

describe("request limits shared through Redis", () => {
  it.runIf(Boolean(process.env.REDIS_URL))("counts requests across two instances", async () => {
    const config = { redisUrl: process.env.REDIS_URL };
    const [a, b] = await Promise.all([
      createTestApp({ rateLimitPerMinute: 600, config }),
      createTestApp({ rateLimitPerMinute: 600, config }),
    ]);
    try {
      const email = uniqueEmail();
      // Both instances see the same address; five requests each fill the shared limit of 10.
      const address = { ip: `10.99.${Math.floor(Math.random() * 250)}.7` };
      const sendFrom = (t2: TestApp) => callAs(t2, address, api.forgotPassword, { body: { email } });
      for (let i = 0; i < 5; i++) {
        expect((await sendFrom(a)).status).toBe(200);
        expect((await sendFrom(b)).status).toBe(200);
      }
      expect((await sendFrom(a)).status).toBe(429);
      expect((await sendFrom(b)).status).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
