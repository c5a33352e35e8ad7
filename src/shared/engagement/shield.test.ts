import { describe, expect, it } from "vitest";
import { SHIELD_EXPIRING_SOON_MS, SHIELD_VALID_DAYS } from "../constants";
import {
  awardShield,
  consumeShield,
  isShieldActive,
  isShieldExpiringSoon,
  shieldExpiryFrom,
  type ShieldState,
} from "./shield";

const at = (iso: string) => new Date(iso);
const shield = (held: boolean, expiresAt: string | null, usesCount = 0): ShieldState => ({
  held,
  expiresAt: expiresAt ? at(expiresAt) : null,
  usesCount,
});
const NOW = at("2026-06-01T09:00:00.000Z");

describe("shield state", () => {
  it.each([
    { name: "none", s: shield(false, null), active: false, soon: false },
    { name: "held, a week left", s: shield(true, "2026-06-08T23:59:59.999Z"), active: true, soon: false },
    { name: "held, 25 h left", s: shield(true, "2026-06-02T10:00:00.000Z"), active: true, soon: false },
    { name: "held, exactly 24 h left", s: shield(true, "2026-06-02T09:00:00.000Z"), active: true, soon: true },
    { name: "held, 1 ms left", s: shield(true, "2026-06-01T09:00:00.001Z"), active: true, soon: true },
    { name: "held, expiring now", s: shield(true, "2026-06-01T09:00:00.000Z"), active: false, soon: false },
    { name: "held, expired", s: shield(true, "2026-05-30T23:59:59.999Z"), active: false, soon: false },
    { name: "not held, future expiry", s: shield(false, "2026-06-08T23:59:59.999Z"), active: false, soon: false },
    { name: "held without expiry", s: shield(true, null), active: false, soon: false },
  ])("$name: active $active, expiring soon $soon", ({ s, active, soon }) => {
    expect(SHIELD_EXPIRING_SOON_MS).toBe(24 * 60 * 60_000);
    expect(isShieldActive(s, NOW)).toBe(active);
    expect(isShieldExpiringSoon(s, NOW)).toBe(soon);
  });
});

describe("shield expiry: 7 days on at 23:59:59.999 UTC from the later of now and the current expiry", () => {
  it.each([
    { now: "2026-06-01T09:00:00.000Z", current: null, expiry: "2026-06-08T23:59:59.999Z" },
    { now: "2026-06-01T00:00:00.000Z", current: null, expiry: "2026-06-08T23:59:59.999Z" },
    { now: "2026-06-01T23:59:59.999Z", current: null, expiry: "2026-06-08T23:59:59.999Z" },
    { now: "2026-06-28T12:00:00.000Z", current: null, expiry: "2026-07-05T23:59:59.999Z" },
    { now: "2026-12-29T12:00:00.000Z", current: null, expiry: "2027-01-05T23:59:59.999Z" },
    { now: "2028-02-25T12:00:00.000Z", current: null, expiry: "2028-03-03T23:59:59.999Z" },
    // An older expiry is ignored: counted from now.
    { now: "2026-06-10T09:00:00.000Z", current: "2026-06-08T23:59:59.999Z", expiry: "2026-06-17T23:59:59.999Z" },
    // A later expiry is extended by 7 days.
    { now: "2026-06-03T09:00:00.000Z", current: "2026-06-08T23:59:59.999Z", expiry: "2026-06-15T23:59:59.999Z" },
  ])("now $now, current $current: $expiry", ({ now, current, expiry }) => {
    expect(SHIELD_VALID_DAYS).toBe(7);
    expect(shieldExpiryFrom(at(now), current ? at(current) : null).toISOString()).toBe(expiry);
  });
});

describe("award and consume", () => {
  it("awarding holds the shield with the new expiry and keeps the uses", () => {
    expect(awardShield(shield(false, null, 2), NOW)).toEqual(shield(true, "2026-06-08T23:59:59.999Z", 2));
  });
  it("consuming releases the shield and counts one more use", () => {
    const used = consumeShield(shield(true, "2026-06-08T23:59:59.999Z", 2));
    expect(used).toEqual(shield(false, "2026-06-08T23:59:59.999Z", 3));
    expect(isShieldActive(used, NOW)).toBe(false);
  });
});
