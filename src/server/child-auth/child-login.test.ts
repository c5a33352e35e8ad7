import { NO_ACCESS_SETTINGS } from "../../shared/access-settings";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSession } from "../../shared/api/accounts";
import * as api from "../../shared/api/children";
import { messages } from "../../shared/messages";
import { buildFamily, signInParent, uniqueIp } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A sign-in from a browser (none of the family's unless `from` has its cookie), each from its own IP so that PIN counters never cross tests. */
const childLogin = (body: Record<string, unknown>, from: Caller = {}) =>
  callAs(t, { ip: uniqueIp(), ...from }, api.childLogin, { body });

const me = (token: string) => callAs(t, { bearer: token }, api.childMe);

/** The parent session a browser carries, or null (GET /api/auth/session). */
async function parentSessionOf(browser: Caller) {
  const res = await callAs(t, browser, getSession);
  expect(res.status).toBe(200);
  return res.ok().session;
}

/** A family whose children are not signed in anywhere yet. */
const family = (children: { name?: string; pin?: string }[] = [{ pin: "4821" }], parent?: { email: string }) =>
  buildFamily(t, { children, signIn: false, ...(parent && { parent }) });

describe("child sign-in", () => {
  it("returns a token valid for 60 minutes and the spec's child_data", async () => {
    const { parent, child } = await family([{ name: "Ava", pin: "4821" }]);
    const res = await childLogin({ parent_email: parent.email, child_pin: "4821" });
    expect(res.status).toBe(200);
    const body = res.ok();
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
      access_settings: NO_ACCESS_SETTINGS,
      time_allowance: "standard",
    });
    const session = await me(body.token);
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ child_data: body.child_data, expires_at: body.expires_at });
  });

  it("signs in the child whose PIN was entered", async () => {
    const {
      parent,
      child: ava,
      sibling: ben,
    } = await family([
      { name: "Ava", pin: "4821" },
      { name: "Ben", pin: "7395" },
    ]);
    const asAva = await childLogin({ parent_email: parent.email, child_pin: "4821" });
    const asBen = await childLogin({ parent_email: parent.email, child_pin: "7395" });
    expect(asAva.ok().child_data.id).toBe(ava.id);
    expect(asBen.ok().child_data.id).toBe(ben.id);
  });

  it("trims the email and PIN and ignores the email's case", async () => {
    const id = randomUUID().slice(0, 8);
    const { parent, child } = await family([{ pin: "4821" }], { email: `parent-${id}@example.com` });
    const res = await childLogin({ parent_email: ` Parent-${id}@Example.com `, child_pin: " 4821 " });
    expect(res.status).toBe(200);
    expect(res.ok().child_data).toMatchObject({ id: child.id, parent_email: parent.email });
  });

  it.each([
    [{ parent_email: "", child_pin: "4821" }],
    [{ parent_email: "parent@example.com", child_pin: "" }],
    [{ parent_email: "   ", child_pin: "   " }],
    [{ parent_email: "", child_pin: "" }],
    [{}],
  ])("rejects empty fields %j", async (payload) => {
    const res = await childLogin(payload);
    expect(res.status).toBe(400);
    expect(res.error().message).toBe(messages.allFieldsRequired);
  });

  it("stops accepting the token 60 minutes after sign-in", async () => {
    const { parent } = await family();
    const { token } = (await childLogin({ parent_email: parent.email, child_pin: "4821" })).ok();
    t.clock.advance(60 * 60_000 - 1);
    expect((await me(token)).status).toBe(200);
    t.clock.advance(1);
    const expired = await me(token);
    expect(expired.status).toBe(401);
    expect(expired.error().message).toBe(messages.noAuthenticatedSession);
  });

  it("ends the session on child logout", async () => {
    const { parent } = await family();
    const { token } = (await childLogin({ parent_email: parent.email, child_pin: "4821" })).ok();
    const other = (await childLogin({ parent_email: parent.email, child_pin: "4821" })).ok();
    const out = await callAs(t, { bearer: token }, api.childLogout);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true });
    expect((await me(token)).status).toBe(401);
    // A child session is per tab: another tab's session goes on.
    expect((await me(other.token)).status).toBe(200);
  });

  it("signs the parent out of the browser where the child signs in", async () => {
    const { parent } = await family();
    const elsewhere = await signInParent(t, parent);
    expect(await parentSessionOf(parent.caller)).not.toBeNull();

    const res = await childLogin({ parent_email: parent.email, child_pin: "4821" }, parent.caller);
    expect(res.status).toBe(200);
    const cleared = res.raw.cookies.find((c) => c.name === "ms_session");
    expect(cleared?.value).toBe("");
    expect(await parentSessionOf(parent.caller)).toBeNull();
    const guarded = await callAs(t, parent.caller, api.listChildren);
    expect(guarded.status).toBe(401);
    expect(guarded.error().message).toBe(messages.noAuthenticatedSession);
    // Only that browser: the same parent's other browser stays signed in.
    expect(await parentSessionOf(elsewhere)).not.toBeNull();
  });

  it("does not sign the parent out when the child sign-in fails", async () => {
    const { parent } = await family();
    const res = await childLogin({ parent_email: parent.email, child_pin: "5150" }, parent.caller);
    expect(res.status).toBe(401);
    expect(await parentSessionOf(parent.caller)).not.toBeNull();
  });
});
