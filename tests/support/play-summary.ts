import type { PlaySummary } from "../../src/shared/api/play";

/** A child's play summary as the server answers it: a child who has played, no streak, no shield, the Tower locked. */
export function testPlaySummary(overrides: Partial<PlaySummary> = {}): PlaySummary {
  return {
    streak: 0,
    shield_needed: false,
    shield_used: false,
    shield: { has_streak_shield: false, streak_shield_expires_at: null, active: false, expiring_soon: false },
    tower_unlocked: false,
    has_played: true,
    times_table_tower_daily_wins: 0,
    ...overrides,
  };
}
