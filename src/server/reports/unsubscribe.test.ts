import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as reportApi from "../../shared/api/weekly-report";
import { productMessages } from "../../shared/messages";
import { buildFamily, uniqueIp, type TestFamily } from "../../../tests/factories";
import { callAs } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { parents } from "../db/schema/users";
import { unsubscribeToken } from "./report-token";

// The API's per-address limit is on, as in production.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 600 });
});
afterAll(() => t.close());

const parentIdOf = (family: TestFamily) => family.parent.session.parentData.id;
const tokenOf = (parentId: string) => unsubscribeToken(t.deps.config.appSecret, parentId);
/** A link of our shape that we never signed. */
const forged = () => `${randomUUID()}.2.${randomBytes(32).toString("base64url")}`;
const settingOf = async (family: TestFamily) =>
  (
    await t.deps.database.db
      .select({ on: parents.weeklyReport })
      .from(parents)
      .where(eq(parents.id, parentIdOf(family)))
  )[0]?.on;

/** A mail provider's one-click POST (RFC 8058): a form, no cookie, no Origin, from the provider's address. */
const oneClick = (token: string, ip: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/reports/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "List-Unsubscribe=One-Click",
    remoteAddress: ip,
  });

describe("POST /api/reports/unsubscribe from a mail provider", () => {
  it("takes many one-click unsubscribes of different parents from one address", async () => {
    const provider = uniqueIp();
    const family = await buildFamily(t, { children: 1, signIn: false });
    // Accounts deleted since their report was sent are among them: their tokens are still ours.
    const tokens = [...Array.from({ length: 59 }, () => tokenOf(randomUUID())), tokenOf(parentIdOf(family))];
    const statuses = [];
    for (const token of tokens) statuses.push((await oneClick(token, provider)).statusCode);
    expect(statuses).toEqual(tokens.map(() => 200));
    expect(await settingOf(family)).toBe(false);
  });

  it("takes a link whoever posted it before: its holder cannot spend it so that the parent's own button is refused", async () => {
    const family = await buildFamily(t, { children: 1, signIn: false });
    const token = tokenOf(parentIdOf(family));
    const statuses = [];
    for (let i = 0; i < 25; i++) statuses.push((await oneClick(token, uniqueIp())).statusCode);
    expect(statuses).toEqual(Array.from({ length: 25 }, () => 200));
    // The parent opens the link and presses the page's button.
    const button = await callAs(t, { ip: uniqueIp() }, reportApi.unsubscribeFromWeeklyReport, { query: { token } });
    expect(button.status).toBe(200);
    expect(await settingOf(family)).toBe(false);
  });

  it("counts the times one link turns the report off: the 11th within 15 minutes is refused, from any address", async () => {
    const family = await buildFamily(t, { children: 1, signIn: false });
    const token = tokenOf(parentIdOf(family));
    const turnOn = () =>
      t.deps.database.db
        .update(parents)
        .set({ weeklyReport: true })
        .where(eq(parents.id, parentIdOf(family)));
    for (let i = 0; i < 10; i++) {
      await turnOn();
      expect((await oneClick(token, uniqueIp())).statusCode).toBe(200);
      expect(await settingOf(family)).toBe(false);
    }
    await turnOn();
    const refused = await callAs(t, { ip: uniqueIp() }, reportApi.unsubscribeFromWeeklyReport, {
      query: { token },
      origin: null,
    });
    expect(refused.status).toBe(429);
    expect(refused.error().message).toBe(productMessages.tooManyAttempts);
    expect(await settingOf(family)).toBe(true);
  });

  it("refuses the 31st link that is not ours from one address within 15 minutes, and still takes real links from it", async () => {
    const attacker = uniqueIp();
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await oneClick(forged(), attacker)).statusCode);
    expect(statuses).toEqual([...Array.from({ length: 30 }, () => 400), 429]);
    const refused = await callAs(t, { ip: attacker }, reportApi.unsubscribeFromWeeklyReport, {
      query: { token: forged() },
    });
    expect(refused.error().message).toBe(productMessages.tooManyAttempts);
    // A real link from that address (a mail provider's, shared) still works; another address is counted apart.
    const family = await buildFamily(t, { children: 1, signIn: false });
    expect((await oneClick(tokenOf(parentIdOf(family)), attacker)).statusCode).toBe(200);
    expect(await settingOf(family)).toBe(false);
    expect((await oneClick(forged(), uniqueIp())).statusCode).toBe(400);
  });
});

describe("GET /api/reports/unsubscribe (the link opened instead of posted)", () => {
  const open = (query: string) => t.app.inject({ method: "GET", url: `/api/reports/unsubscribe${query}` });

  it("sends the reader to the page that asks first, with the link's token, and changes nothing", async () => {
    const family = await buildFamily(t, { children: 1, signIn: false });
    const token = tokenOf(parentIdOf(family));
    for (let i = 0; i < 3; i++) {
      const res = await open(`?token=${encodeURIComponent(token)}`);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/reports/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    expect(await settingOf(family)).toBe(true);
  });

  it("counts links that are not ours against the address, with the posts: the 31st within 15 minutes is refused", async () => {
    const attacker = uniqueIp();
    const openFrom = (token: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/reports/unsubscribe?token=${encodeURIComponent(token)}`,
        remoteAddress: attacker,
      });
    const statuses = [];
    for (let i = 0; i < 30; i++) statuses.push((await openFrom(forged())).statusCode);
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 303));
    expect((await openFrom(forged())).statusCode).toBe(429);
    expect((await oneClick(forged(), attacker)).statusCode).toBe(429);
    // A real link opened from that address still goes to its page.
    const family = await buildFamily(t, { children: 1, signIn: false });
    const real = await openFrom(tokenOf(parentIdOf(family)));
    expect(real.statusCode).toBe(303);
    expect(real.headers.location).toContain("?token=");
  });

  it("sends a link that is not ours to the page without its text, which says the link is not valid", async () => {
    const family = await buildFamily(t, { children: 1, signIn: false });
    const token = tokenOf(parentIdOf(family));
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const query of [
      "",
      "?token=",
      "?token=x",
      `?token=${encodeURIComponent(altered)}`,
      `?token=${"a".repeat(301)}`,
      `?token=${encodeURIComponent(`${token}\r\nSet-Cookie: a=b`)}`,
      `?token=${encodeURIComponent(token)}&token=${encodeURIComponent(token)}`,
    ]) {
      const res = await open(query);
      expect(res.statusCode, query).toBe(303);
      expect(res.headers.location, query).toBe("/reports/unsubscribe");
      expect(res.headers["set-cookie"], query).toBeUndefined();
    }
    expect(await settingOf(family)).toBe(true);
  });
});
