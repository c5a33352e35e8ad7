/** Calendar days as the product counts them: UTC dates written YYYY-MM-DD. */
export type UtcDate = string;

const DAY_MS = 86_400_000;

export function utcDateOf(instant: Date): UtcDate {
  return instant.toISOString().slice(0, 10);
}

/** The date `days` calendar days after `date` (before it when negative). */
export function addUtcDays(date: UtcDate, days: number): UtcDate {
  return utcDateOf(new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS));
}

/** The first instant of the UTC day after `instant`. */
export function startOfNextUtcDay(instant: Date): Date {
  return new Date(Date.parse(`${addUtcDays(utcDateOf(instant), 1)}T00:00:00.000Z`));
}
