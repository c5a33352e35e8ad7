import type { ColorTheme, HairColor } from "./avatar-options";

/** The colours of the rainbow theme, in order. */
export const RAINBOW = ["#ef4444", "#f97316", "#facc15", "#22c55e", "#3b82f6", "#8b5cf6"] as const;

/** Each hair colour as the painter draws it and the generator shows it. */
export const HAIR_SWATCHES: Readonly<Record<HairColor, string>> = {
  brown: "#8b5a2b",
  blonde: "#f4c542",
  black: "#2b2730",
  red: "#d9480f",
  blue: "#3b82f6",
  purple: "#9b5de5",
  pink: "#f472b6",
  green: "#2fbf71",
};

/** Each single-colour theme's main colour (the rainbow theme uses them all). */
export const THEME_SWATCHES: Readonly<Record<Exclude<ColorTheme, "rainbow">, string>> = {
  blue: "#3b82f6",
  green: "#22c55e",
  purple: "#8b5cf6",
  pink: "#ec4899",
  orange: "#f97316",
};
