import type { FunFact } from "./fun-fact";

/** Days before each month in a leap year: January starts at 0, March at 60. */
const LEAP_YEAR_MONTH_STARTS = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335] as const;

/**
 * The fun-fact day of a date, counted on the UTC calendar of a leap year: 1
 * January is 1, 29 February is 60, 1 March is always 61 and 31 December is
 * always 366. In an ordinary year day 60 is skipped, so every entry is shown on
 * the same calendar date every year and the leap-day entry only on 29 February.
 */
export function funFactDay(date: Date): number {
  return (LEAP_YEAR_MONTH_STARTS[date.getUTCMonth()] ?? 0) + date.getUTCDate();
}

/** The last day of a month's first file: the 1st to the 15th, then the rest (fun-facts.ts). */
const FIRST_HALF_ENDS = 15;

/** Which half-month's file holds the entry of `date`: 0 for 1-15 January, 1 for the rest of January, and so on. */
export function halfMonthOf(date: Date): number {
  return date.getUTCMonth() * 2 + (date.getUTCDate() > FIRST_HALF_ENDS ? 1 : 0);
}

/** The entry for the UTC day of the year of `date`, among `facts` (all of them, or its half-month's). */
export function factOfDay(facts: readonly FunFact[], date: Date): FunFact {
  const day = funFactDay(date);
  const fact = facts.find((f) => f.day === day);
  if (!fact) throw new Error(`No fun fact for day ${day}`);
  return fact;
}
