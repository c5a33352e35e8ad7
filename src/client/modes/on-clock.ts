import type { GameMode } from "../../shared/game/modes";
import { CHALLENGE_SECONDS } from "../../shared/game/modes/challenge/rules";
import { allowanceFor, scaledTimeLimit, type TimeAllowance } from "../../shared/game/time-allowance";

/**
 * Each clocked mode's time as its texts say it (modes.ts), which a child's
 * more time changes (`onClock`). Written here rather than read from the
 * modes' rules, so that the dashboard loads none of them (a test holds the
 * two alike).
 */
export const STANDARD_SECONDS: Readonly<Partial<Record<GameMode, number>>> = {
  timed: 90,
  challenge: CHALLENGE_SECONDS,
  missing_piece: 60,
  times_table_tower: 90,
  smart_practice: 180,
};

/** A game's length as a child says it: "90 seconds", "2 minutes", "4 and a half minutes", "2 minutes 15 seconds". */
export function durationWords(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (rest === 0) return `${minutes} minutes`;
  if (rest === 30) return `${minutes} and a half minutes`;
  return `${minutes} minutes ${rest} seconds`;
}

/** What a text says with no clock at all (Smart Practice, untimed), in place of what it says of the time. */
const UNTIMED: ReadonlyArray<readonly [RegExp, string]> = [
  [/^3 minutes of sums/, "Sums"],
  [/ You have 3 minutes\.$/, " There is no clock: take your time."],
];

/**
 * A mode's text (its card's blurb, a line of how to play) on the clock a
 * child's more time gives the mode (`allowanceFor`): the usual time ("90
 * seconds") becomes the child's ("3 minutes"), or, with no clock, the time goes from it.
 */
export function onClock(text: string, mode: GameMode, setting: TimeAllowance): string {
  const standard = STANDARD_SECONDS[mode];
  const allowance = allowanceFor(mode, setting);
  if (standard === undefined || allowance === "standard") return text;
  const seconds = scaledTimeLimit(mode, standard, allowance);
  if (seconds === null) return UNTIMED.reduce((said, [time, none]) => said.replace(time, none), text);
  return text.replaceAll(durationWords(standard), durationWords(seconds));
}
