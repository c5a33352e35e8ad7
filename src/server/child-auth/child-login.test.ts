import type { ErrorBody } from "../../shared/api/endpoint";
import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ParentSession } from "../../shared/api/accounts";
import type { ChildData } from "../../shared/api/children";
import { messages } from "../../shared/messages";
import { buildChild, buildParent, cookieHeader } from "../../../tests/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface LoginBody {
  token: string;
  expires_at: string;
  child_data: ChildData;
}
interface MeBody {
  child_data: ChildData;
  expires_at: string;
}

/** Each test signs in from its own IP so that PIN counters never cross tests. */
const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function childLogin(payload: object, options: { cookie?: string; ip?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url: "/api/child/login",
    headers: { origin: TEST_ORIGIN, ...(options.cookie && { cookie: options.cookie }) },
    remoteAddress: options.ip ?? uniqueIp(),
    payload,
  });
}

const me = (token: string) =>
  t.app.inject({ method: "GET", url: "/api/child/me", headers: { authorization: `Bearer ${token}` } });

/** The parent session a browser's cookie carries, or null (GET /api/auth/session). */
async function parentSessionOf(cookie: string) {
  const res = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<{ session: ParentSession | null }>().session;
}

describe("child sign-in", () => {
  it("returns a token valid for 60 minutes and the spec's child_data", async () => {
    const parent = await buildParent(t.app);
    const child = await buildChild(t.app, parent, { name: "Ava", pin: "4821" });
    const res = await childLogin({ parent_email: parent.email, child_pin: "4821" });
    expect(res.statusCode).toBe(200);
    const body = res.json<LoginBody>();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.expires_at).toBe(new Date(t.clock.now().getTime() + 60 * 60_000).toISOString());
    expect(body.child_data).toEqual({
      id: child.id,
      name: "Ava",
      difficulty_level: "beginner",
      parent_id: parent.session.parentData.id,
      parent_user_id: parent.session.user.id,
      parent_email: parent.email,
      avatar: null,
    });
    const session = await me(body.token);
    expect(session.statusCode).toBe(200);
    expect(session.json<MeBody>()).toEqual({ child_data: body.child_data, expires_at: body.expires_at });
  });

  it("signs in the child whose PIN was entered", async () => {
    const parent = await buildParent(t.app);
    const ava = await buildChild(t.app, parent, { name: "Ava", pin: "4821" });
    const ben = await buildChild(t.app, parent, { name: "Ben", pin: "7395" });
    const asAva = await childLogin({ parent_email: parent.email, child_pin: "4821" });
    const asBen = await childLogin({ parent_email: parent.email, child_pin: "7395" });
    expect(asAva.json<LoginBody>().child_data.id).toBe(ava.id);
    expect(asBen.json<LoginBody>().child_data.id).toBe(ben.id);
  });

  it("trims the email and PIN and ignores the email's case", async () => {
    const id = randomUUID().slice(0, 8);
    const parent = await buildParent(t.app, { email: `parent-${id}@example.com` });
    const child = await buildChild(t.app, parent, { pin: "4821" });
    const res = await childLogin({ parent_email: ` Parent-${id}@Example.com `, child_pin: " 4821 " });
    expect(res.statusCode).toBe(200);
    expect(res.json<LoginBody>().child_data).toMatchObject({ id: child.id, parent_email: parent.email });
  });

  it.each([
    [{ parent_email: "", child_pin: "4821" }],
    [{ parent_email: "parent@example.com", child_pin: "" }],
    [{ parent_email: "   ", child_pin: "   " }],
    [{ parent_email: "", child_pin: "" }],
    [{}],
  ])("rejects empty fields %j", async (payload) => {
    const res = await childLogin(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.message).toBe(messages.allFieldsRequired);
  });

  it("stops accepting the token 60 minutes after sign-in", async () => {
    const parent = await buildParent(t.app);
    await buildChild(t.app, parent, { pin: "4821" });
    const { token } = (await childLogin({ parent_email: parent.email, child_pin: "4821" })).json<LoginBody>();
    t.clock.advance(60 * 60_000 - 1);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(1);
    const expired = await me(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json<ErrorBody>().error.message).toBe(messages.noAuthenticatedSession);
  });

  it("ends the session on child logout", async () => {
    const parent = await buildParent(t.app);
    await buildChild(t.app, parent, { pin: "4821" });
    const { token } = (await childLogin({ parent_email: parent.email, child_pin: "4821" })).json<LoginBody>();
    const other = (await childLogin({ parent_email: parent.email, child_pin: "4821" })).json<LoginBody>();
    const out = await t.app.inject({
      method: "POST",
      url: "/api/child/logout",
      headers: { origin: TEST_ORIGIN, authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect((await me(token)).statusCode).toBe(401);
    // A child session is per tab: another tab's session goes on.
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it("signs the parent out of the browser where the child signs in", async () => {
    const parent = await buildParent(t.app);
    await buildChild(t.app, parent, { pin: "4821" });
    const secondBrowser = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: TEST_ORIGIN },
      payload: { email: parent.email, password: parent.password },
    });
    const elsewhere = cookieHeader(secondBrowser);
    expect(await parentSessionOf(parent.cookie)).not.toBeNull();

    const res = await childLogin({ parent_email: parent.email, child_pin: "4821" }, { cookie: parent.cookie });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === "ms_session");
    expect(cleared?.value).toBe("");
    expect(await parentSessionOf(parent.cookie)).toBeNull();
    const guarded = await t.app.inject({ method: "GET", url: "/api/children", headers: { cookie: parent.cookie } });
    expect(guarded.statusCode).toBe(401);
    expect(guarded.json<ErrorBody>().error.message).toBe(messages.noAuthenticatedSession);
    // Only that browser: the same parent's other browser stays signed in.
    expect(await parentSessionOf(elsewhere)).not.toBeNull();
  });

  it("does not sign the parent out when the child sign-in fails", async () => {
    const parent = await buildParent(t.app);
    await buildChild(t.app, parent, { pin: "4821" });
    const res = await childLogin({ parent_email: parent.email, child_pin: "5150" }, { cookie: parent.cookie });
    expect(res.statusCode).toBe(401);
    expect(await parentSessionOf(parent.cookie)).not.toBeNull();
  });
});
