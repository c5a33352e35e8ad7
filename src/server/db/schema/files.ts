import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../columns";
import { parents } from "./users";

/** Uploaded or generated files kept by the storage provider. */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storageKey: text("storage_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    ownerParentId: uuid("owner_parent_id").references(() => parents.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("files_owner_idx").on(t.ownerParentId)],
);

export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});
