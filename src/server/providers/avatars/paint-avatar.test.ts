import { describe, expect, it } from "vitest";
import {
  ACCESSORIES,
  CHARACTER_TYPES,
  COLOR_THEMES,
  HAIR_COLORS,
  type Accessory,
} from "../../../shared/avatars/avatar-options";
import { mulberry32 } from "../../../shared/game/random";
import { paintAvatar, type AvatarRecipe } from "./paint-avatar";
import { HAIR_SWATCHES, RAINBOW, THEME_SWATCHES } from "../../../shared/avatars/swatches";

const recipe = (over: Partial<AvatarRecipe> = {}): AvatarRecipe => ({
  character_type: "robot",
  hair_color: null,
  accessories: [],
  color_theme: "blue",
  ...over,
});

/** Every recipe of one character with each option, and a few seeds: enough to meet every branch. */
function* everyRecipe(): Generator<[AvatarRecipe, number]> {
  let seed = 1;
  for (const character_type of CHARACTER_TYPES) {
    for (const color_theme of COLOR_THEMES) {
      const hair_color = HAIR_COLORS[seed % HAIR_COLORS.length] ?? null;
      const accessories = ACCESSORIES.filter((_, i) => (seed >> i) & 1);
      for (let k = 0; k < 4; k++) yield [{ character_type, color_theme, hair_color, accessories }, seed++];
    }
  }
}

/** The elements and attributes a painted avatar is made of; anything else fails the test. */
const ELEMENTS = new Set([
  "svg",
  "defs",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "g",
  "rect",
  "circle",
  "ellipse",
  "path",
  "polygon",
  "line",
]);
const ATTRIBUTE =
  /^(xmlns|viewBox|width|height|id|x|y|x1|y1|x2|y2|cx|cy|r|rx|ry|d|points|offset|transform|fill|fill-opacity|stroke|stroke-width|stroke-linecap|stroke-linejoin|stroke-opacity|stop-color|stop-opacity|opacity|clip-path|data-[a-z-]+)$/;

/** What is wrong with the document: not well formed, or made of anything but the allowed parts. */
function problems(svg: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z]+)((?:\s+[A-Za-z0-9:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let at = 0;
  for (const match of svg.matchAll(tag)) {
    if (svg.slice(at, match.index).trim() !== "") found.push(`text before ${match[0]}`);
    at = match.index + match[0].length;
    const [, closing, name = "", attributes = "", selfClosing] = match;
    if (!ELEMENTS.has(name)) found.push(`element ${name}`);
    for (const [, attr = "", value = ""] of attributes.matchAll(/([A-Za-z0-9:-]+)="([^"]*)"/g)) {
      if (!ATTRIBUTE.test(attr)) found.push(`attribute ${attr} of <${name}>`);
      if (attr !== "xmlns" && /[:\\]|url\((?!#)/i.test(value)) found.push(`value ${attr}="${value}"`);
    }
    if (closing) {
      if (stack.pop() !== name) found.push(`unbalanced </${name}>`);
    } else if (!selfClosing) stack.push(name);
  }
  if (at !== svg.length) found.push("text after the last tag");
  if (stack.length > 0) found.push(`unclosed ${stack.join(", ")}`);
  return found;
}

describe("the built-in avatar painter", () => {
  it("draws each character type, each different from the others", () => {
    const drawings = CHARACTER_TYPES.map((character_type) => paintAvatar(recipe({ character_type }), mulberry32(5)));
    CHARACTER_TYPES.forEach((type, i) => expect(drawings[i]).toContain(`data-character="${type}"`));
    expect(new Set(drawings).size).toBe(CHARACTER_TYPES.length);
    // What makes each one itself.
    expect(drawings[0]).toContain("-metal)");
    expect(drawings[1]).toContain('data-part="tiara"');
    expect(drawings[4]).toContain('data-part="wand"');
    expect(drawings[5]).toMatch(/data-part="emblem-(star|bolt|heart)"/);
    expect(drawings[7]).toContain('data-part="helmet"');
  });

  it.each(CHARACTER_TYPES)("draws every hair colour on a %s", (character_type) => {
    for (const hair_color of HAIR_COLORS) {
      const svg = paintAvatar(recipe({ character_type, hair_color }), mulberry32(11));
      expect(svg).toContain('data-part="hair"');
      expect(svg).toContain(`fill="${HAIR_SWATCHES[hair_color]}"`);
    }
  });

  it("gives the children a natural hair colour when none is chosen, and the robot none", () => {
    for (let seed = 0; seed < 20; seed++) {
      const child = paintAvatar(recipe({ character_type: "pirate" }), mulberry32(seed));
      expect(child).toContain('data-part="hair"');
      expect(child).toMatch(
        new RegExp(`fill="(${["brown", "blonde", "black", "red"].map((c) => HAIR_SWATCHES[c as "red"]).join("|")})"`),
      );
      expect(paintAvatar(recipe({ character_type: "robot" }), mulberry32(seed))).not.toContain('data-part="hair"');
    }
  });

  it.each(CHARACTER_TYPES)(
    "puts each accessory on a %s, alone and all together, and none unasked",
    (character_type) => {
      const plain = paintAvatar(recipe({ character_type }), mulberry32(3));
      expect(plain).not.toContain("data-accessory=");
      for (const accessory of ACCESSORIES) {
        const svg = paintAvatar(recipe({ character_type, accessories: [accessory] }), mulberry32(3));
        const worn = [...svg.matchAll(/data-accessory="([a-z_]+)"/g)].map((m) => m[1]);
        expect(worn).toEqual([accessory]);
      }
      const all = paintAvatar(recipe({ character_type, accessories: ACCESSORIES }), mulberry32(3));
      const worn = new Set([...all.matchAll(/data-accessory="([a-z_]+)"/g)].map((m) => m[1] as Accessory));
      expect([...worn].sort()).toEqual([...ACCESSORIES].sort());
    },
  );

  it("colours the picture with the chosen theme", () => {
    for (const color_theme of COLOR_THEMES) {
      const svg = paintAvatar(recipe({ character_type: "superhero", color_theme }), mulberry32(8));
      expect(svg).toContain(`data-theme="${color_theme}"`);
      const colours = color_theme === "rainbow" ? RAINBOW : [THEME_SWATCHES[color_theme]];
      for (const colour of colours) expect(svg, color_theme).toContain(colour);
    }
  });

  it("is the same picture for the same random source, and a different one on each generation", () => {
    const chosen = recipe({
      character_type: "wizard",
      hair_color: "blue",
      accessories: ["glasses"],
      color_theme: "purple",
    });
    expect(paintAvatar(chosen, mulberry32(42))).toBe(paintAvatar(chosen, mulberry32(42)));
    const drawings = new Set(Array.from({ length: 30 }, (_, seed) => paintAvatar(chosen, mulberry32(seed))));
    expect(drawings.size).toBe(30);
    // The differences are visible ones: faces, hair and backgrounds vary across generations.
    const faces = new Set([...drawings].map((svg) => svg.match(/data-eyes="([a-z]+)"/)?.[1]));
    const patterns = new Set([...drawings].map((svg) => svg.match(/data-pattern="([a-z]+)"/)?.[1]));
    expect(faces.size).toBeGreaterThanOrEqual(4);
    expect(patterns.size).toBeGreaterThanOrEqual(5);
  });

  it("finds what is unsafe or ill-formed (the check itself)", () => {
    expect(problems('<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>')).toEqual([]);
    expect(problems('<svg onload="alert(1)"><g></svg>')).toEqual(
      expect.arrayContaining(["attribute onload of <svg>", "unbalanced </svg>", "unclosed svg"]),
    );
    expect(problems('<svg><image href="https://example.com/x.png"/>hello</svg>')).toEqual(
      expect.arrayContaining(["element image", "attribute href of <image>", "text before </svg>"]),
    );
    expect(problems('<svg><rect fill="url(https://example.com/#x)"/></svg>')).toHaveLength(1);
  });

  it("makes only a safe document: shapes and gradients, no script, no event attribute, no link or outside reference", () => {
    for (const [chosen, seed] of everyRecipe()) {
      const svg = paintAvatar(chosen, mulberry32(seed));
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/<script|<foreignObject|<image|<use|<a[\s>]|<style|<animate|<set/i);
      expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
      expect(svg).not.toMatch(/href|javascript:|data:|@import/i);
      expect(svg.match(/https?:/g)).toEqual(["http:"]);
      expect(problems(svg)).toEqual([]);
    }
  });
});
