import { accessSettingsSchema, type Child, type ChildData } from "../../shared/api/children";
import type { children } from "../db/schema/children";

type ChildRow = typeof children.$inferSelect;
export interface ChildOwner {
  userId: string;
  email: string;
}

export function presentChild(row: ChildRow, owner: ChildOwner): Child {
  return {
    id: row.id,
    name: row.name,
    parent_id: row.parentId,
    parent_user_id: owner.userId,
    parent_email: owner.email,
    difficulty_level: row.difficultyLevel,
    avatar: row.avatar ?? null,
    access_settings: accessSettingsSchema.parse(row.accessSettings),
    time_allowance: row.timeAllowance,
    focus_tables: row.focusTables,
    created_at: row.createdAt.toISOString(),
    has_streak_shield: row.hasStreakShield,
    streak_shield_expires_at: row.streakShieldExpiresAt?.toISOString() ?? null,
    streak_shield_uses_count: row.streakShieldUsesCount,
    streak_shield_count: row.streakShieldCount,
    streak_shield_last_earned: row.streakShieldLastEarned?.toISOString() ?? null,
    times_table_tower_daily_wins: row.timesTableTowerDailyWins,
    times_table_tower_last_win_date: row.timesTableTowerLastWinDate,
  };
}

export function presentChildData(row: ChildRow, owner: ChildOwner): ChildData {
  const child = presentChild(row, owner);
  return {
    id: child.id,
    name: child.name,
    difficulty_level: child.difficulty_level,
    parent_id: child.parent_id,
    parent_user_id: child.parent_user_id,
    parent_email: child.parent_email,
    avatar: child.avatar,
    access_settings: child.access_settings,
    time_allowance: child.time_allowance,
  };
}
