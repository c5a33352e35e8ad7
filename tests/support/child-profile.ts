import { NO_ACCESS_SETTINGS } from "../../src/shared/access-settings";
import type { Child } from "../../src/shared/api/children";

/** Ava, as her parent's dashboard receives her: no games, no shield, no settings yet. */
export function testChildProfile(overrides: Partial<Child> = {}): Child {
  return {
    id: "c0ffee00-0000-4000-8000-000000000001",
    name: "Ava",
    parent_id: "p",
    parent_user_id: "u",
    parent_email: "parent@example.com",
    difficulty_level: "beginner",
    avatar: null,
    access_settings: NO_ACCESS_SETTINGS,
    time_allowance: "standard",
    focus_tables: [],
    created_at: "2026-11-01T09:00:00.000Z",
    has_streak_shield: false,
    streak_shield_expires_at: null,
    streak_shield_uses_count: 0,
    streak_shield_count: 0,
    streak_shield_last_earned: null,
    times_table_tower_daily_wins: 0,
    times_table_tower_last_win_date: null,
    ...overrides,
  };
}
