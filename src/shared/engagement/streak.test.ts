import { describe, expect, it } from "vitest";
import { STREAK_COLOUR_STEPS, TOWER_UNLOCK_STREAK_DAYS } from "../constants";
import { messages } from "../messages";
import { computeStreak, isTowerUnlocked, streakColourStep, streakLabel } from "./streak";

const TODAY = "2026-06-10";

describe("computeStreak: distinct UTC dates counted back from today", () => {
  const cases: {
    name: string;
    dates: string[];
    shield: boolean;
    expected: { streak: number; shieldUsed: boolean };
  }[] = [
    { name: "no sessions", dates: [], shield: false, expected: { streak: 0, shieldUsed: false } },
    { name: "no sessions, shield kept", dates: [], shield: true, expected: { streak: 0, shieldUsed: false } },
    { name: "today only", dates: ["2026-06-10"], shield: false, expected: { streak: 1, shieldUsed: false } },
    {
      name: "duplicates count once",
      dates: ["2026-06-10", "2026-06-10", "2026-06-09", "2026-06-09"],
      shield: false,
      expected: { streak: 2, shieldUsed: false },
    },
    {
      name: "yesterday only: still alive",
      dates: ["2026-06-09"],
      shield: false,
      expected: { streak: 1, shieldUsed: false },
    },
    {
      name: "run ending yesterday",
      dates: ["2026-06-09", "2026-06-08", "2026-06-07"],
      shield: false,
      expected: { streak: 3, shieldUsed: false },
    },
    {
      name: "run from today with a gap further back",
      dates: ["2026-06-10", "2026-06-09", "2026-06-07", "2026-06-06"],
      shield: true,
      expected: { streak: 2, shieldUsed: false },
    },
    {
      name: "order of dates does not matter",
      dates: ["2026-06-08", "2026-06-10", "2026-06-09"],
      shield: false,
      expected: { streak: 3, shieldUsed: false },
    },
    {
      name: "across a month end",
      dates: ["2026-06-01", "2026-05-31", "2026-05-30"],
      shield: false,
      expected: { streak: 0, shieldUsed: false },
    },
    {
      name: "latest two days ago, no shield: broken",
      dates: ["2026-06-08", "2026-06-07"],
      shield: false,
      expected: { streak: 0, shieldUsed: false },
    },
    {
      name: "latest two days ago, shield: yesterday counts 1 plus the run",
      dates: ["2026-06-08", "2026-06-07", "2026-06-06"],
      shield: true,
      expected: { streak: 4, shieldUsed: true },
    },
    {
      name: "latest a week ago, shield: restarts at 1",
      dates: ["2026-06-03", "2026-06-02"],
      shield: true,
      expected: { streak: 1, shieldUsed: true },
    },
    {
      name: "future dates are not today",
      dates: ["2026-06-11"],
      shield: true,
      expected: { streak: 0, shieldUsed: false },
    },
  ];
  it.each(cases)("$name", ({ dates, shield, expected }) => {
    expect(computeStreak(dates, TODAY, { active: shield })).toEqual(expected);
  });

  it("handles leap days and year ends", () => {
    expect(computeStreak(["2028-02-29", "2028-02-28"], "2028-03-01", { active: false })).toEqual({
      streak: 2,
      shieldUsed: false,
    });
    expect(computeStreak(["2026-12-31", "2026-12-30"], "2027-01-02", { active: true })).toEqual({
      streak: 3,
      shieldUsed: true,
    });
  });
});

describe("streak label and colour", () => {
  it.each([
    [0, "Start today!"],
    [1, "1-day streak"],
    [2, "2-day streak"],
    [7, "7-day streak"],
    [120, "120-day streak"],
  ])("%i days reads %s", (days, label) => {
    expect(streakLabel(days)).toBe(label);
  });

  it("uses the catalogue's wording", () => {
    expect(messages.startToday).toBe("Start today!");
    expect(messages.streakLabel).toBe("{n}-day streak");
  });

  it.each([
    [0, 0],
    [2, 0],
    [3, 1],
    [6, 1],
    [7, 2],
    [30, 2],
  ])("%i days is colour step %i (steps at 3 and 7)", (days, step) => {
    expect(STREAK_COLOUR_STEPS).toEqual([3, 7]);
    expect(streakColourStep(days)).toBe(step);
  });
});

describe("Times Table Tower unlock", () => {
  it.each([
    [0, false, false],
    [2, false, false],
    [3, false, true],
    [9, false, true],
    [0, true, true],
    [2, true, true],
  ])("streak %i, active shield %s: unlocked %s", (streak, shield, unlocked) => {
    expect(TOWER_UNLOCK_STREAK_DAYS).toBe(3);
    expect(isTowerUnlocked(streak, shield)).toBe(unlocked);
  });
});
