import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as api from "../../shared/api/children";
import { messages, productMessages } from "../../shared/messages";
import { fillIn } from "../../shared/words";
import { buildFamily, signInChild as httpSignIn, uniqueEmail, type TestParent } from "../../../tests/factories";
import { callAs, type Caller } from "../../../tests/support/call-as";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/support/test-app";
import { mailTo } from "../../../tests/support/verify-email";
import { loginAttempts } from "../db/schema/throttles";
import { signInChild, type ChildSignInOutcome } from "./sign-in-child";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A /16 of addresses of this test's own, so that PIN counters never cross tests or files:
 * each range of this file has its own second octet, and other files use 10.x.x.x.
 */
const firstRange = randomInt(256);
let ranges = 0;
function ipRange() {
  const prefix = `192.${(firstRange + ranges++) % 256}`;
  let next = 0;
  return () => {
    const n = next++;
    return `${prefix}.${(n >> 8) & 255}.${n & 255}`;
  };
}

/** The ms_device cookie a parent's sign-up set: this browser is one of the family's own. */
function deviceTokenOf(parent: TestParent): string {
  const token = /(?:^|; )ms_device=([^;]+)/.exec(parent.cookie)?.[1];
  if (!token) throw new Error("the parent's browser has no device cookie");
  return token;
}

const attempt = (email: string, pin: string, ip: string, deviceToken?: string) =>
  signInChild(t.deps, { email, pin, ip, deviceToken });

/** A sign-in through HTTP from `ip`, in a browser of the family's own when given its cookie. */
const httpLogin = (email: string, pin: string, ip: string, browser: Caller = {}) =>
  httpSignIn(t, email, pin, { ...browser, ip });

async function pinStatus(parent: TestParent) {
  const res = await callAs(t, parent.caller, api.pinSignInStatus);
  expect(res.status).toBe(200);
  return res.ok();
}

/** A parent and their children (PINs given), none of them signed in yet, so that every sign-in counted is the test's own. */
const family = async (...pins: string[]) => buildFamily(t, { children: pins.map((pin) => ({ pin })), signIn: false });

function tally(outcomes: ChildSignInOutcome[]) {
  const counts: Record<ChildSignInOutcome["kind"], number> = {
    signed_in: 0,
    wrong_pin: 0,
    locked: 0,
    unknown_email: 0,
    ip_throttled: 0,
  };
  for (const outcome of outcomes) counts[outcome.kind]++;
  return counts;
}

const counterRow = async (parent: TestParent, kind: "pin_family_trusted" | "pin_family_other") => {
  const [row] = await t.deps.database.db
    .select()
    .from(loginAttempts)
    .where(and(eq(loginAttempts.kind, kind), eq(loginAttempts.key, parent.session.parentData.id)));
  return row;
};

const outboxFor = (email: string) => mailTo(t, email);

describe("child PIN defence (docs/product/engineering-rules.md#child-pin-defence)", () => {
  it("10,000 PIN attempts from an unknown browser evaluate at most 10 PINs and log in 0 times, while the family's trusted browser still signs in", async ({
    signal,
  }) => {
    // The real PIN comes right after the 10th wrong one, and a sibling's PIN much later.
    const { parent, child } = await buildFamily(t, {
      children: [
        { name: "Ava", pin: "0010" },
        { name: "Ben", pin: "7395" },
      ],
      signIn: false,
    });
    const nextIp = ipRange();
    const ips = Array.from({ length: 64 }, nextIp);

    const outcomes: ChildSignInOutcome[] = [];
    for (let n = 0; n < 10_000; n++) {
      // A test stopped by its time limit stops guessing, rather than move the clock under the tests after it.
      signal.throwIfAborted();
      const pin = String(n).padStart(4, "0");
      outcomes.push(await attempt(parent.email, pin, ips[n % ips.length] ?? "", undefined));
      // Longer than the longest timed lock (1 hour), so only the switch-off can stop the guessing.
      t.clock.advance(HOUR);
    }
    const counts = tally(outcomes);
    expect(counts.signed_in).toBe(0);
    expect(counts.wrong_pin).toBeLessThanOrEqual(10);
    expect(counts.wrong_pin).toBe(10);
    expect(counts.ip_throttled).toBe(0);
    expect(counts.unknown_email).toBe(0);
    expect(counts.locked).toBe(10_000 - counts.wrong_pin);

    // A year of guessing later, the parent's own session has long expired: read the counters directly.
    expect(await counterRow(parent, "pin_family_other")).toMatchObject({ failures: 10, disabled: true });
    expect(await counterRow(parent, "pin_family_trusted")).toBeUndefined();

    const trusted = await attempt(parent.email, "0010", nextIp(), deviceTokenOf(parent));
    expect(trusted.kind).toBe("signed_in");
    if (trusted.kind === "signed_in") expect(trusted.child.id).toBe(child.id);
    // About 20 s on PGlite alone, several times that on a machine running two suites at once: the limit
    // only catches a hang, it is no speed budget.
  }, 900_000);

  it("50 parallel wrong PINs are counted atomically", async () => {
    const { parent } = await family("4821");
    const nextIp = ipRange();
    const now = t.clock.now();
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => attempt(parent.email, String(5000 + i), nextIp())),
    );
    const counts = tally(outcomes);
    expect(counts.wrong_pin).toBe(5);
    expect(counts.locked).toBe(45);
    expect(counts.signed_in + counts.ip_throttled + counts.unknown_email).toBe(0);
    const row = await counterRow(parent, "pin_family_other");
    expect(row).toMatchObject({ failures: 5, disabled: false, lockedUntil: new Date(now.getTime() + MINUTE) });
  });

  it("gives the same response for a wrong PIN and an unknown email", async () => {
    const nextIp = ipRange();
    const wrongFamily = (await family("4821")).parent;
    const wrong = await httpLogin(wrongFamily.email, "5150", nextIp());
    const unknown = await httpLogin(uniqueEmail("nobody"), "4821", nextIp());
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.raw.body).toBe(wrong.raw.body);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: "invalid_credentials", message: messages.loginFailed } });
  });

  it("tells a paused family's child, in words, to wait or ask their grown-up, and a stranger's unknown email tried as often the very same", async () => {
    const nextIp = ipRange();
    const paused = (await family("4821")).parent;
    const nobody = uniqueEmail("nobody");
    const both = async (pin: string) => {
      const own = await httpLogin(paused.email, pin, nextIp());
      const stranger = await httpLogin(nobody, pin, nextIp());
      expect(stranger.status).toBe(own.status);
      expect(stranger.raw.body).toBe(own.raw.body);
      return own;
    };
    for (let i = 0; i < 5; i++) expect((await both("5150")).status).toBe(401);

    // Paused for a minute: even the right PIN is not compared, and the child is told why and for how long.
    const resting = await both("4821");
    expect(resting.status).toBe(429);
    expect(resting.body).toEqual({
      error: { code: "pin_sign_in_resting", message: fillIn(productMessages.pinSignInResting, { wait: "1 minute" }) },
    });
    expect((await pinStatus(paused)).other.failures).toBe(5);
    t.clock.advance(MINUTE);

    // The 6th failure pauses it for 5 minutes, the 9th for an hour, the 10th until the grown-up turns it back on.
    expect((await both("5150")).status).toBe(401);
    expect((await both("4821")).error().message).toBe(fillIn(productMessages.pinSignInResting, { wait: "5 minutes" }));
    for (let i = 7; i <= 9; i++) {
      t.clock.advance(HOUR);
      expect((await both("5150")).status).toBe(401);
    }
    expect((await both("4821")).error().message).toBe(fillIn(productMessages.pinSignInResting, { wait: "1 hour" }));
    t.clock.advance(HOUR);
    expect((await both("5150")).status).toBe(401);
    const off = await both("4821");
    expect(off.status).toBe(429);
    expect(off.body).toEqual({
      error: { code: "pin_sign_in_resting", message: productMessages.pinSignInRestingAskGrownUp },
    });
    expect((await pinStatus(paused)).other).toEqual({ failures: 10, locked_until: null, disabled: true });
  });

  it("answers the 21st failure from one IP within an hour with 429", async () => {
    const nextIp = ipRange();
    const ip = nextIp();
    const guessed = (await family("4821")).parent;
    const victim = (await family("7395")).parent;

    // Twenty failures of every kind from one IP, spread over 40 minutes: wrong PINs, a locked family, unknown emails.
    for (let i = 0; i < 20; i++) {
      const res = i < 8 ? await httpLogin(guessed.email, "5150", ip) : await httpLogin(uniqueEmail(), "5150", ip);
      // The family rests 5 minutes after its 6th failure: the next two tries are told so (and counted for the IP).
      expect(res.status).toBe(i === 6 || i === 7 ? 429 : 401);
      t.clock.advance(2 * MINUTE);
    }
    const firstFailureAt = t.clock.now().getTime() - 40 * MINUTE;

    const throttled = await httpLogin(victim.email, "5150", ip);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({
      error: { code: "too_many_attempts", message: productMessages.tooManyAttempts },
    });
    // Even the right PIN is refused from that IP, and the refusal costs the family nothing.
    expect((await httpLogin(victim.email, "7395", ip)).status).toBe(429);
    expect((await pinStatus(victim)).other.failures).toBe(0);
    // Another IP is not affected.
    expect((await httpLogin(victim.email, "7395", nextIp())).status).toBe(200);

    t.clock.set(new Date(firstFailureAt + HOUR - 1));
    expect((await httpLogin(victim.email, "7395", ip)).status).toBe(429);
    t.clock.set(new Date(firstFailureAt + HOUR));
    expect((await httpLogin(victim.email, "7395", ip)).status).toBe(200);
  });

  it("follows the schedule: no delay for 4 failures, then 1 minute after the 5th; a success resets the counter", async () => {
    const { parent } = await family("4821");
    const nextIp = ipRange();
    for (let i = 0; i < 4; i++) expect((await attempt(parent.email, "5150", nextIp())).kind).toBe("wrong_pin");
    expect((await pinStatus(parent)).other).toEqual({ failures: 4, locked_until: null, disabled: false });

    expect((await attempt(parent.email, "5150", nextIp())).kind).toBe("wrong_pin");
    const lockedUntil = new Date(t.clock.now().getTime() + MINUTE);
    expect((await pinStatus(parent)).other).toEqual({
      failures: 5,
      locked_until: lockedUntil.toISOString(),
      disabled: false,
    });
    t.clock.advance(MINUTE - 1);
    expect((await attempt(parent.email, "4821", nextIp())).kind).toBe("locked");
    t.clock.advance(1);
    expect((await attempt(parent.email, "4821", nextIp())).kind).toBe("signed_in");
    expect((await pinStatus(parent)).other).toEqual({ failures: 0, locked_until: null, disabled: false });

    // Counting starts again from zero: four more failures bring no delay.
    for (let i = 0; i < 4; i++) expect((await attempt(parent.email, "5150", nextIp())).kind).toBe("wrong_pin");
    expect((await attempt(parent.email, "4821", nextIp())).kind).toBe("signed_in");
  });

  it("after the 10th failure emails the parent and turns PIN sign-in off until the parent turns it back on", async () => {
    const { parent, child } = await family("4821");
    const nextIp = ipRange();
    for (let i = 1; i <= 10; i++) {
      expect(await outboxFor(parent.email)).toHaveLength(0);
      expect((await httpLogin(parent.email, String(5000 + i), nextIp())).status).toBe(401);
      t.clock.advance(HOUR);
    }
    const mail = await outboxFor(parent.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: "Children's PIN sign-in has been turned off", status: "logged" });
    expect(mail[0]?.textBody).toContain("10 times in a row");
    expect(mail[0]?.textBody).toContain(`${TEST_ORIGIN}/parent/dashboard`);

    const status = await pinStatus(parent);
    expect(status.other).toEqual({ failures: 10, locked_until: null, disabled: true });
    expect(status.trusted.disabled).toBe(false);

    // Still off a day later, even for the right PIN; more failures send no more email.
    t.clock.advance(24 * HOUR);
    for (let i = 0; i < 3; i++) expect((await httpLogin(parent.email, "4821", nextIp())).status).toBe(429);
    expect(await outboxFor(parent.email)).toHaveLength(1);

    // The family's own browser (device cookie only) still signs in.
    const own = await httpLogin(parent.email, "4821", nextIp(), parent.trustedBrowser);
    expect(own.status).toBe(200);

    const enable = await callAs(t, parent.caller, api.enablePinSignIn);
    expect(enable.status).toBe(200);
    expect(await pinStatus(parent)).toEqual({
      trusted: { failures: 0, locked_until: null, disabled: false },
      other: { failures: 0, locked_until: null, disabled: false },
    });
    const again = await httpLogin(parent.email, "4821", nextIp());
    expect(again.status).toBe(200);
    expect(again.ok().child_data.id).toBe(child.id);
  });

  it("keeps the trusted browsers' counter apart: a stranger cannot lock the family's tablet, nor the reverse", async () => {
    const { parent } = await family("4821");
    const device = deviceTokenOf(parent);
    const nextIp = ipRange();
    for (let i = 0; i < 5; i++) expect((await attempt(parent.email, "5150", nextIp())).kind).toBe("wrong_pin");
    expect((await attempt(parent.email, "4821", nextIp())).kind).toBe("locked");
    expect((await attempt(parent.email, "4821", nextIp(), device)).kind).toBe("signed_in");

    const tablet = (await family("4821")).parent;
    const tabletDevice = deviceTokenOf(tablet);
    for (let i = 0; i < 5; i++) {
      expect((await attempt(tablet.email, "5150", nextIp(), tabletDevice)).kind).toBe("wrong_pin");
    }
    expect((await attempt(tablet.email, "4821", nextIp(), tabletDevice)).kind).toBe("locked");
    expect((await attempt(tablet.email, "4821", nextIp())).kind).toBe("signed_in");
    expect((await pinStatus(tablet)).trusted.failures).toBe(5);
  });

  it("lets the family's trusted browser sign in behind an address a stranger has used up", async () => {
    const { parent, child } = await family("4821");
    const shared = ipRange()();
    // A stranger on the same address (a school's or a carrier's) guesses until the address is throttled.
    const strangers = [];
    for (let i = 0; i < 25; i++) {
      strangers.push((await attempt(uniqueEmail("victim"), "5150", shared)).kind);
    }
    expect(strangers.slice(20)).toEqual(Array(5).fill("ip_throttled"));
    // The family's tablet on that address still signs in, now and after its own slips.
    const device = deviceTokenOf(parent);
    expect((await attempt(parent.email, "5150", shared, device)).kind).toBe("wrong_pin");
    const signedIn = await attempt(parent.email, "4821", shared, device);
    expect(signedIn.kind).toBe("signed_in");
    if (signedIn.kind === "signed_in") expect(signedIn.child.id).toBe(child.id);
    // Through HTTP too: 200 with the right PIN, not 429.
    expect((await httpLogin(parent.email, "4821", shared, parent.caller)).status).toBe(200);
    // Other browsers on that address are still throttled.
    expect((await attempt(parent.email, "4821", shared)).kind).toBe("ip_throttled");
  });

  it("does not trust another family's browser", async () => {
    const { parent } = await family("4821");
    const stranger = (await family()).parent;
    const nextIp = ipRange();
    for (let i = 0; i < 5; i++) {
      expect((await attempt(parent.email, "5150", nextIp(), deviceTokenOf(stranger))).kind).toBe("wrong_pin");
    }
    const status = await pinStatus(parent);
    expect(status.other.failures).toBe(5);
    expect(status.trusted.failures).toBe(0);
  });
});
