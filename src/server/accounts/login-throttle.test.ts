import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { changePassword, login as loginEndpoint } from "../../shared/api/accounts";
import { PARENT_LOGIN_MAX_FAILURES } from "../../shared/constants";
import { messages } from "../../shared/messages";
import { buildFamily, uniqueEmail, type TestParent } from "../../../tests/factories";
import { callAs } from "../../../tests/support/call-as";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
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
  callAs(
    t,
    // Each request from an address of its own, as a botnet would send them.
    { ip: `10.77.${Math.floor(++address / 250)}.${(address % 250) + 1}` },
    loginEndpoint,
    { body: { email, password } },
  );
const newParent = async () => (await buildFamily(t, { children: 0 })).parent;

describe("parent login throttle under parallel requests", () => {
  it("evaluates at most 10 of 50 simultaneous wrong passwords, then refuses the right one", async () => {
    const parent = await newParent();
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(parent.email, "wrong-password")));
    expect(evaluated()).toBeLessThanOrEqual(PARENT_LOGIN_MAX_FAILURES);
    expect(answers.filter((a) => a.status === 401)).toHaveLength(PARENT_LOGIN_MAX_FAILURES);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(50 - PARENT_LOGIN_MAX_FAILURES);
    for (const a of answers) expect(a.error().message).toBe(messages.invalidEmailOrPassword);

    const right = await login(parent.email, parent.password);
    expect(right.status).toBe(429);
    expect(right.error().message).toBe(messages.invalidEmailOrPassword);
    expect(evaluated()).toBeLessThanOrEqual(PARENT_LOGIN_MAX_FAILURES);

    t.clock.advance(15 * 60_000 + 1);
    expect((await login(parent.email, parent.password)).status).toBe(200);
  });

  it("counts an unknown email the same way, so its answers cannot tell it apart", async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(email, "any-password")));
    expect(evaluated()).toBe(PARENT_LOGIN_MAX_FAILURES);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - PARENT_LOGIN_MAX_FAILURES);
  });

  it("clears the count on a success, so a parent who mistypes a few times is not locked out later", async () => {
    const parent = await newParent();
    for (let i = 0; i < PARENT_LOGIN_MAX_FAILURES - 1; i++) await login(parent.email, "wrong-password");
    expect((await login(parent.email, parent.password)).status).toBe(200);
    for (let i = 0; i < PARENT_LOGIN_MAX_FAILURES - 1; i++) await login(parent.email, "wrong-password");
    expect((await login(parent.email, parent.password)).status).toBe(200);
  });

  it("refuses a 2,700-character email with a clear 400 instead of failing on the throttle's key", async () => {
    const res = await login(`${"a".repeat(2_700)}@example.com`, "any-password");
    expect(res.status).toBe(400);
    expect(res.error().message).toBe(messages.invalidEmailOrPassword);
    expect(evaluated()).toBe(0);
  });
});

describe("the current password asked by a password change", () => {
  const change = (parent: TestParent, currentPassword: string) =>
    callAs(t, parent.caller, changePassword, { body: { currentPassword, newPassword: "a-fresh-password" } });

  it("evaluates at most 10 of 50 simultaneous wrong tries from one session, then refuses the right one", async () => {
    const parent = await newParent();
    const answers = await Promise.all(Array.from({ length: 50 }, () => change(parent, "wrong-password")));
    expect(evaluated()).toBeLessThanOrEqual(PARENT_LOGIN_MAX_FAILURES);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(PARENT_LOGIN_MAX_FAILURES);
    const throttled = answers.filter((a) => a.status === 429);
    expect(throttled).toHaveLength(50 - PARENT_LOGIN_MAX_FAILURES);
    for (const a of throttled) expect(a.error().message).toBe(messages.invalidEmailOrPassword);

    expect((await change(parent, parent.password)).status).toBe(429);
    expect(evaluated()).toBeLessThanOrEqual(PARENT_LOGIN_MAX_FAILURES);

    t.clock.advance(15 * 60_000 + 1);
    expect((await change(parent, parent.password)).status).toBe(200);
  });

  it("shares the count with sign-in: wrong changes lock sign-in, and wrong sign-ins lock the change", async () => {
    const changer = await newParent();
    for (let i = 0; i < PARENT_LOGIN_MAX_FAILURES; i++)
      expect((await change(changer, "wrong-password")).status).toBe(422);
    expect((await login(changer.email, changer.password)).status).toBe(429);

    const guessed = await newParent();
    for (let i = 0; i < PARENT_LOGIN_MAX_FAILURES; i++) await login(guessed.email, "wrong-password");
    const locked = await change(guessed, guessed.password);
    expect(locked.status).toBe(429);
    expect(locked.error().message).toBe(messages.invalidEmailOrPassword);
  });

  it("clears the count on a right current password, as a sign-in does", async () => {
    const parent = await newParent();
    for (let i = 0; i < PARENT_LOGIN_MAX_FAILURES - 1; i++) await change(parent, "wrong-password");
    expect((await change(parent, parent.password)).status).toBe(200);
    for (let i = 0; i < PARENT_LOGIN_MAX_FAILURES - 1; i++) await login(parent.email, "wrong-password");
    expect((await login(parent.email, "a-fresh-password")).status).toBe(200);
  });
});
