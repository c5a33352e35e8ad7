import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, ts } from "../columns";

/** The auth user: one per parent login. */
export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  passwordChangedAt: ts("password_changed_at").notNull().defaultNow(),
  /** When the parent proved the address by following a verification email; null until then. */
  emailVerifiedAt: ts("email_verified_at"),
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

/**
 * The columns of an emailed single-use link: the user it is for, the SHA-256
 * of its token (the token itself is only in the email), when it was made, when
 * it runs out and when it was used. Each table gets its own columns.
 */
const singleUseLinkColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
  expiresAt: ts("expires_at").notNull(),
  usedAt: ts("used_at"),
});

/** Links to choose a new password: single-use, hashed. */
export const passwordResetTokens = pgTable("password_reset_tokens", singleUseLinkColumns(), (t) => [
  index("password_reset_tokens_user_idx").on(t.userId),
]);

/**
 * Links that prove an address (sent at sign-up, at the first sign-in of an
 * account that never proved its own, and again on request): single-use,
 * hashed. With `newEmail`, the link proves a new address the parent asked to
 * sign in with, which replaces the old one once it is used.
 */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  { ...singleUseLinkColumns(), newEmail: text("new_email") },
  (t) => [index("email_verification_tokens_user_idx").on(t.userId, t.createdAt)],
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
    // A field of the first data model, kept as stored; never read for whether a family has Premium: that is worked out
    // by the one rule in auth/policies/premium.ts (a live subscription or premium_until in the future).
    premium: boolean("premium").notNull().default(false),
    premiumUntil: ts("premium_until"),
    isAdmin: boolean("is_admin").notNull().default(false),
    loginCount: integer("login_count").notNull().default(0),
    lastActive: ts("last_active"),
    referralCode: text("referral_code").unique(),
    referredBy: uuid("referred_by"),
    /** Whether the parent gets the weekly report by email (on until they turn it off or unsubscribe). */
    weeklyReport: boolean("weekly_report").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    // The families a deleted one referred, whose pointer to it is cleared (family-data/delete-account.ts).
    index("parents_referred_by_idx")
      .on(t.referredBy)
      .where(sql`${t.referredBy} is not null`),
    check("parents_login_count_check", sql`${t.loginCount} >= 0`),
  ],
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
