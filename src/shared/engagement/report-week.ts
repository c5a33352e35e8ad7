import { addUtcDays } from "./utc-date";

/**
 * The weekly report's week: a UK calendar week, Monday to Sunday in
 * Europe/London (GMT in winter, BST in summer), and its report due on the
 * Sunday at 18:00 UK time. Unlike the app's "last 7 days" (this-week.ts),
 * the report is about a week a parent names: "this week", Monday to Sunday.
 */
const REPORT_TIME_ZONE = "Europe/London";
/** The report goes out from this hour (UK time) on the week's Sunday. */
const REPORT_DUE_HOUR = 18;
/** Days after its Monday that a week's report may still go out (servers down all Monday and Tuesday: none). */
const REPORT_STALE_DAYS = 9;

/** A UK calendar date, YYYY-MM-DD. */
export type UkDate = string;

export interface ReportWeek {
  /** The week's Monday (UK date): the report's key. */
  weekStart: UkDate;
  /** Monday 00:00 UK time. */
  startsAt: Date;
  /** Sunday 18:00 UK time: the report is due from then. */
  dueAt: Date;
  /** The next Monday 00:00 UK time. */
  endsAt: Date;
  /** The Wednesday after, 00:00 UK time: a report not sent by then is stale, and is not sent. */
  staleAt: Date;
}

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: REPORT_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** A day's place in a UK week (0 for Monday to 6 for Sunday) from its place in JavaScript's (`getUTCDay`, 0 for Sunday). */
const mondayFirst = (utcDay: number) => (utcDay + 6) % 7;

interface UkTime {
  date: UkDate;
  /** 1 for Monday to 7 for Sunday. */
  weekday: number;
  hour: number;
  /** UK time's lead on UTC at that instant, in ms (0 in winter, one hour in summer). */
  offsetMs: number;
}

/** UK time's lead on UTC at `ms`, read from the formatter (the source of truth for the clocks' changes). */
function formattedOffset(ms: number): number {
  const got = Object.fromEntries(parts.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  const [year, month, day, hour, minute, second] = ["year", "month", "day", "hour", "minute", "second"].map((k) =>
    Number(got[k]),
  ) as [number, number, number, number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(ms / 1000) * 1000;
}

const HOUR_MS = 3_600_000;
/** The offsets read, by UTC hour, at most this many kept. */
const OFFSETS_KEPT = 10_000;
const offsetByHour = new Map<number, number>();

/**
 * UK time's lead on UTC at `ms`. The clocks change on the hour in UTC (01:00), so one UTC hour has one offset,
 * read once: the formatter costs far more than the arithmetic, and a week's report reads the day of every game.
 */
function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    if (offsetByHour.size >= OFFSETS_KEPT) offsetByHour.clear();
    offset = formattedOffset(hour * HOUR_MS);
    offsetByHour.set(hour, offset);
  }
  return offset;
}

function ukTime(instant: Date): UkTime {
  const ms = instant.getTime();
  const offsetMs = offsetAt(ms);
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offsetMs);
  return {
    date: wall.toISOString().slice(0, 10),
    weekday: mondayFirst(wall.getUTCDay()) + 1,
    hour: wall.getUTCHours(),
    offsetMs,
  };
}

/** The UK calendar date of an instant. */
export const ukDateOf = (instant: Date): UkDate => ukTime(instant).date;

/** The instant a UK wall-clock time happens (for the hours the clocks never skip or repeat). */
function ukInstant(date: UkDate, hour = 0): Date {
  const guess = Date.parse(`${date}T${String(hour).padStart(2, "0")}:00:00.000Z`);
  const offset = ukTime(new Date(guess)).offsetMs;
  const instant = guess - offset;
  // Once more from the answer, in case the guess fell the other side of a change of the clocks.
  return new Date(guess - ukTime(new Date(instant)).offsetMs);
}

/** The week whose report is due at `now`: the one whose Sunday 18:00 UK time is the latest at or before it. */
export function reportWeekAt(now: Date): ReportWeek {
  const uk = ukTime(now);
  const thisMonday = addUtcDays(uk.date, 1 - uk.weekday);
  const weekStart = uk.weekday === 7 && uk.hour >= REPORT_DUE_HOUR ? thisMonday : addUtcDays(thisMonday, -7);
  return {
    weekStart,
    startsAt: ukInstant(weekStart),
    dueAt: ukInstant(addUtcDays(weekStart, 6), REPORT_DUE_HOUR),
    endsAt: ukInstant(addUtcDays(weekStart, 7)),
    staleAt: ukInstant(addUtcDays(weekStart, REPORT_STALE_DAYS)),
  };
}

/** "Mon" to "Sun" for a UK date. */
export function weekdayOf(date: UkDate): (typeof WEEKDAYS)[number] {
  const utcDay = new Date(`${date}T12:00:00.000Z`).getUTCDay();
  return WEEKDAYS[mondayFirst(utcDay)] ?? "Mon";
}
