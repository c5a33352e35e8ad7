import { timestamp } from "drizzle-orm/pg-core";

/** A timestamp with time zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
/** The creation time every row records. */
export const createdAt = () => ts("created_at").notNull().defaultNow();
