import type { GameMode } from "../../shared/game/modes";
import { allowanceFor, timeLimitOf, type TimeAllowance } from "../../shared/game/time-allowance";

/** A game's length as a child says it: "90 seconds", "2 minutes", "4 and a half minutes", "2 minutes 15 seconds". */
export function durationWords(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (rest === 0) return `${minutes} minutes`;
  if (rest === 30) return `${minutes} and a half minutes`;
  return `${minutes} minutes ${rest} seconds`;
}

/**
 * A game's length before the noun it describes, as a child says it: "a 60-second duel", "a 90-second duel", "a
 * 2-minute duel" (durationWords' "2 minutes"); a length of minutes and seconds stays in seconds.
 */
export function durationBeforeNoun(seconds: number): string {
  return seconds >= 120 && seconds % 60 === 0 ? `${seconds / 60}-minute` : `${seconds}-second`;
}

/** What a text says with no clock at all (Smart Practice, untimed), in place of what it says of the time. */
const UNTIMED: ReadonlyArray<readonly [RegExp, string]> = [
  [/^3 minutes of sums/, "Sums"],
  [/ You have 3 minutes\.$/, " There is no clock: take your time."],
];

/**
 * A mode's text (its card's blurb, a line of how to play) on the clock a
 * child's more time gives the mode (`allowanceFor`): the usual time ("90
 * seconds", its rules' `timeLimitOf` on the standard clock) becomes the
 * child's ("3 minutes"), or, with no clock, the time goes from it. A mode
 * more time does not change keeps its text as written.
 */
export function onClock(text: string, mode: GameMode, setting: TimeAllowance): string {
  const allowance = allowanceFor(mode, setting);
  const standard = timeLimitOf(mode, "standard");
  if (standard === null || allowance === "standard") return text;
  const seconds = timeLimitOf(mode, allowance);
  if (seconds === null) return UNTIMED.reduce((said, [time, none]) => said.replace(time, none), text);
  return text.replaceAll(durationWords(standard), durationWords(seconds));
}
