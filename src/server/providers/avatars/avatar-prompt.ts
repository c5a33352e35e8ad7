import type { AvatarRecipe } from "./paint-avatar";
import { AVATAR_OPTION_LABELS } from "../../../shared/avatars/avatar-options";

const label = (option: keyof typeof AVATAR_OPTION_LABELS) => AVATAR_OPTION_LABELS[option].toLowerCase();

/** What an image model is asked for: the chosen options in words, and nothing about the child. */
export function avatarPrompt(recipe: AvatarRecipe): string {
  const parts = [
    `A friendly, colourful cartoon avatar of a ${label(recipe.character_type)} for a children's maths game`,
  ];
  if (recipe.hair_color) parts.push(`with ${label(recipe.hair_color)} hair`);
  if (recipe.accessories.length > 0) parts.push(`wearing ${recipe.accessories.map(label).join(", ")}`);
  const theme = recipe.color_theme === "rainbow" ? "rainbow colours" : `a ${label(recipe.color_theme)} colour theme`;
  return (
    `${parts.join(", ")}, in ${theme}. ` +
    "Head and shoulders, centred, smiling, on a simple patterned background. Suitable for young children. " +
    "No text, letters or numbers."
  );
}
