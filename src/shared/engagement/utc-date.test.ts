import { describe, expect, it } from "vitest";
import { addUtcDays, startOfNextUtcDay, utcDateOf } from "./utc-date";

describe("UTC calendar days", () => {
  it("names the UTC date of an instant and counts days across months and years", () => {
    expect(utcDateOf(new Date("2026-11-29T23:59:59.999Z"))).toBe("2026-11-29");
    expect(addUtcDays("2026-12-28", 5)).toBe("2027-01-02");
    expect(addUtcDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(startOfNextUtcDay(new Date("2026-11-30T00:00:00.000Z"))).toEqual(new Date("2026-12-01T00:00:00.000Z"));
  });
});
