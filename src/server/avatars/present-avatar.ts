import type { GeneratedAvatar } from "../../shared/api/avatars";
import type { Accessory, CharacterType, ColorTheme, HairColor } from "../../shared/avatars/avatar-options";
import type { OutputSource } from "../../shared/constants";
import type { generatedAvatars } from "../db/schema/avatars";

type AvatarRow = typeof generatedAvatars.$inferSelect;

/** A stored avatar as the contract shows it (only ones whose picture is made are shown). */
export function presentAvatar(row: AvatarRow & { imageUrl: string }): GeneratedAvatar {
  return {
    id: row.id,
    child_id: row.childId,
    user_id: row.userId,
    image_url: row.imageUrl,
    // The table's checks hold each to its list.
    character_type: row.characterType as CharacterType,
    color_theme: row.colorTheme as ColorTheme,
    hair_color: row.hairColor as HairColor | null,
    accessories: row.accessories as Accessory[],
    source: row.source as OutputSource,
    created_at: row.createdAt.toISOString(),
  };
}

/** Whether the avatar's picture is made (a row without one is still being made). */
export const isMade = (row: AvatarRow): row is AvatarRow & { imageUrl: string } => row.imageUrl !== null;
