import { describe, expect, it } from "vitest";
import { mayEarnReferralWeek, normaliseReferralCode, premiumAfterReferralWeek } from "./referral-reward";

const now = new Date("2025-06-16T10:00:00.000Z");
const WEEK = 7 * 86_400_000;

describe("premiumAfterReferralWeek", () => {
  it("gives 7 days from now to a parent without Premium, or whose Premium has passed", () => {
    expect(premiumAfterReferralWeek(null, now).getTime()).toBe(now.getTime() + WEEK);
    expect(premiumAfterReferralWeek(new Date(now.getTime() - 1), now).getTime()).toBe(now.getTime() + WEEK);
  });

  it("adds 7 days to Premium still running, so no day is lost", () => {
    const until = new Date(now.getTime() + 3 * 86_400_000);
    expect(premiumAfterReferralWeek(until, now).getTime()).toBe(until.getTime() + WEEK);
  });
});

describe("mayEarnReferralWeek", () => {
  it("allows up to 4 weeks in total", () => {
    expect([0, 1, 2, 3, 4, 5].map(mayEarnReferralWeek)).toEqual([true, true, true, true, false, false]);
  });
});

describe("normaliseReferralCode", () => {
  it("takes a code in any case with spaces around", () => {
    expect(normaliseReferralCode(" abcd2345 ")).toBe("ABCD2345");
  });

  it.each(["", "ABCD234", "ABCD23456", "ABCD1234", "ABCDIL0O", "ABCD 345", "ABCD-345", "ÀBCD2345"])(
    "refuses %j",
    (text) => {
      expect(normaliseReferralCode(text)).toBeNull();
    },
  );
});
