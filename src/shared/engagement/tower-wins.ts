import { SHIELD_DAILY_TOWER_WINS } from "../constants";
import { awardShield, isShieldActive, type ShieldState } from "./shield";
import { utcDateOf, type UtcDate } from "./utc-date";

export interface TowerWinsState {
  dailyWins: number;
  lastWinDate: UtcDate | null;
}

/** Today's wins: the stored counter counts only on the UTC day of the last win. */
export function towerDailyWinsOn(state: TowerWinsState, today: UtcDate): number {
  return state.lastWinDate === today ? state.dailyWins : 0;
}

export interface TowerResultOutcome {
  wins: TowerWinsState;
  shield: ShieldState;
  /** Whether this game was a win (a saved score above 0). */
  won: boolean;
  shieldAwarded: boolean;
}

/**
 * A finished Times Table Tower game (docs/product/gameplay.md#mode-rules, "Tower win"): a saved
 * score above 0 is a win and adds 1 to the daily counter, which a new UTC day
 * resets to 0 first. At 3 or more daily wins with no shield held (an expired
 * one is not held), a shield is awarded.
 */
export function recordTowerResult(
  state: TowerWinsState,
  shield: ShieldState,
  score: number,
  now: Date,
): TowerResultOutcome {
  if (score <= 0) return { wins: state, shield, won: false, shieldAwarded: false };
  const today = utcDateOf(now);
  const wins = { dailyWins: towerDailyWinsOn(state, today) + 1, lastWinDate: today };
  const award = wins.dailyWins >= SHIELD_DAILY_TOWER_WINS && !isShieldActive(shield, now);
  return { wins, shield: award ? awardShield(shield, now) : shield, won: true, shieldAwarded: award };
}
