import type { GameMode } from "./modes";

/**
 * Whether a mode's personal best is kept per difficulty. A score is only worth
 * beating against games of the same questions: every mode but Get to 100 asks
 * harder questions at a higher level (so a child moved up starts a new best
 * there, rather than chasing an easier level's score), while Get to 100 climbs
 * the same ladder at every level and the Times Tables Check is the same check.
 */
export function bestIsPerLevel(mode: GameMode): boolean {
  return mode !== "get_to_100" && mode !== "mtc";
}
