import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
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

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();

/** The spec's auth user: one per parent login. */
export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  passwordChangedAt: ts("password_changed_at").notNull().defaultNow(),
  createdAt: createdAt(),
});

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
    userAgent: text("user_agent"),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

export const parents = pgTable(
  "parents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    premium: boolean("premium").notNull().default(false),
    premiumUntil: ts("premium_until"),
    isAdmin: boolean("is_admin").notNull().default(false),
    loginCount: integer("login_count").notNull().default(0),
    lastActive: ts("last_active"),
    referralCode: text("referral_code").unique(),
    referredBy: uuid("referred_by"),
    createdAt: createdAt(),
  },
  (t) => [check("parents_login_count_check", sql`${t.loginCount} >= 0`)],
);

/** Browsers where the parent has signed in; PIN failures there are counted apart. */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    parentId: uuid("parent_id")
      .notNull()
      .references(() => parents.id, { onDelete: "cascade" }),
    deviceHash: text("device_hash").notNull(),
    createdAt: createdAt(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("trusted_devices_parent_device_uq").on(t.parentId, t.deviceHash)],
);

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
    difficultyLevel: text("difficulty_level").notNull().default("beginner"),
    avatar: jsonb("avatar").$type<{ type: "generated"; url: string } | { type: "placeholder" } | null>(),
    createdAt: createdAt(),
    hasStreakShield: boolean("has_streak_shield").notNull().default(false),
    streakShieldExpiresAt: ts("streak_shield_expires_at"),
    streakShieldUsesCount: integer("streak_shield_uses_count").notNull().default(0),
    streakShieldCount: integer("streak_shield_count").notNull().default(0),
    streakShieldLastEarned: ts("streak_shield_last_earned"),
    timesTableTowerDailyWins: integer("times_table_tower_daily_wins").notNull().default(0),
    timesTableTowerLastWinDate: date("times_table_tower_last_win_date", { mode: "string" }),
  },
  (t) => [
    index("children_parent_created_idx").on(t.parentId, t.createdAt),
    uniqueIndex("children_parent_pin_uq").on(t.parentId, t.pinHmac),
    check("children_pin_hmac_check", sql`${t.pinHmac} ~ '^[0-9a-f]{64}$'`),
    check("children_name_check", sql`length(btrim(${t.name})) between 1 and 40`),
    check("children_difficulty_check", sql`${t.difficultyLevel} in ('beginner', 'intermediate', 'expert')`),
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

/**
 * Failure counters for sign-in throttles: one row per (kind, key).
 * kinds: pin_family_trusted, pin_family_other, pin_unknown, pin_ip, parent_email.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    parentId: uuid("parent_id").references(() => parents.id, { onDelete: "cascade" }),
    failures: integer("failures").notNull().default(0),
    windowStart: ts("window_start").notNull().defaultNow(),
    lockedUntil: ts("locked_until"),
    disabled: boolean("disabled").notNull().default(false),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    index("login_attempts_parent_idx").on(t.parentId),
    check(
      "login_attempts_kind_check",
      sql`${t.kind} in ('pin_family_trusted', 'pin_family_other', 'pin_unknown', 'pin_ip', 'parent_email')`,
    ),
  ],
);

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status").notNull().default("pending"),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: ts("sent_at"),
  },
  (t) => [
    index("email_outbox_to_created_idx").on(t.toAddress, t.createdAt),
    check("email_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'logged', 'failed')`),
  ],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    parentId: uuid("parent_id")
      .notNull()
      .references(() => parents.id, { onDelete: "cascade" }),
    subscriptionId: text("subscription_id").notNull().unique(),
    customerId: text("customer_id"),
    subscriptionStatus: text("subscription_status").notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    currentPeriodStart: ts("current_period_start").notNull(),
    currentPeriodEnd: ts("current_period_end").notNull(),
    paymentMethodBrand: text("payment_method_brand"),
    paymentMethodLast4: text("payment_method_last4"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_parent_idx").on(t.parentId),
    check(
      "subscriptions_status_check",
      sql`${t.subscriptionStatus} in ('incomplete', 'trialing', 'active', 'past_due', 'canceled', 'unpaid')`,
    ),
  ],
);

export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referrerParentId: uuid("referrer_parent_id")
      .notNull()
      .references(() => parents.id, { onDelete: "cascade" }),
    referredParentId: uuid("referred_parent_id")
      .notNull()
      .unique()
      .references(() => parents.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
    completedAt: ts("completed_at"),
  },
  (t) => [
    index("referrals_referrer_idx").on(t.referrerParentId),
    check("referrals_status_check", sql`${t.status} in ('pending', 'completed')`),
  ],
);

export const supportRequests = pgTable(
  "support_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    name: text("name"),
    email: text("email").notNull(),
    issueDescription: text("issue_description").notNull(),
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
  },
  (t) => [check("support_requests_status_check", sql`${t.status} in ('open', 'closed')`)],
);

export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    comment: text("comment").notNull(),
    rating: integer("rating"),
    isPublic: boolean("is_public").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("testimonials_user_idx").on(t.userId),
    check("testimonials_rating_check", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/** Uploaded or generated files kept by the storage provider. */
export const files = pgTable("files", {
  id: uuid("id").primaryKey().defaultRandom(),
  storageKey: text("storage_key").notNull().unique(),
  contentType: text("content_type").notNull(),
  byteSize: integer("byte_size").notNull(),
  ownerParentId: uuid("owner_parent_id").references(() => parents.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});
