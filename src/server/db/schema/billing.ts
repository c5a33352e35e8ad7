import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, ts } from "../columns";
import { parents } from "./users";

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
    check(
      "subscriptions_status_check",
      sql`${t.subscriptionStatus} in ('incomplete', 'trialing', 'active', 'past_due', 'canceled', 'unpaid')`,
    ),
  ],
);

/**
 * Every payment event whose effect has been applied, by its id: the insert and
 * the effect share one transaction, so a redelivered event changes nothing.
 */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: ts("received_at").notNull(),
});

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
