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
  },
  (t) => [
    index("support_requests_user_idx").on(t.userId),
    index("support_requests_email_idx").on(t.email),
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
