import { describe, expect, it } from "vitest";
import * as c from "./constants";

/** The business constants of both spec documents, as the spec states them. */
describe("spec constants", () => {
  it("accounts: children, PIN, password, sessions", () => {
    expect(c.MAX_CHILDREN_PER_PARENT).toBe(5);
    expect(c.PIN_LENGTH).toBe(4);
    expect(c.PIN_PATTERN.test("0482")).toBe(true);
    expect(c.PIN_PATTERN.test("482")).toBe(false);
    expect(c.PASSWORD_MIN_LENGTH).toBe(6);
    expect(c.CHILD_SESSION_MINUTES).toBe(60);
    expect(c.SIGN_OUT_TIMEOUT_MS).toBe(5_000);
    expect(c.PASSWORD_RESET_MINUTES).toBe(60);
  });

  it("premium and referrals", () => {
    expect(c.PREMIUM_PRICE_PENCE).toBe(499);
    expect(c.REFERRAL_PREMIUM_DAYS).toBe(7);
    expect(c.REFERRAL_MAX_WEEKS).toBe(4);
    expect(c.REFERRAL_CODE_LENGTH).toBe(8);
  });

  it("difficulty levels", () => {
    expect(c.DIFFICULTY_LEVELS).toEqual(["beginner", "intermediate", "expert"]);
    expect(Object.values(c.DIFFICULTY_LABELS)).toEqual(["Beginner", "Intermediate", "Expert"]);
  });

  it("inactivity: 15 minutes, warning 1 minute before, 60-second countdown, 1-second restart threshold", () => {
    expect(c.INACTIVITY_LOGOUT_MS).toBe(15 * 60_000);
    expect(c.INACTIVITY_WARNING_MS).toBe(60_000);
    expect(c.INACTIVITY_COUNTDOWN_SECONDS).toBe(60);
    expect(c.INACTIVITY_RESTART_THRESHOLD_MS).toBe(1_000);
  });

  it("timings of the account area", () => {
    expect(c.RESET_REDIRECT_MS).toBe(2_000);
    expect(c.SUPPORT_CONFIRMATION_MS).toBe(3_000);
    expect(c.ACCOUNT_MESSAGE_CLEAR_MS).toBe(5_000);
    expect(c.ACCOUNT_CLOCK_TICK_MS).toBe(60_000);
    expect(c.UPSELL_SUPPRESSION_MS).toBe(24 * 3_600_000);
    expect(c.COMPLETED_CHALLENGE_POLL_MS).toBe(30_000);
  });

  it("testimonial prompt", () => {
    expect(c.TESTIMONIAL_MIN_LOGINS).toBe(3);
    expect(c.TESTIMONIAL_SNOOZE_MS).toBe(24 * 3_600_000);
    expect(c.TESTIMONIAL_DEFAULT_RATING).toBe(5);
    expect(c.TESTIMONIAL_MAX_RATING).toBe(5);
  });

  it("streak and shield", () => {
    expect(c.STREAK_TIMEOUT_MS).toBe(5_000);
    expect(c.STREAK_COLOUR_STEPS).toEqual([3, 7]);
    expect(c.SHIELD_DAILY_TOWER_WINS).toBe(3);
    expect(c.SHIELD_VALID_DAYS).toBe(7);
    expect(c.SHIELD_EXPIRING_SOON_MS).toBe(24 * 3_600_000);
    expect(c.SHIELD_TIMEOUT_MS).toBe(3_000);
    expect(c.TOWER_UNLOCK_STREAK_DAYS).toBe(3);
  });

  it("PIN defence schedule (docs/product/engineering-rules.md#child-pin-defence)", () => {
    expect(c.PIN_LOCK_SCHEDULE_MS).toEqual({
      5: 60_000,
      6: 5 * 60_000,
      7: 15 * 60_000,
      8: 15 * 60_000,
      9: 60 * 60_000,
      10: null,
    });
    expect(c.PIN_FAILURES_BEFORE_DISABLE).toBe(10);
    expect(c.PIN_IP_FAILURES_PER_HOUR).toBe(20);
    expect(c.PARENT_LOGIN_MAX_FAILURES).toBe(10);
    expect(c.PARENT_LOGIN_WINDOW_MS).toBe(15 * 60_000);
    for (const pin of ["1234", "9876", "1212", "2580", "1004", "2000", "6969", "0000", "7777"]) {
      expect(c.GUESSABLE_PINS.has(pin)).toBe(true);
    }
    expect(c.GUESSABLE_PINS.has("4821")).toBe(false);
  });

  it("the Multiplication Tables Check: 3 practice and 25 questions, 6 s each, 3 s between; 2025's national average", () => {
    expect([c.MTC_PRACTICE_QUESTIONS, c.MTC_QUESTIONS]).toEqual([3, 25]);
    expect([c.MTC_QUESTION_SECONDS, c.MTC_PAUSE_SECONDS, c.MTC_INTERLUDE_SECONDS]).toEqual([6, 3, 5]);
    expect([c.MTC_NATIONAL_AVERAGE, c.MTC_NATIONAL_AVERAGE_YEAR]).toEqual([21.0, 2025]);
  });
});
