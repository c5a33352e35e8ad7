import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { DifficultyLevel } from "../../../shared/constants";
import type { TimeAllowance } from "../../../shared/game/time-allowance";
import { createdAt, ts } from "../columns";
import { parents } from "./users";

export const children = pgTable(
  "children",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    parentId: uuid("parent_id")
      .notNull()
      .references(() => parents.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** HMAC-SHA-256 of the 4-digit PIN with the server secret; never the PIN itself. */
    pinHmac: text("pin_hmac").notNull(),
    difficultyLevel: text("difficulty_level").$type<DifficultyLevel>().notNull().default("beginner"),
    avatar: jsonb("avatar").$type<{ type: "generated"; url: string } | { type: "placeholder" } | null>(),
    /** The parent's access settings for the child's play (shared/api/children.ts); those never set are off. */
    accessSettings: jsonb("access_settings").$type<Record<string, boolean>>().notNull().default({}),
    /** More time: the clock the child's games are played on (shared/game/time-allowance.ts). */
    timeAllowance: text("time_allowance").$type<TimeAllowance>().notNull().default("standard"),
    /** Times tables (2 to 12) the parent chose for Smart Practice and the coach to focus on. */
    focusTables: integer("focus_tables")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    hasStreakShield: boolean("has_streak_shield").notNull().default(false),
    streakShieldExpiresAt: ts("streak_shield_expires_at"),
    streakShieldUsesCount: integer("streak_shield_uses_count").notNull().default(0),
    streakShieldCount: integer("streak_shield_count").notNull().default(0),
    streakShieldLastEarned: ts("streak_shield_last_earned"),
    timesTableTowerDailyWins: integer("times_table_tower_daily_wins").notNull().default(0),
    timesTableTowerLastWinDate: date("times_table_tower_last_win_date", { mode: "string" }),
    /**
     * How many times a statement saving a game of the child has run (since
     * this column came): each adds one before anything else, and compares the
     * figure it gets with the one it saw as it began, to know whether another
     * save of the child came in between (play/write-game.ts, decision 0022).
     */
    savesWritten: integer("saves_written").notNull().default(0),
  },
  (t) => [
    index("children_parent_created_idx").on(t.parentId, t.createdAt),
    uniqueIndex("children_parent_pin_uq").on(t.parentId, t.pinHmac),
    check("children_pin_hmac_check", sql`${t.pinHmac} ~ '^[0-9a-f]{64}$'`),
    check("children_name_check", sql`length(btrim(${t.name})) between 1 and 40`),
    check("children_difficulty_check", sql`${t.difficultyLevel} in ('beginner', 'intermediate', 'expert')`),
    check(
      "children_time_allowance_check",
      sql`${t.timeAllowance} in ('standard', 'one_and_a_half', 'double', 'untimed')`,
    ),
    check("children_focus_tables_check", sql`${t.focusTables} <@ array[2,3,4,5,6,7,8,9,10,11,12]`),
    check(
      "children_counters_check",
      sql`${t.streakShieldUsesCount} >= 0 and ${t.streakShieldCount} >= 0 and ${t.timesTableTowerDailyWins} >= 0`,
    ),
  ],
);

export const childSessions = pgTable(
  "child_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [index("child_sessions_child_idx").on(t.childId)],
);
