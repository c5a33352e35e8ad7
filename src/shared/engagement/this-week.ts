import { WEEKLY_WINS_DAYS } from "../constants";
import { addUtcDays, utcDateOf } from "./utc-date";

/**
 * The one "this week" of the app, as docs/product/gameplay.md#weekly-wins gives them: the
 * last 7 days, that is today and the 6 UTC days before it (calendar days, as
 * the streak, the badges and the analytics count them; never 7 × 24 hours,
 * which can reach into an eighth date). Every weekly figure (a child card's
 * games, This Week's Wins and the missions completed in it) counts from this
 * instant, so that two figures of one week agree. On screen it is named
 * `messages.lastSevenDays`.
 */
export function startOfThisWeek(now: Date): Date {
  return new Date(`${addUtcDays(utcDateOf(now), -(WEEKLY_WINS_DAYS - 1))}T00:00:00.000Z`);
}
