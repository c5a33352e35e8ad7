import { describe, expect, it } from "vitest";
import * as c from "./constants";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * What the business constants must make true together (each value itself is
 * the product rules', written once in constants.ts): a test here fails when a change
 * to one breaks a rule the others rely on.
 */
describe("the business constants", () => {
  it("a PIN is exactly PIN_LENGTH digits, every guessable PIN is one, and a family's children can all have one", () => {
    expect(c.PIN_PATTERN.test("7".repeat(c.PIN_LENGTH))).toBe(true);
    expect(c.PIN_PATTERN.test("7".repeat(c.PIN_LENGTH - 1))).toBe(false);
    expect(c.PIN_PATTERN.test("7".repeat(c.PIN_LENGTH + 1))).toBe(false);
    expect(c.PIN_PATTERN.test("12a4".slice(0, c.PIN_LENGTH))).toBe(false);
    for (const pin of c.GUESSABLE_PINS) expect(c.PIN_PATTERN.test(pin), pin).toBe(true);
    // The easiest guesses are refused: one digit repeated, and counting up.
    for (let d = 0; d <= 9; d++) expect(c.GUESSABLE_PINS.has(String(d).repeat(c.PIN_LENGTH))).toBe(true);
    expect(c.GUESSABLE_PINS.has("1234".slice(0, c.PIN_LENGTH))).toBe(true);
    expect(10 ** c.PIN_LENGTH - c.GUESSABLE_PINS.size).toBeGreaterThanOrEqual(c.MAX_CHILDREN_PER_PARENT);
  });

  it("PIN failures lock the profile for ever longer, then turn PIN sign-in off at the last failure", () => {
    const failures = Object.keys(c.PIN_LOCK_SCHEDULE_MS).map(Number);
    const locks = failures.map((n) => c.PIN_LOCK_SCHEDULE_MS[n]);
    expect(Math.max(...failures)).toBe(c.PIN_FAILURES_BEFORE_DISABLE);
    expect(c.PIN_LOCK_SCHEDULE_MS[c.PIN_FAILURES_BEFORE_DISABLE]).toBeNull();
    const timed = locks.slice(0, -1) as number[];
    expect(timed.every((ms) => ms > 0)).toBe(true);
    expect([...timed].sort((a, b) => a - b)).toEqual(timed);
  });

  it("the AI service is waited for a few seconds at most, and rested for longer than the failures that rest it took", () => {
    expect(c.AI_TIMEOUT_MS).toBeGreaterThan(0);
    expect(c.AI_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    expect(c.AI_CIRCUIT_FAILURES).toBeGreaterThan(1);
    expect(c.AI_CIRCUIT_REST_MS).toBeGreaterThan(c.AI_CIRCUIT_FAILURES * c.AI_TIMEOUT_MS);
  });

  it("inactivity warns before signing out, with a countdown that lasts the whole warning", () => {
    expect(c.INACTIVITY_WARNING_MS).toBeLessThan(c.INACTIVITY_LOGOUT_MS);
    expect(c.INACTIVITY_COUNTDOWN_SECONDS * 1_000).toBe(c.INACTIVITY_WARNING_MS);
    expect(c.INACTIVITY_RESTART_THRESHOLD_MS).toBeLessThan(c.INACTIVITY_WARNING_MS);
  });

  it("every difficulty level has its label, the level's own name", () => {
    expect(Object.keys(c.DIFFICULTY_LABELS)).toEqual([...c.DIFFICULTY_LEVELS]);
    for (const level of c.DIFFICULTY_LEVELS) expect(c.DIFFICULTY_LABELS[level].toLowerCase()).toBe(level);
  });

  it("the streak's colours change at growing lengths; the shield warns within its validity", () => {
    expect(c.STREAK_COLOUR_STEPS[0]).toBeGreaterThan(1);
    expect([...c.STREAK_COLOUR_STEPS].sort((a, b) => a - b)).toEqual([...c.STREAK_COLOUR_STEPS]);
    expect(c.SHIELD_EXPIRING_SOON_MS).toBeLessThan(c.SHIELD_VALID_DAYS * DAY_MS);
    expect(c.TOWER_UNLOCK_STREAK_DAYS).toBeGreaterThan(0);
  });

  it("the testimonial prompt's default rating is one a parent could give", () => {
    expect(c.TESTIMONIAL_DEFAULT_RATING).toBeGreaterThanOrEqual(1);
    expect(c.TESTIMONIAL_DEFAULT_RATING).toBeLessThanOrEqual(c.TESTIMONIAL_MAX_RATING);
  });

  it("Premium costs whole pence; referrals earn whole weeks, up to a limit", () => {
    expect(Number.isInteger(c.PREMIUM_PRICE_PENCE) && c.PREMIUM_PRICE_PENCE > 0).toBe(true);
    expect(c.REFERRAL_PREMIUM_DAYS % 7).toBe(0);
    expect(c.REFERRAL_MAX_WEEKS).toBeGreaterThan(0);
  });

  it("the Multiplication Tables Check: fewer practice questions than questions, and a national average it can score", () => {
    expect(c.MTC_PRACTICE_QUESTIONS).toBeLessThan(c.MTC_QUESTIONS);
    expect(c.MTC_NATIONAL_AVERAGE).toBeGreaterThan(0);
    expect(c.MTC_NATIONAL_AVERAGE).toBeLessThanOrEqual(c.MTC_QUESTIONS);
  });
});
