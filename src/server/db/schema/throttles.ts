import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { ts } from "../columns";
import { parents } from "./users";

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

/**
 * Calls a family makes to an outside AI model, counted per hour and kind
 * (kinds: mission_suggestion), so that one family cannot run up the bill.
 */
export const aiUsage = pgTable(
  "ai_usage",
  {
    parentId: uuid("parent_id")
      .notNull()
      .references(() => parents.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    windowStart: ts("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.kind] }),
    check("ai_usage_kind_check", sql`${t.kind} in ('mission_suggestion')`),
  ],
);

/**
 * Each "Get AI Feedback" a family asked for, by when: the hourly allowance
 * (AI_FEEDBACK_PER_HOUR a family) counts these. Nothing in a row names a
 * child, so it stays when the child is deleted and goes with the account.
 */
export const aiFeedbackUses = pgTable(
  "ai_feedback_uses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    parentId: uuid("parent_id")
      .notNull()
      .references(() => parents.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("ai_feedback_uses_parent_idx").on(t.parentId, t.createdAt)],
);
