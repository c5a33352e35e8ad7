import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ErrorBody } from "../../shared/api/endpoint";
import { PARENT_LOGIN_MAX_FAILURES } from "../../shared/constants";
import { messages } from "../../shared/messages";
import { buildParent, uniqueEmail } from "../../../tests/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/support/test-app";
import * as passwords from "../auth/passwords";

// Counts every password the server evaluates, through the real argon2 functions.
vi.mock("../auth/passwords", async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword), verifyAgainstDummy: vi.fn(real.verifyAgainstDummy) };
});
const evaluated = () =>
  vi.mocked(passwords.verifyPassword).mock.calls.length + vi.mocked(passwords.verifyAgainstDummy).mock.calls.length;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => vi.clearAllMocks());

let address = 0;
const login = (email: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: { origin: TEST_ORIGIN },
    // Each request from an address of its own, as a botnet would send them.
    remoteAddress: `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
    payload: { email, password },
  });

describe("parent login throttle under parallel requests", () => {
  it("evaluates at most 10 of 50 simultaneous wrong passwords, then refuses the right one", async () => {
    const parent = await buildParent(t.app);
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(parent.email, "wrong-password")));
    expect(evaluated()).toBeLessThanOrEqual(PARENT_LOGIN_MAX_FAILURES);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(PARENT_LOGIN_MAX_FAILURES);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(50 - PARENT_LOGIN_MAX_FAILURES);
    for (const a of answers) expect(a.json<ErrorBody>().error.message).toBe(messages.invalidEmailOrPassword);

    const right = await login(parent.email, parent.password);
    expect(right.statusCode).toBe(429);
    expect(right.json<ErrorBody>().error.message).toBe(messages.invalidEmailOrPassword);
    expect(evaluated()).toBeLessThanOrEqual(PARENT_LOGIN_MAX_FAILURES);

    t.clock.advance(15 * 60_000 + 1);
    expect((await login(parent.email, parent.password)).statusCode).toBe(200);
  });

  it("counts an unknown email the same way, so its answers cannot tell it apart", async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(email, "any-password")));
    expect(evaluated()).toBe(PARENT_LOGIN_MAX_FAILURES);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(20 - PARENT_LOGIN_MAX_FAILURES);
  });

  it("clears the count on a success, so a parent who mistypes a few times is not locked out later", async () => {
    const parent = await buildParent(t.app);
    for (let i = 0; i < PARENT_LOGIN_MAX_FAILURES - 1; i++) await login(parent.email, "wrong-password");
    expect((await login(parent.email, parent.password)).statusCode).toBe(200);
    for (let i = 0; i < PARENT_LOGIN_MAX_FAILURES - 1; i++) await login(parent.email, "wrong-password");
    expect((await login(parent.email, parent.password)).statusCode).toBe(200);
  });

  it("refuses a 2,700-character email with a clear 400 instead of failing on the throttle's key", async () => {
    const res = await login(`${"a".repeat(2_700)}@example.com`, "any-password");
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.message).toBe(messages.invalidEmailOrPassword);
    expect(evaluated()).toBe(0);
  });
});
