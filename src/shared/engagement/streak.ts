import { STREAK_COLOUR_STEPS, TOWER_UNLOCK_STREAK_DAYS } from "../constants";
import { messages } from "../messages";
import { addUtcDays, type UtcDate } from "./utc-date";
import { fillIn } from "../words";

export interface StreakResult {
  streak: number;
  /** True when an active shield had to be consumed to keep the streak. */
  shieldUsed: boolean;
}

/** Counts the consecutive days of `days` ending at `from` (0 when `from` is not among them), at most `limit`. */
function runEndingAt(days: ReadonlySet<UtcDate>, from: UtcDate, limit = Infinity): number {
  let count = 0;
  while (count < limit && days.has(addUtcDays(from, -count))) count++;
  return count;
}

/**
 * Days played in a row, as the app counts a streak everywhere (the daily
 * streak, the streak badges): consecutive days of `days` up to today, or up
 * to yesterday when there is no game yet today; at most `limit`.
 */
export function daysInARow(days: ReadonlySet<UtcDate>, today: UtcDate, limit = Infinity): number {
  return runEndingAt(days, days.has(today) ? today : addUtcDays(today, -1), limit);
}

/**
 * The daily streak (docs/product/accounts.md#streak): the distinct UTC dates of a child's
 * sessions counted consecutively back from today (or from yesterday, when the
 * child has not played yet today). When the latest session is older than
 * yesterday the streak is 0, unless an active shield is consumed: then the
 * count restarts from yesterday (counting 1) plus the consecutive days before
 * it. With no session at all there is no streak to save and no shield is used.
 */
export function computeStreak(
  sessionUtcDates: Iterable<UtcDate>,
  today: UtcDate,
  shield: { active: boolean },
): StreakResult {
  const days = new Set(sessionUtcDates);
  const streak = daysInARow(days, today);
  if (streak > 0) return { streak, shieldUsed: false };
  const hasHistory = [...days].some((d) => d < today);
  if (!shield.active || !hasHistory) return { streak: 0, shieldUsed: false };
  return { streak: 1 + runEndingAt(days, addUtcDays(today, -2)), shieldUsed: true };
}

/** "Start today!" at 0, otherwise "{n}-day streak". */
export function streakLabel(streak: number): string {
  return streak <= 0 ? messages.startToday : fillIn(messages.streakLabel, { n: streak });
}

/** The streak's colour step: 0 below 3 days, 1 from 3 to 6, 2 from 7. */
export function streakColourStep(streak: number): 0 | 1 | 2 {
  const [warm, hot] = STREAK_COLOUR_STEPS;
  if (streak >= hot) return 2;
  if (streak >= warm) return 1;
  return 0;
}

/** Times Table Tower opens at a 3-day streak or with an active shield. */
export function isTowerUnlocked(streak: number, shieldActive: boolean): boolean {
  return streak >= TOWER_UNLOCK_STREAK_DAYS || shieldActive;
}
