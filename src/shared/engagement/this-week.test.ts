import { describe, expect, it } from "vitest";
import { startOfThisWeek } from "./this-week";

describe("this week: the last 7 days", () => {
  it("starts at 00:00 UTC six days before today, whatever the time of day", () => {
    const thursday = new Date("2026-11-19T00:00:00.000Z");
    expect(startOfThisWeek(new Date("2026-11-25T00:00:00.000Z"))).toEqual(thursday);
    expect(startOfThisWeek(new Date("2026-11-25T10:00:00.000Z"))).toEqual(thursday);
    expect(startOfThisWeek(new Date("2026-11-25T23:59:59.999Z"))).toEqual(thursday);
  });

  it("holds seven dates, never an eighth, across months and years", () => {
    expect(startOfThisWeek(new Date("2027-01-02T08:00:00.000Z"))).toEqual(new Date("2026-12-27T00:00:00.000Z"));
    expect(startOfThisWeek(new Date("2028-03-01T12:00:00.000Z"))).toEqual(new Date("2028-02-24T00:00:00.000Z"));
  });
});
