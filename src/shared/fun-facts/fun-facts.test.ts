import { describe, expect, it } from "vitest";
import { FUN_FACT_CATEGORIES } from "./fun-fact";
import { FUN_FACTS, FUN_FACTS_BY_HALF_MONTH } from "./fun-facts";
import { factOfDay, funFactDay, halfMonthOf } from "./fun-fact-for";

const funFactFor = (date: Date) => factOfDay(FUN_FACTS, date);

describe("fun facts", () => {
  it("holds 366 entries, one for each day 1-366", () => {
    expect(FUN_FACTS).toHaveLength(366);
    expect(FUN_FACTS.map((f) => f.day)).toEqual(Array.from({ length: 366 }, (_, i) => i + 1));
  });

  it("keeps each half-month in its own file, so that a date's entry is in its half-month's file", () => {
    expect(FUN_FACTS_BY_HALF_MONTH).toHaveLength(24);
    for (let d = new Date(Date.UTC(2024, 0, 1)); d.getUTCFullYear() === 2024; d.setUTCDate(d.getUTCDate() + 1)) {
      const half = FUN_FACTS_BY_HALF_MONTH[halfMonthOf(d)] ?? [];
      expect(factOfDay(half, d)).toEqual(funFactFor(d));
    }
    // The 1st to the 15th, then the rest of each month.
    expect(FUN_FACTS_BY_HALF_MONTH.map((h) => h.length)).toEqual(
      [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31].flatMap((days) => [15, days - 15]),
    );
  });

  it("uses only the five categories, each well represented", () => {
    for (const fact of FUN_FACTS) expect(FUN_FACT_CATEGORIES).toContain(fact.category);
    for (const category of FUN_FACT_CATEGORIES) {
      expect(FUN_FACTS.filter((f) => f.category === category).length).toBeGreaterThanOrEqual(70);
    }
  });

  it("keeps every text between 20 and 220 characters, tidy and without duplicates", () => {
    for (const { text } of FUN_FACTS) {
      expect(text.length).toBeGreaterThanOrEqual(20);
      expect(text.length).toBeLessThanOrEqual(220);
      expect(text).toBe(text.trim());
      expect(text).toMatch(/[.!?]$/);
      expect(text).not.toMatch(/ {2}/);
    }
    const normalised = FUN_FACTS.map((f) => f.text.toLowerCase().replace(/[^a-z0-9]/g, ""));
    expect(new Set(normalised).size).toBe(366);
  });

  it("writes British English", () => {
    const american = /\b(color|favorite|center|meter|liter|gray|math|mom|candy|cookies?|fall)\b/i;
    for (const { text } of FUN_FACTS) expect(text).not.toMatch(american);
  });

  it("jokes are a question and its answer", () => {
    for (const f of FUN_FACTS.filter((x) => x.category === "Joke")) expect(f.text).toMatch(/\?.+!$/);
  });
});

describe("funFactFor", () => {
  const utc = (iso: string) => new Date(`${iso}T12:00:00Z`);

  it("counts days on a leap-year calendar in UTC", () => {
    expect(funFactDay(utc("2025-01-01"))).toBe(1);
    expect(funFactDay(utc("2025-01-31"))).toBe(31);
    expect(funFactDay(utc("2025-02-28"))).toBe(59);
    expect(funFactDay(utc("2024-02-29"))).toBe(60);
    expect(funFactDay(utc("2024-03-01"))).toBe(61);
    expect(funFactDay(utc("2025-03-01"))).toBe(61);
    expect(funFactDay(utc("2025-12-31"))).toBe(366);
    expect(funFactDay(utc("2024-12-31"))).toBe(366);
  });

  it("uses the UTC date, not the local one", () => {
    expect(funFactDay(new Date("2025-01-01T23:59:59.999Z"))).toBe(1);
    expect(funFactDay(new Date("2025-01-02T00:00:00.000Z"))).toBe(2);
  });

  it("gives 29 February its own leap-day entry", () => {
    const fact = funFactFor(utc("2028-02-29"));
    expect(fact.day).toBe(60);
    expect(fact.text).toContain("29 February");
  });

  it("reaches all 366 entries over a leap year, and 365 distinct ones in an ordinary year", () => {
    const daysOf = (year: number) => {
      const seen = new Set<number>();
      for (let d = new Date(Date.UTC(year, 0, 1)); d.getUTCFullYear() === year; d.setUTCDate(d.getUTCDate() + 1)) {
        seen.add(funFactFor(d).day);
      }
      return seen;
    };
    expect(daysOf(2024).size).toBe(366);
    const ordinary = daysOf(2025);
    expect(ordinary.size).toBe(365);
    expect(ordinary.has(60)).toBe(false);
  });
});
