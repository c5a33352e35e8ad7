import type { GameMode } from "./modes";
import { MODE_RULES } from "./modes/rules";

/**
 * More time (WCAG 2.2.1, timing adjustable): a parent gives a child 1.5 or 2
 * times each game's clock, or no clock in Smart Practice. A game keeps the
 * clock it was played on, so that its score is only ever set beside games
 * played on the same one (personal bests, challenges). Modes without a clock
 * (Get to 100, Traffic Light) and the Times Tables Check, whose access
 * arrangements are the check's own, are always played on the standard clock.
 */
export const TIME_ALLOWANCES = ["standard", "one_and_a_half", "double", "untimed"] as const;
export type TimeAllowance = (typeof TIME_ALLOWANCES)[number];

/** How many times the mode's clock each allowance gives; null for no clock. */
const FACTOR: Readonly<Record<TimeAllowance, number | null>> = {
  standard: 1,
  one_and_a_half: 1.5,
  double: 2,
  untimed: null,
};

/** The one mode that can be played without a clock: practice has no score to race, and ends when its questions do. */
const UNTIMED_MODES: ReadonlySet<GameMode> = new Set(["smart_practice"]);

/**
 * Whether a game of `mode` runs on a clock, which more time changes: a mode with a time limit (`MODE_RULES`), but
 * the Times Tables Check, which times each question instead (`timesEachQuestion`).
 */
export function modeTakesMoreTime(mode: GameMode): boolean {
  const { timeLimitSeconds, timesEachQuestion } = MODE_RULES[mode];
  return timeLimitSeconds !== null && timesEachQuestion !== true;
}

/**
 * The clock a game of `mode` is played on for a child given `setting`: the
 * standard clock where more time does not apply, and twice the clock in a mode
 * that cannot be played untimed.
 */
export function allowanceFor(mode: GameMode, setting: TimeAllowance): TimeAllowance {
  if (!modeTakesMoreTime(mode)) return "standard";
  if (setting === "untimed" && !UNTIMED_MODES.has(mode)) return "double";
  return setting;
}

/**
 * A game's time limit in seconds: its mode's standard `limit` (null: none) on
 * the game's clock (null: no clock).
 */
export function scaledTimeLimit(mode: GameMode, limit: number | null, allowance: TimeAllowance): number | null {
  if (limit === null || !modeTakesMoreTime(mode)) return limit;
  const factor = FACTOR[allowance];
  return factor === null ? null : limit * factor;
}

/**
 * The longest a game of `mode` lasts on the clock `allowance` gives it, in seconds: its mode's standard time limit
 * (`MODE_RULES`) scaled by more time; null without a clock. Where the mode runs on a clock (`modeTakesMoreTime`),
 * this is the game's clock.
 */
export function timeLimitOf(mode: GameMode, allowance: TimeAllowance): number | null {
  return scaledTimeLimit(mode, MODE_RULES[mode].timeLimitSeconds, allowance);
}

/** How a game's results, history and challenges name its clock; null for the standard one. */
export function allowanceLabel(allowance: TimeAllowance): string | null {
  switch (allowance) {
    case "one_and_a_half":
      return "1.5 × the time";
    case "double":
      return "2 × the time";
    case "untimed":
      return "No clock";
    default:
      return null;
  }
}

/** An allowance read from storage or an older client: anything unknown is the standard clock. */
export function timeAllowanceOf(value: unknown): TimeAllowance {
  return (TIME_ALLOWANCES as readonly unknown[]).includes(value) ? (value as TimeAllowance) : "standard";
}
