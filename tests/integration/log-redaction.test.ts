import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changePassword, login, resetPassword } from "../../src/shared/api/accounts";
import { childMe } from "../../src/shared/api/children";
import { buildFamily, signInChild } from "../factories";
import { callAs } from "../support/call-as";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../support/test-app";
import { createLogger } from "../../src/server/core/logger";
import { children } from "../../src/server/db/schema/children";
import { users } from "../../src/server/db/schema/users";

/** Every line the server logs during the run, as written. */
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    log: createLogger("trace", sink),
    // A route that fails inside the database with a password hash among the query's values.
    extraRoutes: (app) => {
      app.post("/api/test/failing-query", async (req) => {
        const { email } = req.body as { email: string };
        const [existing] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
        await t.deps.database.db.insert(users).values({ email, passwordHash: existing?.passwordHash ?? "" });
        return { ok: true };
      });
    },
  });
});
afterAll(() => t.close());

describe("the log", () => {
  it("holds no password, hash, PIN, token or cookie after every kind of request and error", async () => {
    // The child signs in (PIN 5730) on a tablet of its own as the family is built.
    const { parent, child } = await buildFamily(t, {
      parent: { password: "secret-walrus-42" },
      children: [{ pin: "5730" }],
    });
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, parent.email));
    const [childRow] = await t.deps.database.db.select().from(children).where(eq(children.id, child.id));
    const childToken = child.caller.bearer ?? "missing";

    await callAs(t, {}, login, { body: { email: parent.email, password: "wrong-secret-99" } });
    await callAs(t, {}, login, { body: { email: parent.email, password: "secret-walrus-42" } });
    await signInChild(t, parent.email, "9146");
    await callAs(t, parent.caller, changePassword, {
      body: { currentPassword: "nope-nope-1", newPassword: "brand-new-77" },
    });
    await callAs(t, {}, resetPassword, {
      body: { token: "a-reset-token-that-is-not-real", password: "another-one-8" },
    });
    await callAs(t, {}, login, { body: { email: `${parent.email}\u0000`, password: "secret-walrus-42" } });
    await t.app.inject({ method: "GET", url: `/reset-password?token=query-token-123456789`, headers: {} });
    expect((await callAs(t, child.caller, childMe)).status).toBe(200);
    // A route of this test's own, outside the contract.
    const failed = await t.app.inject({
      method: "POST",
      url: "/api/test/failing-query",
      payload: { email: parent.email },
      headers: { origin: TEST_ORIGIN, cookie: parent.cookie },
    });
    expect(failed.statusCode).toBe(500);

    const log = lines.join("\n");
    expect(log).toContain("Unhandled error");
    expect(log).toContain("23505");
    const secrets = [
      "secret-walrus-42",
      "wrong-secret-99",
      "nope-nope-1",
      "brand-new-77",
      "another-one-8",
      "a-reset-token-that-is-not-real",
      "query-token-123456789",
      // PINs as the strings they are sent as: four bare digits also turn up inside timestamps.
      JSON.stringify("5730"),
      JSON.stringify("9146"),
      childToken,
      user?.passwordHash ?? "missing",
      "$argon2",
      childRow?.pinHmac ?? "missing",
      ...parent.cookie.split("; ").map((c) => c.split("=")[1] ?? "missing"),
    ];
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
  });
});
