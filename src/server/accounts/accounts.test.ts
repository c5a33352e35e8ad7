import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../shared/messages";
import { buildParent, cookieHeader, uniqueEmail } from "../../../tests/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/support/test-app";
import { emailOutbox } from "../db/schema/email";
import { authSessions, parents, users } from "../db/schema/users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...(cookie && { cookie }) },
  });

describe("parent sign-up", () => {
  it("creates the user and parent row, signs in, and counts the first login", async () => {
    const email = uniqueEmail();
    const res = await post("/api/auth/signup", { email: email.toUpperCase(), password: "tidy-tortoise" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user.email).toBe(email);
    expect(body.parentData).toMatchObject({ email, premium: false, is_admin: false, login_count: 1 });
    expect(body.parentData.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    const cookie = cookieHeader(res);
    expect(cookie).toContain("ms_session=");
    expect(cookie).toContain("ms_device=");
    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json().session.user.email).toBe(email);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const res = await post("/api/auth/signup", { email: uniqueEmail(), password: "tidy-tortoise" });
    const cookie = res.cookies.find((c) => c.name === "ms_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  });

  it.each([
    [{ email: "not-an-email", password: "tidy-tortoise" }, messages.invalidEmail],
    [{ email: "a@b.co", password: "12345" }, messages.passwordTooShort],
    [{ email: "a@b.co", password: "password" }, "Please choose a less common password"],
  ])("refuses %j with the spec's message", async (payload, message) => {
    const res = await post("/api/auth/signup", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it("refuses a second account with the same email", async () => {
    const email = uniqueEmail();
    await post("/api/auth/signup", { email, password: "tidy-tortoise" });
    const res = await post("/api/auth/signup", { email, password: "other-tortoise" });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.email).toBeDefined();
  });

  it("gives a referred parent a week of Premium", async () => {
    const referrer = await buildParent(t.app);
    const res = await post("/api/auth/signup", {
      email: uniqueEmail(),
      password: "tidy-tortoise",
      ref: referrer.session.parentData.referral_code,
    });
    const data = res.json().parentData;
    expect(data.premium).toBe(true);
    expect(new Date(data.premium_until).getTime() - t.clock.now().getTime()).toBe(7 * 86_400_000);
  });
});

describe("parent login", () => {
  it("signs in, raises login_count and last_active", async () => {
    const parent = await buildParent(t.app);
    t.clock.advance(60_000);
    const res = await post("/api/auth/login", { email: ` ${parent.email.toUpperCase()} `, password: parent.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().parentData.login_count).toBe(2);
    expect(res.json().parentData.last_active).toBe(t.clock.now().toISOString());
  });

  it("answers a wrong password and an unknown email alike", async () => {
    const parent = await buildParent(t.app);
    const wrong = await post("/api/auth/login", { email: parent.email, password: "not-the-password" });
    const unknown = await post("/api/auth/login", { email: uniqueEmail(), password: "not-the-password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe(messages.invalidEmailOrPassword);
  });

  it("requires email and password", async () => {
    const res = await post("/api/auth/login", { email: "", password: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(messages.emailAndPasswordRequired);
  });

  it("throttles an email after 10 failures in 15 minutes, even for the right password", async () => {
    const parent = await buildParent(t.app);
    for (let i = 0; i < 10; i++) await post("/api/auth/login", { email: parent.email, password: "wrong-password" });
    const blocked = await post("/api/auth/login", { email: parent.email, password: parent.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(messages.invalidEmailOrPassword);
    t.clock.advance(15 * 60_000 + 1);
    const later = await post("/api/auth/login", { email: parent.email, password: parent.password });
    expect(later.statusCode).toBe(200);
  });

  it("creates a missing parents row on sign-in", async () => {
    const parent = await buildParent(t.app);
    const db = t.deps.database.db;
    await db.delete(parents).where(eq(parents.userId, parent.session.user.id));
    const res = await post("/api/auth/login", { email: parent.email, password: parent.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().parentData.email).toBe(parent.email);
  });
});

describe("sessions and logout", () => {
  it("logs out and treats a second logout as success", async () => {
    const parent = await buildParent(t.app);
    const first = await post("/api/auth/logout", {}, parent.cookie);
    expect(first.statusCode).toBe(200);
    const again = await post("/api/auth/logout", {}, parent.cookie);
    expect(again.statusCode).toBe(200);
    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: parent.cookie } });
    expect(session.json()).toEqual({ session: null });
    const guarded = await t.app.inject({ method: "GET", url: "/api/children", headers: { cookie: parent.cookie } });
    expect(guarded.statusCode).toBe(401);
    expect(guarded.json().error.message).toBe(messages.noAuthenticatedSession);
  });

  it("refuses a state-changing request from another origin", async () => {
    const parent = await buildParent(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/children",
      headers: { origin: "https://evil.example", cookie: parent.cookie },
      payload: { name: "Eve", pin: "4821" },
    });
    expect(res.statusCode).toBe(403);
    const noOrigin = await t.app.inject({
      method: "POST",
      url: "/api/children",
      headers: { cookie: parent.cookie },
      payload: { name: "Eve", pin: "4821" },
    });
    expect(noOrigin.statusCode).toBe(403);
  });

  it("stores session tokens only as hashes", async () => {
    const parent = await buildParent(t.app);
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
  async function resetLinkFor(email: string) {
    const [mail] = await t.deps.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(emailOutbox.createdAt);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? "")?.[1];
    if (!token) throw new Error("no reset link in the outbox");
    return token;
  }

  it("answers the same for known and unknown emails, and emails only the known one", async () => {
    const parent = await buildParent(t.app);
    const known = await post("/api/auth/forgot-password", { email: parent.email });
    const unknownEmail = uniqueEmail();
    const unknown = await post("/api/auth/forgot-password", { email: unknownEmail });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const outbox = await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, unknownEmail));
    expect(outbox).toHaveLength(0);
    expect(await resetLinkFor(parent.email)).toBeTruthy();
  });

  it.each([
    [{ email: "" }, messages.enterEmail],
    [{ email: "nope" }, messages.invalidEmail],
  ])("validates %j", async (payload, message) => {
    const res = await post("/api/auth/forgot-password", payload);
    expect(res.json().error.message).toBe(message);
  });

  it("resets once with a valid link, ends every session, and refuses the link again", async () => {
    const parent = await buildParent(t.app);
    await post("/api/auth/forgot-password", { email: parent.email });
    const token = await resetLinkFor(parent.email);
    expect((await post("/api/auth/reset-password/verify", { token })).statusCode).toBe(200);
    const reset = await post("/api/auth/reset-password", { token, password: "brand-new-secret" });
    expect(reset.statusCode).toBe(200);
    const oldSession = await t.app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { cookie: parent.cookie },
    });
    expect(oldSession.json().session).toBeNull();
    const again = await post("/api/auth/reset-password", { token, password: "another-secret" });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(messages.resetLinkExpired);
    const login = await post("/api/auth/login", { email: parent.email, password: "brand-new-secret" });
    expect(login.statusCode).toBe(200);
  });

  it("expires a link after 60 minutes", async () => {
    const parent = await buildParent(t.app);
    await post("/api/auth/forgot-password", { email: parent.email });
    const token = await resetLinkFor(parent.email);
    t.clock.advance(60 * 60_000);
    const res = await post("/api/auth/reset-password/verify", { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(messages.resetLinkExpired);
  });

  it("stores reset tokens only as hashes", async () => {
    const parent = await buildParent(t.app);
    await post("/api/auth/forgot-password", { email: parent.email });
    const token = await resetLinkFor(parent.email);
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, parent.email));
    const tokens = await t.deps.database.db.query.passwordResetTokens.findMany({
      where: (r, { eq: is }) => is(r.userId, user?.id ?? ""),
    });
    expect(tokens.map((r) => r.tokenHash)).not.toContain(token);
  });
});

describe("change password", () => {
  it("checks the current password first and keeps this session only", async () => {
    const parent = await buildParent(t.app);
    const second = await post("/api/auth/login", { email: parent.email, password: parent.password });
    const secondCookie = cookieHeader(second);
    const wrong = await post(
      "/api/auth/change-password",
      { currentPassword: "nope-nope", newPassword: "fresh-pass" },
      parent.cookie,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe(messages.currentPasswordIncorrect);
    const short = await post(
      "/api/auth/change-password",
      { currentPassword: parent.password, newPassword: "abc" },
      parent.cookie,
    );
    expect(short.json().error.message).toBe(messages.newPasswordTooShort);
    const ok = await post(
      "/api/auth/change-password",
      { currentPassword: parent.password, newPassword: "fresh-pass-word" },
      parent.cookie,
    );
    expect(ok.statusCode).toBe(200);
    const sessionOf = async (cookie: string): Promise<unknown> =>
      (await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).json<{
        session: unknown;
      }>().session;
    expect(await sessionOf(parent.cookie)).not.toBeNull();
    expect(await sessionOf(secondCookie)).toBeNull();
  });
});

describe("platform", () => {
  it("reports health", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("ok");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("not_found");
  });

  it("publishes an OpenAPI document of every endpoint", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/api/children/{childId}"].patch.summary).toBeTruthy();
    expect(doc.paths["/api/auth/signup"].post.requestBody).toBeDefined();
  });

  it("sends the security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["strict-transport-security"]).toContain("max-age=");
  });
});

describe("request limits", () => {
  it("limits password-reset requests from one address to 10 in 15 minutes", async () => {
    const limited = await createTestApp({ rateLimitPerMinute: 600 });
    try {
      const send = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/auth/forgot-password",
          headers: { origin: TEST_ORIGIN },
          payload: { email: uniqueEmail() },
        });
      for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe("Too many attempts. Please wait a little and try again.");
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
      const address = `10.99.${Math.floor(Math.random() * 250)}.7`;
      const sendFrom = (t2: TestApp) =>
        t2.app.inject({
          method: "POST",
          url: "/api/auth/forgot-password",
          headers: { origin: TEST_ORIGIN },
          remoteAddress: address,
          payload: { email },
        });
      for (let i = 0; i < 5; i++) {
        expect((await sendFrom(a)).statusCode).toBe(200);
        expect((await sendFrom(b)).statusCode).toBe(200);
      }
      expect((await sendFrom(a)).statusCode).toBe(429);
      expect((await sendFrom(b)).statusCode).toBe(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
