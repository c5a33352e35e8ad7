import type { BadgeSummary } from "../../shared/api/badges";
import type { badges } from "../db/schema/engagement";

export type BadgeRow = typeof badges.$inferSelect;

export function presentBadgeSummary(row: Pick<BadgeRow, "id" | "name" | "description" | "imageUrl">): BadgeSummary {
  return { id: row.id, name: row.name, description: row.description, image_url: row.imageUrl };
}
