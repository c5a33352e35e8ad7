import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, ts } from "../columns";
import { parents } from "./users";

/**
 * The statuses in which a subscription bills or may bill again. A family holds
 * at most one subscription in them (the partial unique index below), so that
 * Premium, cancelling and deletion all act on that one.
 */
export const LIVE_SUBSCRIPTION_STATUSES = ["active", "trialing", "past_due"] as const;

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    parentId: uuid("parent_id")
      .notNull()
      .references(() => parents.id, { onDelete: "cascade" }),
    /** Stripe's subscription id, or `local_…` for one paid through the local test checkout. */
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
    uniqueIndex("subscriptions_one_live_per_family")
      .on(t.parentId)
      .where(sql`${t.subscriptionStatus} in ('active', 'trialing', 'past_due')`),
    check(
      "subscriptions_status_check",
      sql`${t.subscriptionStatus} in ('incomplete', 'trialing', 'active', 'past_due', 'canceled', 'unpaid')`,
    ),
  ],
);

/**
 * The checkout a family has open, at most one: Upgrade again before paying
 * sends the parent back to it rather than opening a second that could be paid too.
 */
export const openCheckouts = pgTable("open_checkouts", {
  parentId: uuid("parent_id")
    .primaryKey()
    .references(() => parents.id, { onDelete: "cascade" }),
  /** The provider's checkout session id (Stripe's `cs_…`, or the local checkout's uuid). */
  sessionId: text("session_id").notNull(),
  url: text("url").notNull(),
  expiresAt: ts("expires_at").notNull(),
  createdAt: createdAt(),
});

/**
 * Every payment event whose effect has been applied, by its id: the insert and
 * the effect share one transaction, so a redelivered event changes nothing.
 */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: ts("received_at").notNull(),
});

/**
 * A family that signed up through another's referral link: pending until one of
 * its children finishes a first game, then completed (and rewarded while the
 * referrer has earned fewer than the most weeks there are).
 */
export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    referrerParentId: uuid("referrer_parent_id")
      .notNull()
      .references(() => parents.id, { onDelete: "cascade" }),
    /** Null once the referred family has deleted its account: a completed referral stays counted, naming nobody. */
    referredParentId: uuid("referred_parent_id")
      .unique()
      .references(() => parents.id, { onDelete: "set null" }),
    status: text("status").notNull().default("pending"),
    /** Whether completing it gave the referrer a week of Premium (not once they had earned the most there is). */
    rewarded: boolean("rewarded").notNull().default(false),
    /** Whether the referred parent got their week of Premium for it (on completion; at sign-up before migration 0021). */
    referredRewarded: boolean("referred_rewarded").notNull().default(false),
    createdAt: createdAt(),
    completedAt: ts("completed_at"),
  },
  (t) => [
    index("referrals_referrer_idx").on(t.referrerParentId),
    check("referrals_status_check", sql`${t.status} in ('pending', 'completed')`),
    check("referrals_rewarded_check", sql`not ${t.rewarded} or ${t.status} = 'completed'`),
  ],
);
