import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../columns";
import { users } from "./users";

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
    /**
     * Every address the name or the description quotes (`quotedAddresses`), so that a deleted family's
     * address is found in others' requests by index. Null on the rows written before it was kept
     * (migration 0035) and on those a release from before it still writes, with no default to claim
     * otherwise (migration 0036): they are read by their text.
     */
    quotedAddresses: text("quoted_addresses").array(),
  },
  (t) => [
    index("support_requests_user_idx").on(t.userId),
    index("support_requests_email_idx").on(t.email),
    index("support_requests_quoted_addresses_idx").using("gin", t.quotedAddresses),
    index("support_requests_quotes_unread_idx")
      .on(t.id)
      .where(sql`${t.quotedAddresses} is null`),
    check("support_requests_status_check", sql`${t.status} in ('open', 'closed')`),
  ],
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
