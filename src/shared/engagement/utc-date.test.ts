import { describe, expect, it } from "vitest";
import { startOfUtcWeek } from "./utc-date";

describe("the week", () => {
  it("starts on Monday at midnight UTC, whatever the day and hour", () => {
    const monday = new Date("2026-11-23T00:00:00.000Z");
    expect(startOfUtcWeek(monday)).toEqual(monday);
    expect(startOfUtcWeek(new Date("2026-11-25T13:45:00.000Z"))).toEqual(monday);
    expect(startOfUtcWeek(new Date("2026-11-29T23:59:59.999Z"))).toEqual(monday);
    expect(startOfUtcWeek(new Date("2026-11-30T00:00:00.000Z"))).toEqual(new Date("2026-11-30T00:00:00.000Z"));
    // Across a month and a year.
    expect(startOfUtcWeek(new Date("2027-01-02T08:00:00.000Z"))).toEqual(new Date("2026-12-28T00:00:00.000Z"));
  });
});
