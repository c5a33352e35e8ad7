import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Captcha challenges already redeemed, kept until they expire, so that a solved
 * challenge passes once. Expired rows are removed as new ones arrive.
 */
export const captchaRedemptions = pgTable(
  "captcha_redemptions",
  {
    challengeId: text("challenge_id").primaryKey(),
    expiresAt: ts("expires_at").notNull(),
    redeemedAt: ts("redeemed_at").notNull().defaultNow(),
  },
  (t) => [index("captcha_redemptions_expires_idx").on(t.expiresAt)],
);
