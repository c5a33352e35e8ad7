import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { children } from "./children";
import { parents, users } from "./users";
import { sessions } from "./play";
import type { TriggerRule } from "../../../shared/engagement/trigger-rule";
import type { TimeAllowance } from "../../../shared/game/time-allowance";
import type { WeeklyReportSummary } from "../../../shared/api/weekly-report";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();

export const badges = pgTable("badges", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  imageUrl: text("image_url"),
  isActive: boolean("is_active").notNull().default(true),
  triggerRule: jsonb("trigger_rule").$type<TriggerRule>().notNull(),
  createdAt: createdAt(),
});

export const userBadges = pgTable(
  "user_badges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    badgeId: uuid("badge_id")
      .notNull()
      .references(() => badges.id, { onDelete: "cascade" }),
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    awardedAt: ts("awarded_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_badges_child_badge_uq").on(t.childId, t.badgeId),
    index("user_badges_user_idx").on(t.userId),
    index("user_badges_badge_idx").on(t.badgeId),
  ],
);

export const digitalRewards = pgTable(
  "digital_rewards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    type: text("type").notNull().default("digital_sticker"),
    assetUrl: text("asset_url").notNull(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    isPremium: boolean("is_premium").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [check("digital_rewards_type_check", sql`${t.type} in ('digital_sticker')`)],
);

/** Missions a parent sets for a child. */
export const parentChallenges = pgTable(
  "parent_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    parentId: uuid("parent_id")
      .notNull()
      .references(() => parents.id, { onDelete: "cascade" }),
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    challengeName: text("challenge_name").notNull(),
    challengeDescription: text("challenge_description").notNull().default(""),
    gameModeTarget: text("game_mode_target").notNull(),
    scoreTarget: integer("score_target"),
    durationTarget: integer("duration_target"),
    questionTypeTarget: text("question_type_target"),
    specificOperandTarget: jsonb("specific_operand_target").$type<{ tables: number[] } | null>(),
    rewardType: text("reward_type").notNull(),
    rewardDetails: jsonb("reward_details").$type<{ text?: string; digital_reward_id?: string }>().notNull(),
    aiSuggested: boolean("ai_suggested").notNull().default(false),
    focusArea: text("focus_area"),
    status: text("status").notNull().default("active"),
    activatedAt: ts("activated_at").notNull().defaultNow(),
    completedAt: ts("completed_at"),
    sessionId: uuid("session_id").references(() => sessions.id, { onDelete: "set null" }),
    expiresAt: ts("expires_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("parent_challenges_one_active_uq")
      .on(t.childId)
      .where(sql`${t.status} = 'active'`),
    index("parent_challenges_child_idx").on(t.childId, t.createdAt),
    index("parent_challenges_parent_idx").on(t.parentId),
    index("parent_challenges_session_idx")
      .on(t.sessionId)
      .where(sql`${t.sessionId} is not null`),
    check("parent_challenges_status_check", sql`${t.status} in ('active', 'completed', 'archived')`),
    check("parent_challenges_reward_check", sql`${t.rewardType} in ('custom_text', 'digital_sticker')`),
    check("parent_challenges_score_check", sql`${t.scoreTarget} is null or ${t.scoreTarget} >= 1`),
  ],
);

export const childUnlockedRewards = pgTable(
  "child_unlocked_rewards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    parentChallengeId: uuid("parent_challenge_id")
      .notNull()
      .references(() => parentChallenges.id, { onDelete: "cascade" }),
    digitalRewardId: uuid("digital_reward_id").references(() => digitalRewards.id, { onDelete: "set null" }),
    unlockedAt: ts("unlocked_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("child_unlocked_rewards_mission_uq").on(t.parentChallengeId),
    index("child_unlocked_rewards_child_idx").on(t.childId),
    index("child_unlocked_rewards_sticker_idx")
      .on(t.digitalRewardId)
      .where(sql`${t.digitalRewardId} is not null`),
  ],
);

export const weeklyWins = pgTable(
  "weekly_wins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    childName: text("child_name").notNull(),
    achievements: jsonb("achievements").$type<string[]>().notNull(),
    improvementAreas: jsonb("improvement_areas").$type<string[]>().notNull(),
    currentStreak: integer("current_streak").notNull().default(0),
    hasShield: boolean("has_shield").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("weekly_wins_child_idx").on(t.childId, t.createdAt)],
);

/**
 * The weekly report of each parent's week (its UK Monday): the row and the
 * email go into the database in one transaction, so a report is sent once
 * whatever runs (docs/decisions/0019-weekly-report.md). `summary` is what
 * the report said, for the account page that shows it again.
 */
export const weeklyReports = pgTable(
  "weekly_reports",
  {
    parentId: uuid("parent_id")
      .notNull()
      .references(() => parents.id, { onDelete: "cascade" }),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    sentAt: ts("sent_at").notNull(),
    summary: jsonb("summary").$type<WeeklyReportSummary>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.weekStart] }),
    // The week's reports, read whole by the sweep to tell the parents still owed it (send-weekly-reports.ts).
    index("weekly_reports_week_idx").on(t.weekStart, t.parentId),
  ],
);

/** Head-to-head challenges between children, or a child and a parent. */
export const challenges = pgTable(
  "challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status").notNull(),
    initiatorChildId: uuid("initiator_child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    opponentChildId: uuid("opponent_child_id").references(() => children.id, { onDelete: "cascade" }),
    opponentUserId: uuid("opponent_user_id").references(() => users.id, { onDelete: "cascade" }),
    initiatorDifficulty: text("initiator_difficulty").notNull(),
    opponentDifficulty: text("opponent_difficulty"),
    gameMode: text("game_mode").notNull().default("challenge"),
    /** The clock both sides play on: the initiator's more time when the challenge is set (time-allowance.ts). */
    timeAllowance: text("time_allowance").$type<TimeAllowance>().notNull().default("standard"),
    /** Issued by the server when the challenge is set: both players' questions are generated from it. */
    questionSeed: integer("question_seed").notNull(),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    initiatorSessionId: uuid("initiator_session_id").references(() => sessions.id, { onDelete: "set null" }),
    opponentSessionId: uuid("opponent_session_id").references(() => sessions.id, { onDelete: "set null" }),
    initiatorScore: integer("initiator_score"),
    opponentScore: integer("opponent_score"),
    winnerChildId: uuid("winner_child_id").references(() => children.id, { onDelete: "set null" }),
    winnerUserId: uuid("winner_user_id").references(() => users.id, { onDelete: "set null" }),
    completedAt: ts("completed_at"),
  },
  (t) => [
    index("challenges_initiator_idx").on(t.initiatorChildId, t.status),
    index("challenges_opponent_child_idx").on(t.opponentChildId, t.status),
    index("challenges_opponent_user_idx").on(t.opponentUserId, t.status),
    // The references a deleted game or family sets to null, found by index instead of by reading every challenge.
    index("challenges_initiator_session_idx")
      .on(t.initiatorSessionId)
      .where(sql`${t.initiatorSessionId} is not null`),
    index("challenges_opponent_session_idx")
      .on(t.opponentSessionId)
      .where(sql`${t.opponentSessionId} is not null`),
    index("challenges_winner_child_idx")
      .on(t.winnerChildId)
      .where(sql`${t.winnerChildId} is not null`),
    index("challenges_winner_user_idx")
      .on(t.winnerUserId)
      .where(sql`${t.winnerUserId} is not null`),
    check(
      "challenges_status_check",
      sql`${t.status} in ('pending_initiator', 'pending_opponent', 'completed', 'expired', 'cancelled')`,
    ),
    check("challenges_seed_check", sql`${t.questionSeed} >= 0`),
    check("challenges_time_allowance_check", sql`${t.timeAllowance} in ('standard', 'one_and_a_half', 'double')`),
    check("challenges_one_opponent_check", sql`(${t.opponentChildId} is null) <> (${t.opponentUserId} is null)`),
    check(
      "challenges_not_self_check",
      sql`${t.opponentChildId} is null or ${t.opponentChildId} <> ${t.initiatorChildId}`,
    ),
  ],
);

/**
 * The game that played each side of a challenge: one per side, kept by the
 * primary key, written in the game's own transaction with the challenge row
 * locked (`challenges/write-challenge-game.ts`), so that games sent at once
 * for one side store one game.
 */
export const challengeGames = pgTable(
  "challenge_games",
  {
    challengeId: uuid("challenge_id")
      .notNull()
      .references(() => challenges.id, { onDelete: "cascade" }),
    side: text("side").notNull(),
    sessionId: uuid("session_id")
      .notNull()
      .unique()
      .references(() => sessions.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.challengeId, t.side] }),
    check("challenge_games_side_check", sql`${t.side} in ('initiator', 'opponent')`),
  ],
);

export const challengeNotificationDismissals = pgTable(
  "challenge_notification_dismissals",
  {
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    challengeId: uuid("challenge_id")
      .notNull()
      .references(() => challenges.id, { onDelete: "cascade" }),
    dismissedAt: ts("dismissed_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.challengeId] }),
    index("challenge_notification_dismissals_challenge_idx").on(t.challengeId),
  ],
);

/**
 * Days a streak shield covered: the missed day counts as played from then on,
 * so the streak it saved does not break again at the next look.
 */
export const streakShieldDays = pgTable(
  "streak_shield_days",
  {
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.day] })],
);
