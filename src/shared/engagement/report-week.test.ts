import { describe, expect, it } from "vitest";
import { reportWeekAt, ukDateOf, weekdayOf } from "./report-week";

describe("reportWeekAt", () => {
  it("in summer (BST, UTC+1): due from Sunday 18:00 UK time, which is 17:00 UTC", () => {
    // Sunday 14 June 2026.
    expect(reportWeekAt(new Date("2026-06-14T16:59:59.000Z")).weekStart).toBe("2026-06-01");
    const week = reportWeekAt(new Date("2026-06-14T17:00:00.000Z"));
    expect(week).toEqual({
      weekStart: "2026-06-08",
      startsAt: new Date("2026-06-07T23:00:00.000Z"),
      dueAt: new Date("2026-06-14T17:00:00.000Z"),
      endsAt: new Date("2026-06-14T23:00:00.000Z"),
      staleAt: new Date("2026-06-16T23:00:00.000Z"),
    });
  });

  it("in winter (GMT): due from Sunday 18:00 UTC, 17:59 still the week before", () => {
    // Sunday 6 December 2026.
    expect(reportWeekAt(new Date("2026-12-06T17:59:00.000Z")).weekStart).toBe("2026-11-23");
    expect(reportWeekAt(new Date("2026-12-06T18:00:00.000Z"))).toEqual({
      weekStart: "2026-11-30",
      startsAt: new Date("2026-11-30T00:00:00.000Z"),
      dueAt: new Date("2026-12-06T18:00:00.000Z"),
      endsAt: new Date("2026-12-07T00:00:00.000Z"),
      staleAt: new Date("2026-12-09T00:00:00.000Z"),
    });
  });

  it("on the days after, the report due is still the week that ended on Sunday", () => {
    expect(reportWeekAt(new Date("2026-12-07T00:30:00.000Z")).weekStart).toBe("2026-11-30");
    expect(reportWeekAt(new Date("2026-12-12T23:59:00.000Z")).weekStart).toBe("2026-11-30");
  });

  it("a week the clocks change in: Monday at midnight GMT, Sunday 18:00 BST", () => {
    // The clocks go forward on Sunday 29 March 2026 at 01:00 UTC.
    expect(reportWeekAt(new Date("2026-03-29T17:00:00.000Z"))).toEqual({
      weekStart: "2026-03-23",
      startsAt: new Date("2026-03-23T00:00:00.000Z"),
      dueAt: new Date("2026-03-29T17:00:00.000Z"),
      endsAt: new Date("2026-03-29T23:00:00.000Z"),
      staleAt: new Date("2026-03-31T23:00:00.000Z"),
    });
    // They go back on Sunday 25 October 2026 at 01:00 UTC.
    expect(reportWeekAt(new Date("2026-10-25T17:59:00.000Z")).weekStart).toBe("2026-10-12");
    expect(reportWeekAt(new Date("2026-10-25T18:00:00.000Z"))).toEqual({
      weekStart: "2026-10-19",
      startsAt: new Date("2026-10-18T23:00:00.000Z"),
      dueAt: new Date("2026-10-25T18:00:00.000Z"),
      endsAt: new Date("2026-10-26T00:00:00.000Z"),
      staleAt: new Date("2026-10-28T00:00:00.000Z"),
    });
  });
});

describe("UK days", () => {
  it("a game at 23:30 UTC in summer is on the next UK day", () => {
    expect(ukDateOf(new Date("2026-06-09T23:30:00.000Z"))).toBe("2026-06-10");
    expect(ukDateOf(new Date("2026-12-09T23:30:00.000Z"))).toBe("2026-12-09");
    expect(weekdayOf("2026-06-14")).toBe("Sun");
    expect(weekdayOf("2026-06-08")).toBe("Mon");
  });
});

describe("ukDateOf", () => {
  const london = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });

  it("gives the UK date a clock in London shows, minute by minute across both changes of the clocks", () => {
    for (const [from, to] of [
      ["2026-03-28T20:00:00.000Z", "2026-03-29T04:00:00.000Z"],
      ["2026-10-24T20:00:00.000Z", "2026-10-25T04:00:00.000Z"],
    ] as const) {
      for (let t = Date.parse(from); t <= Date.parse(to); t += 60_000 - 1) {
        expect(ukDateOf(new Date(t)), new Date(t).toISOString()).toBe(london.format(new Date(t)));
      }
    }
  });

  it("agrees with the clock in London at instants spread over a century, read in any order", () => {
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const start = Date.parse("2000-01-01T00:00:00.000Z");
    const span = Date.parse("2100-01-01T00:00:00.000Z") - start;
    for (let i = 0; i < 20_000; i++) {
      const t = start + Math.floor(next() * span);
      expect(ukDateOf(new Date(t)), new Date(t).toISOString()).toBe(london.format(new Date(t)));
    }
  });
});
