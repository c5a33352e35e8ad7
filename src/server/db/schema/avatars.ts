import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../columns";
import { children } from "./children";
import { files } from "./files";
import { parents, users } from "./users";

/**
 * A child's stored avatars (at most 3 each). A row is written, under the
 * child's row lock, before its picture is made, so that requests made at the
 * same time count each other; its picture (`storage_key`, `image_url`) is
 * filled in once made. A row with none for longer than a generation can take
 * was abandoned (the server stopped) and counts for nothing.
 */
export const generatedAvatars = pgTable(
  "generated_avatars",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id")
      .notNull()
      .references(() => parents.id, { onDelete: "cascade" }),
    /** The picture's stored file (its row in `files`), and where the app serves it. */
    storageKey: text("storage_key")
      .unique()
      .references(() => files.storageKey),
    imageUrl: text("image_url"),
    characterType: text("character_type").notNull(),
    colorTheme: text("color_theme").notNull(),
    hairColor: text("hair_color"),
    accessories: jsonb("accessories").$type<string[]>().notNull().default([]),
    /** What made the picture: the built-in painter, or the configured image model. */
    source: text("source").notNull().default("built_in"),
    createdAt: createdAt(),
  },
  (t) => [
    index("generated_avatars_child_idx").on(t.childId, t.createdAt),
    index("generated_avatars_parent_idx").on(t.parentId),
    index("generated_avatars_user_idx").on(t.userId),
    check("generated_avatars_source_check", sql`${t.source} in ('built_in', 'ai')`),
    check(
      "generated_avatars_character_check",
      sql`${t.characterType} in ('robot', 'princess', 'dragon', 'alien', 'wizard', 'superhero', 'pirate', 'astronaut')`,
    ),
    check(
      "generated_avatars_theme_check",
      sql`${t.colorTheme} in ('rainbow', 'blue', 'green', 'purple', 'pink', 'orange')`,
    ),
    check(
      "generated_avatars_hair_check",
      sql`${t.hairColor} is null or ${t.hairColor} in ('brown', 'blonde', 'black', 'red', 'blue', 'purple', 'pink', 'green')`,
    ),
    check("generated_avatars_picture_check", sql`(${t.storageKey} is null) = (${t.imageUrl} is null)`),
  ],
);

/**
 * Every avatar generation, kept when the avatar is deleted and when its child
 * is (`child_id` is then null: the row names nobody, and goes with the
 * family's account): the monthly allowance (12 a calendar month for each
 * child the family has, avatars/avatar-usage.ts) counts these.
 */
export const avatarGenerations = pgTable(
  "avatar_generations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    childId: uuid("child_id").references(() => children.id, { onDelete: "set null" }),
    parentId: uuid("parent_id")
      .notNull()
      .references(() => parents.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("avatar_generations_child_idx").on(t.childId, t.createdAt),
    index("avatar_generations_parent_idx").on(t.parentId, t.createdAt),
  ],
);
