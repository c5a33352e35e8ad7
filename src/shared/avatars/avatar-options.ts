/**
 * What a child may choose in the avatar generator (docs/product/gameplay.md#avatars), and
 * how the builder names each option. Kept apart from constants.ts so that
 * only the builder's code and the server load them.
 */
export const CHARACTER_TYPES = [
  "robot",
  "princess",
  "dragon",
  "alien",
  "wizard",
  "superhero",
  "pirate",
  "astronaut",
] as const;
export type CharacterType = (typeof CHARACTER_TYPES)[number];
export const HAIR_COLORS = ["brown", "blonde", "black", "red", "blue", "purple", "pink", "green"] as const;
export type HairColor = (typeof HAIR_COLORS)[number];
export const ACCESSORIES = ["glasses", "hat", "crown", "cape", "bow_tie", "necklace"] as const;
export type Accessory = (typeof ACCESSORIES)[number];
export const COLOR_THEMES = ["rainbow", "blue", "green", "purple", "pink", "orange"] as const;
export type ColorTheme = (typeof COLOR_THEMES)[number];
/** How the builder names each option. */
export const AVATAR_OPTION_LABELS: Readonly<Record<CharacterType | HairColor | Accessory | ColorTheme, string>> = {
  robot: "Robot",
  princess: "Princess",
  dragon: "Dragon",
  alien: "Alien",
  wizard: "Wizard",
  superhero: "Superhero",
  pirate: "Pirate",
  astronaut: "Astronaut",
  brown: "Brown",
  blonde: "Blonde",
  black: "Black",
  red: "Red",
  blue: "Blue",
  purple: "Purple",
  pink: "Pink",
  green: "Green",
  glasses: "Glasses",
  hat: "Hat",
  crown: "Crown",
  cape: "Cape",
  bow_tie: "Bow Tie",
  necklace: "Necklace",
  rainbow: "Rainbow",
  orange: "Orange",
};
