import type { Accessory, CharacterType, ColorTheme, HairColor } from "../../../shared/avatars/avatar-options";
import { pickOne, randomInt, type Random } from "../../../shared/game/random";
import { HAIR_SWATCHES, RAINBOW, THEME_SWATCHES } from "../../../shared/avatars/swatches";

/** What the child chose in the generator: the only input the painter (or an image model) gets. */
export interface AvatarRecipe {
  character_type: CharacterType;
  hair_color: HairColor | null;
  accessories: readonly Accessory[];
  color_theme: ColorTheme;
}

interface Palette {
  bg1: string;
  bg2: string;
  main: string;
  dark: string;
  accent: string;
}

const PALETTES: Record<Exclude<ColorTheme, "rainbow">, Palette> = {
  blue: { bg1: "#e0f2fe", bg2: "#7dd3fc", main: THEME_SWATCHES.blue, dark: "#1e3a8a", accent: "#facc15" },
  green: { bg1: "#dcfce7", bg2: "#6ee7b7", main: THEME_SWATCHES.green, dark: "#166534", accent: "#fb923c" },
  purple: { bg1: "#f3e8ff", bg2: "#c4b5fd", main: THEME_SWATCHES.purple, dark: "#4c1d95", accent: "#fde047" },
  pink: { bg1: "#fdf2f8", bg2: "#f9a8d4", main: THEME_SWATCHES.pink, dark: "#831843", accent: "#a78bfa" },
  orange: { bg1: "#fff7ed", bg2: "#fdba74", main: THEME_SWATCHES.orange, dark: "#9a3412", accent: "#38bdf8" },
};
const NATURAL_HAIR: readonly HairColor[] = ["brown", "blonde", "black", "red"];
const SKIN = ["#ffe0bd", "#ffd1a4", "#f1c27d", "#e0ac69", "#c68642", "#a0673a", "#8d5524"] as const;
const EYE_COLOURS = ["#3b2f2f", "#1d4ed8", "#15803d", "#7c2d12", "#334155", "#6d28d9"] as const;
const GEMS = ["#ef4444", "#3b82f6", "#22c55e", "#a855f7", "#ec4899", "#06b6d4"] as const;
const INK = "#1f2937";

type EyeStyle = "round" | "sparkle" | "happy" | "wink" | "dot";
type MouthStyle = "smile" | "grin" | "teeth" | "tongue" | "smirk";
type HairStyle = "short" | "spiky" | "curly" | "long" | "bun" | "pigtails" | "quiff";
type Pattern = "dots" | "stars" | "rays" | "confetti" | "bubbles" | "waves" | "hearts";

/** Everything one drawing is made of: the choices, and what the random source picked for this one. */
interface Look {
  id: string;
  pal: Palette;
  rainbow: boolean;
  has: (accessory: Accessory) => boolean;
  hair: string | null;
  hairStyle: HairStyle;
  skin: string;
  eyes: EyeStyle;
  eyeColour: string;
  mouth: MouthStyle;
  blush: boolean;
  freckles: boolean;
  r: Random;
}

/** Numbers as SVG writes them: at most one decimal. */
const n = (value: number) => String(Math.round(value * 10) / 10);

/** A colour made lighter (amount > 0) or darker (amount < 0), amount from -1 to 1. */
function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.max(0, Math.min(255, Math.round(next)))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

const between = (r: Random, min: number, max: number) => min + r() * (max - min);

function star(cx: number, cy: number, outer: number, inner: number, rotation = 0): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = ((rotation + i * 36 - 90) * Math.PI) / 180;
    points.push(`${n(cx + radius * Math.cos(angle))},${n(cy + radius * Math.sin(angle))}`);
  }
  return points.join(" ");
}

function heart(cx: number, cy: number, size: number): string {
  const s = size / 10;
  return (
    `M${n(cx)} ${n(cy + 8 * s)} C${n(cx - 12 * s)} ${n(cy)} ${n(cx - 9 * s)} ${n(cy - 9 * s)} ${n(cx)} ${n(cy - 4 * s)} ` +
    `C${n(cx + 9 * s)} ${n(cy - 9 * s)} ${n(cx + 12 * s)} ${n(cy)} ${n(cx)} ${n(cy + 8 * s)} Z`
  );
}

// ---------------------------------------------------------------- background

function defs(look: Look): string {
  const { id, pal, rainbow } = look;
  const bgStops = rainbow
    ? RAINBOW.map((c, i) => `<stop offset="${n(i / (RAINBOW.length - 1))}" stop-color="${shade(c, 0.55)}"/>`).join("")
    : `<stop offset="0" stop-color="${pal.bg1}"/><stop offset="1" stop-color="${pal.bg2}"/>`;
  const outfitStops = rainbow
    ? RAINBOW.map((c, i) => `<stop offset="${n(i / (RAINBOW.length - 1))}" stop-color="${c}"/>`).join("")
    : `<stop offset="0" stop-color="${shade(pal.main, 0.15)}"/><stop offset="1" stop-color="${shade(pal.main, -0.2)}"/>`;
  return (
    `<defs>` +
    `<linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1">${bgStops}</linearGradient>` +
    `<linearGradient id="${id}-outfit" x1="0" y1="0" x2="1" y2="${rainbow ? "0" : "1"}">${outfitStops}</linearGradient>` +
    `<radialGradient id="${id}-glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/>` +
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${id}-metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1f5f9"/>` +
    `<stop offset="1" stop-color="#94a3b8"/></linearGradient>` +
    `</defs>`
  );
}

function background(look: Look): string {
  const { id, pal, r } = look;
  const pattern = pickOne<Pattern>(r, ["dots", "stars", "rays", "confetti", "bubbles", "waves", "hearts"]);
  const ink = look.rainbow ? "#ffffff" : pal.main;
  let shapes = "";
  const spots = (count: number, draw: (x: number, y: number, i: number) => string) => {
    for (let i = 0; i < count; i++) {
      // Spread over the picture, kept mostly to the sides and top where the character leaves room.
      const x = between(r, 6, 194);
      const y = between(r, 6, 150);
      shapes += draw(x, y, i);
    }
  };
  switch (pattern) {
    case "dots":
      spots(randomInt(r, 14, 22), (x, y) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(r, 2, 6))}"/>`);
      break;
    case "stars":
      spots(randomInt(r, 8, 14), (x, y) => {
        const size = between(r, 4, 9);
        return `<polygon points="${star(x, y, size, size * 0.45, between(r, 0, 72))}"/>`;
      });
      break;
    case "rays":
      for (let i = 0; i < 16; i += 2) {
        const a1 = (i * 22.5 * Math.PI) / 180;
        const a2 = ((i + 1) * 22.5 * Math.PI) / 180;
        shapes += `<path d="M100 100 L${n(100 + 160 * Math.cos(a1))} ${n(100 + 160 * Math.sin(a1))} L${n(100 + 160 * Math.cos(a2))} ${n(100 + 160 * Math.sin(a2))} Z"/>`;
      }
      break;
    case "confetti":
      spots(randomInt(r, 18, 28), (x, y) => {
        const colour = look.rainbow ? pickOne(r, RAINBOW) : pickOne(r, [pal.main, pal.accent, pal.dark]);
        return `<rect x="${n(x)}" y="${n(y)}" width="${n(between(r, 3, 7))}" height="${n(between(r, 2, 4))}" rx="1" fill="${colour}" transform="rotate(${n(between(r, 0, 180))} ${n(x)} ${n(y)})"/>`;
      });
      break;
    case "bubbles":
      spots(randomInt(r, 8, 13), (x, y) => {
        const radius = between(r, 5, 14);
        return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="none" stroke="${ink}" stroke-width="${n(between(r, 1.5, 3))}"/>`;
      });
      break;
    case "waves":
      for (let y = between(r, 14, 26); y < 200; y += between(r, 26, 34)) {
        const h = between(r, 5, 9);
        shapes += `<path d="M-10 ${n(y)} Q15 ${n(y - h)} 40 ${n(y)} T90 ${n(y)} T140 ${n(y)} T190 ${n(y)} T240 ${n(y)}" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`;
      }
      break;
    case "hearts":
      spots(randomInt(r, 8, 13), (x, y) => `<path d="${heart(x, y, between(r, 5, 9))}"/>`);
      break;
  }
  return (
    `<rect width="200" height="200" fill="url(#${id}-bg)"/>` +
    `<g fill="${ink}" opacity="${pattern === "rays" ? "0.16" : "0.32"}" data-pattern="${pattern}">${shapes}</g>` +
    `<circle cx="100" cy="96" r="86" fill="url(#${id}-glow)"/>`
  );
}

// ---------------------------------------------------------------- faces

function humanEyes(look: Look, y = 98, spread = 15): string {
  const xs = [100 - spread, 100 + spread];
  const eye = (x: number, style: EyeStyle) => {
    switch (style) {
      case "round":
        return (
          `<ellipse cx="${n(x)}" cy="${n(y)}" rx="6.2" ry="7" fill="#ffffff"/>` +
          `<circle cx="${n(x)}" cy="${n(y + 0.8)}" r="4" fill="${look.eyeColour}"/>` +
          `<circle cx="${n(x)}" cy="${n(y + 0.8)}" r="2" fill="${INK}"/>` +
          `<circle cx="${n(x + 1.6)}" cy="${n(y - 1)}" r="1.3" fill="#ffffff"/>`
        );
      case "sparkle":
        return (
          `<ellipse cx="${n(x)}" cy="${n(y)}" rx="5.2" ry="6.4" fill="${INK}"/>` +
          `<circle cx="${n(x + 1.8)}" cy="${n(y - 2)}" r="1.9" fill="#ffffff"/>` +
          `<circle cx="${n(x - 1.6)}" cy="${n(y + 2.2)}" r="1" fill="#ffffff"/>`
        );
      case "dot":
        return (
          `<ellipse cx="${n(x)}" cy="${n(y)}" rx="3.4" ry="4.4" fill="${INK}"/>` +
          `<circle cx="${n(x + 1.2)}" cy="${n(y - 1.4)}" r="1.1" fill="#ffffff"/>`
        );
      case "happy":
      case "wink":
        return `<path d="M${n(x - 6)} ${n(y + 2)} Q${n(x)} ${n(y - 6)} ${n(x + 6)} ${n(y + 2)}" fill="none" stroke="${INK}" stroke-width="2.6" stroke-linecap="round"/>`;
    }
  };
  const left = look.eyes === "wink" ? "round" : look.eyes;
  return `<g data-eyes="${look.eyes}">${eye(xs[0] ?? 85, left)}${eye(xs[1] ?? 115, look.eyes)}</g>`;
}

function mouth(look: Look, cx = 100, y = 116, width = 1): string {
  const w = 9 * width;
  switch (look.mouth) {
    case "smile":
      return `<path d="M${n(cx - w)} ${n(y)} Q${n(cx)} ${n(y + 9)} ${n(cx + w)} ${n(y)}" fill="none" stroke="${INK}" stroke-width="2.6" stroke-linecap="round"/>`;
    case "grin":
      return (
        `<path d="M${n(cx - w - 1)} ${n(y - 1)} Q${n(cx)} ${n(y + 14)} ${n(cx + w + 1)} ${n(y - 1)} Z" fill="#7f1d1d"/>` +
        `<path d="M${n(cx - w * 0.55)} ${n(y + 5.5)} Q${n(cx)} ${n(y + 1.5)} ${n(cx + w * 0.55)} ${n(y + 5.5)} Q${n(cx)} ${n(y + 10)} ${n(cx - w * 0.55)} ${n(y + 5.5)} Z" fill="#f87171"/>`
      );
    case "teeth":
      return (
        `<path d="M${n(cx - w - 1)} ${n(y - 1)} Q${n(cx)} ${n(y + 13)} ${n(cx + w + 1)} ${n(y - 1)} Z" fill="#7f1d1d"/>` +
        `<path d="M${n(cx - w)} ${n(y - 0.5)} L${n(cx + w)} ${n(y - 0.5)} L${n(cx + w * 0.8)} ${n(y + 3)} L${n(cx - w * 0.8)} ${n(y + 3)} Z" fill="#ffffff"/>`
      );
    case "tongue":
      return (
        `<path d="M${n(cx - w)} ${n(y)} Q${n(cx)} ${n(y + 8)} ${n(cx + w)} ${n(y)}" fill="none" stroke="${INK}" stroke-width="2.6" stroke-linecap="round"/>` +
        `<path d="M${n(cx + 1)} ${n(y + 3.5)} q4 0.5 4.5 5 q-0.5 4 -4.5 2.5 z" fill="#f87171"/>`
      );
    case "smirk":
      return `<path d="M${n(cx - w)} ${n(y + 2)} Q${n(cx + 2)} ${n(y + 7)} ${n(cx + w)} ${n(y - 2)}" fill="none" stroke="${INK}" stroke-width="2.6" stroke-linecap="round"/>`;
  }
}

function cheeks(look: Look, y = 110, spread = 24): string {
  let out = "";
  if (look.blush) {
    out += `<ellipse cx="${100 - spread}" cy="${y}" rx="6" ry="3.6" fill="#fb7185" opacity="0.45"/>`;
    out += `<ellipse cx="${100 + spread}" cy="${y}" rx="6" ry="3.6" fill="#fb7185" opacity="0.45"/>`;
  }
  if (look.freckles) {
    for (const side of [-1, 1]) {
      for (const [dx, dy] of [
        [0, -3],
        [4, 0],
        [-3, 1.5],
      ] as const) {
        out += `<circle cx="${n(100 + side * (spread - 2) + dx)}" cy="${n(y - 2 + dy)}" r="0.9" fill="${shade(look.skin, -0.45)}"/>`;
      }
    }
  }
  return out;
}

function brows(look: Look): string {
  const colour = look.hair ? shade(look.hair, -0.35) : INK;
  const lift = between(look.r, -1.5, 1.5);
  return (
    `<path d="M79 ${n(86 + lift)} Q85 ${n(82 + lift)} 91 ${n(86 + lift)}" fill="none" stroke="${colour}" stroke-width="2.2" stroke-linecap="round"/>` +
    `<path d="M109 ${n(86 - lift)} Q115 ${n(82 - lift)} 121 ${n(86 - lift)}" fill="none" stroke="${colour}" stroke-width="2.2" stroke-linecap="round"/>`
  );
}

/** A child's round face with ears, a nose and the drawing's eyes, mouth and cheeks. */
function humanHead(look: Look, options: { eyepatch?: boolean; mask?: string } = {}): string {
  const { skin } = look;
  const ear = (x: number) =>
    `<circle cx="${x}" cy="102" r="8" fill="${skin}"/><circle cx="${x}" cy="102" r="4" fill="${shade(skin, -0.12)}"/>`;
  let face =
    ear(62) +
    ear(138) +
    `<ellipse cx="100" cy="96" rx="39" ry="41" fill="${skin}"/>` +
    `<ellipse cx="100" cy="106" rx="3.2" ry="2.4" fill="${shade(skin, -0.18)}"/>` +
    cheeks(look) +
    brows(look);
  if (options.mask) {
    face +=
      `<path d="M66 92 C72 82 90 84 100 90 C110 84 128 82 134 92 C134 104 122 108 112 104 C106 101 102 99 100 99 C98 99 94 101 88 104 C78 108 66 104 66 92 Z" fill="${options.mask}"/>` +
      `<path d="M66 92 L58 88 M134 92 L142 88" stroke="${options.mask}" stroke-width="3" stroke-linecap="round"/>`;
  }
  face += humanEyes(look);
  if (options.eyepatch) {
    face +=
      `<path d="M62 78 L138 112" stroke="${INK}" stroke-width="2"/>` +
      `<ellipse cx="115" cy="98" rx="9" ry="8.5" fill="${INK}" data-part="eyepatch"/>`;
  }
  face += mouth(look);
  return face;
}

// ---------------------------------------------------------------- hair

function hairBack(look: Look): string {
  if (!look.hair) return "";
  const c = look.hair;
  switch (look.hairStyle) {
    case "long":
      return `<path d="M58 98 C50 58 76 40 100 40 C124 40 150 58 142 98 L150 162 C138 172 126 166 122 154 L78 154 C74 166 62 172 50 162 Z" fill="${shade(c, -0.12)}"/>`;
    case "pigtails":
      return (
        `<circle cx="54" cy="110" r="15" fill="${c}"/><circle cx="146" cy="110" r="15" fill="${c}"/>` +
        `<circle cx="50" cy="128" r="11" fill="${c}"/><circle cx="150" cy="128" r="11" fill="${c}"/>`
      );
    case "curly": {
      let puffs = "";
      for (let i = 0; i <= 8; i++) {
        const a = Math.PI * (0.95 + (i / 8) * 1.1);
        puffs += `<circle cx="${n(100 + 46 * Math.cos(a))}" cy="${n(96 + 46 * Math.sin(a))}" r="14" fill="${shade(c, -0.08)}"/>`;
      }
      return puffs;
    }
    case "bun":
      return `<circle cx="100" cy="46" r="16" fill="${c}"/><circle cx="96" cy="42" r="5" fill="${shade(c, 0.3)}" opacity="0.6"/>`;
    default:
      return "";
  }
}

function hairFront(look: Look): string {
  return look.hair ? `<g data-part="hair">${hairFrontShape(look, look.hair)}</g>` : "";
}

function hairFrontShape(look: Look, c: string): string {
  const shine = `fill="none" stroke="${shade(c, 0.35)}" stroke-width="2.4" stroke-linecap="round" opacity="0.7"`;
  switch (look.hairStyle) {
    case "spiky":
      return `<path d="M60 98 L56 70 L70 74 L70 50 L86 62 L92 38 L104 58 L116 40 L120 62 L136 52 L132 74 L146 72 L140 98 C134 80 120 70 100 70 C80 70 66 80 60 98 Z" fill="${c}"/>`;
    case "curly": {
      let puffs = "";
      for (let i = 0; i <= 7; i++) {
        const a = Math.PI * (1.08 + (i / 7) * 0.84);
        puffs += `<circle cx="${n(100 + 36 * Math.cos(a))}" cy="${n(90 + 30 * Math.sin(a))}" r="13" fill="${c}"/>`;
      }
      return puffs;
    }
    case "quiff":
      return (
        `<path d="M60 98 C54 64 74 48 98 48 C100 34 122 30 132 42 C124 40 118 44 118 50 C134 56 146 72 140 98 C134 82 124 74 110 72 C96 80 76 80 66 76 C63 82 61 90 60 98 Z" fill="${c}"/>` +
        `<path d="M106 46 C112 38 122 36 128 40" ${shine}/>`
      );
    default:
      // short, long, bun and pigtails share a soft fringe with a side parting.
      return (
        `<path d="M59 100 C52 64 74 46 100 46 C126 46 148 64 141 100 C137 86 131 76 122 71 C112 80 90 82 80 74 C74 80 62 88 59 100 Z" fill="${c}"/>` +
        `<path d="M84 54 C94 50 106 50 114 54" ${shine}/>`
      );
  }
}

/** Hair for characters that have none of their own: a tuft on top, in the chosen colour. */
function hairTuft(look: Look, topY: number, cx = 100): string {
  if (!look.hair) return "";
  const c = look.hair;
  const x = (dx: number) => n(cx + dx);
  return (
    `<g data-part="hair"><path d="M${x(-14)} ${topY + 4} C${x(-18)} ${topY - 12} ${x(-4)} ${topY - 22} ${x(4)} ${topY - 14} C${x(6)} ${topY - 26} ${x(24)} ${topY - 22} ${x(18)} ${topY - 8} C${x(24)} ${topY - 8} ${x(24)} ${topY + 2} ${x(16)} ${topY + 6} Z" fill="${c}"/>` +
    `<path d="M${x(-4)} ${topY - 10} C${x(0)} ${topY - 14} ${x(6)} ${topY - 14} ${x(10)} ${topY - 10}" fill="none" stroke="${shade(c, 0.35)}" stroke-width="2" stroke-linecap="round"/></g>`
  );
}

// ---------------------------------------------------------------- bodies

const TORSO = "M26 200 C28 168 56 150 100 150 C144 150 172 168 174 200 Z";

function neck(skin: string): string {
  return `<rect x="89" y="122" width="22" height="34" rx="9" fill="${skin}"/><path d="M89 136 Q100 144 111 136 L111 126 L89 126 Z" fill="${shade(skin, -0.15)}"/>`;
}

// ---------------------------------------------------------------- characters

interface Drawn {
  /** Behind the body (capes go between). */
  back: string;
  body: string;
  head: string;
  /** Where a hat's brim sits, its width, and where neck accessories go. */
  headTop: number;
  hatWidth: number;
  neckY: number;
  /** The character's own headwear, left off when a hat or a crown is chosen, unless `keepsHeadwear`. */
  headwear: string;
  /** The headwear is the character (a wizard's hat): a chosen hat makes it grander, a crown goes round it. */
  keepsHeadwear?: boolean;
  /** Drawn over everything on the head (a helmet's glass). */
  over: string;
}

function robot(look: Look): Drawn {
  const { pal, r, id } = look;
  const glow = look.rainbow ? pickOne(r, ["#22d3ee", "#a3e635", "#facc15"]) : shade(pal.accent, 0.1);
  const screen = "#0f172a";
  const lights = [0, 1, 2]
    .map((i) => `<circle cx="${84 + i * 16}" cy="182" r="4.5" fill="${pickOne(r, GEMS)}"/>`)
    .join("");
  const eye = (x: number) => {
    switch (look.eyes) {
      case "happy":
      case "wink":
        return `<path d="M${x - 7} 98 Q${x} 89 ${x + 7} 98" fill="none" stroke="${glow}" stroke-width="3.4" stroke-linecap="round"/>`;
      case "dot":
        return `<rect x="${x - 5}" y="90" width="10" height="10" rx="2" fill="${glow}"/>`;
      default:
        return `<circle cx="${x}" cy="95" r="7" fill="${glow}"/><circle cx="${x + 2}" cy="93" r="2.2" fill="#ffffff"/>`;
    }
  };
  const mouthBars = look.mouth === "smirk" || look.mouth === "smile";
  const robotMouth = mouthBars
    ? `<path d="M86 108 Q100 118 114 108" fill="none" stroke="${glow}" stroke-width="3" stroke-linecap="round"/>`
    : [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<rect x="${83 + i * 7}" y="${n(107 + (i === 0 || i === 4 ? 0 : 2 + (i === 2 ? 1.5 : 0)))}" width="5" height="4" rx="1" fill="${glow}"/>`,
        )
        .join("");
  return {
    back: "",
    body:
      `<rect x="90" y="122" width="20" height="32" fill="url(#${id}-metal)"/>` +
      `<rect x="86" y="128" width="28" height="4" rx="2" fill="#64748b"/><rect x="86" y="138" width="28" height="4" rx="2" fill="#64748b"/>` +
      `<path d="M34 200 L38 164 C40 156 48 150 58 150 L142 150 C152 150 160 156 162 164 L166 200 Z" fill="url(#${id}-outfit)"/>` +
      `<rect x="66" y="164" width="68" height="30" rx="8" fill="${shade(pal.dark, 0.1)}" opacity="0.85"/>` +
      lights +
      `<rect x="72" y="168" width="56" height="4" rx="2" fill="${glow}" opacity="0.8"/>`,
    head:
      `<rect x="52" y="92" width="10" height="18" rx="4" fill="${pal.main}"/><rect x="138" y="92" width="10" height="18" rx="4" fill="${pal.main}"/>` +
      `<rect x="58" y="56" width="84" height="72" rx="20" fill="url(#${id}-metal)" stroke="#64748b" stroke-width="2"/>` +
      `<circle cx="66" cy="64" r="2" fill="#64748b"/><circle cx="134" cy="64" r="2" fill="#64748b"/>` +
      `<circle cx="66" cy="120" r="2" fill="#64748b"/><circle cx="134" cy="120" r="2" fill="#64748b"/>` +
      `<rect x="66" y="76" width="68" height="44" rx="14" fill="${screen}"/>` +
      `<g data-eyes="${look.eyes}">${eye(86)}${eye(114)}</g>` +
      robotMouth +
      (look.blush
        ? `<ellipse cx="74" cy="108" rx="4" ry="2.5" fill="#fb7185" opacity="0.7"/><ellipse cx="126" cy="108" rx="4" ry="2.5" fill="#fb7185" opacity="0.7"/>`
        : "") +
      hairTuft(look, 58, 80),
    headTop: 58,
    hatWidth: 88,
    neckY: 150,
    headwear:
      `<line x1="100" y1="56" x2="100" y2="36" stroke="#64748b" stroke-width="3"/>` +
      `<circle cx="100" cy="32" r="6" fill="${glow}"/><circle cx="98" cy="30" r="2" fill="#ffffff"/>`,
    over: "",
  };
}

function princess(look: Look): Drawn {
  const { pal, r } = look;
  const jewel = pickOne(r, GEMS);
  return {
    back: hairBack(look),
    body:
      neck(look.skin) +
      // Puffed sleeves, then the bodice with a sweetheart neckline.
      `<ellipse cx="44" cy="172" rx="20" ry="18" fill="${shade(look.rainbow ? RAINBOW[5] : pal.main, 0.35)}"/>` +
      `<ellipse cx="156" cy="172" rx="20" ry="18" fill="${shade(look.rainbow ? RAINBOW[5] : pal.main, 0.35)}"/>` +
      `<path d="M36 200 C38 172 58 156 82 152 Q100 166 118 152 C142 156 162 172 164 200 Z" fill="url(#${look.id}-outfit)"/>` +
      `<path d="M80 153 Q90 162 100 158 Q110 162 120 153" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.8"/>` +
      `<circle cx="100" cy="176" r="4" fill="${jewel}" stroke="#ffffff" stroke-width="1.5"/>`,
    head: humanHead(look) + hairFront(look),
    headTop: 56,
    hatWidth: 92,
    neckY: 150,
    headwear:
      `<g data-part="tiara"><path d="M74 58 L80 44 L88 54 L100 36 L112 54 L120 44 L126 58 Q100 52 74 58 Z" fill="#facc15" stroke="#ca8a04" stroke-width="1.5" stroke-linejoin="round"/>` +
      `<circle cx="100" cy="48" r="3.5" fill="${jewel}"/><circle cx="80" cy="52" r="2" fill="#ffffff"/><circle cx="120" cy="52" r="2" fill="#ffffff"/></g>`,
    over: "",
  };
}

function dragon(look: Look): Drawn {
  const { pal, r } = look;
  const scale = look.rainbow ? pickOne(r, ["#22c55e", "#14b8a6", "#8b5cf6", "#f97316"]) : pal.main;
  const belly = shade(scale, 0.55);
  const darker = shade(scale, -0.3);
  const spikes = look.hair ?? shade(pal.accent, -0.05);
  const eye = (x: number, wink: boolean) =>
    wink
      ? `<path d="M${x - 7} 90 Q${x} 83 ${x + 7} 90" fill="none" stroke="${INK}" stroke-width="2.8" stroke-linecap="round"/>`
      : `<ellipse cx="${x}" cy="88" rx="8" ry="9" fill="#fef9c3"/><ellipse cx="${x}" cy="89" rx="2.6" ry="7" fill="${INK}"/><circle cx="${x + 3}" cy="85" r="1.8" fill="#ffffff"/>`;
  const happy = look.eyes === "happy";
  const flame = r() < 0.5;
  const mane = [0, 1, 2, 3, 4]
    .map((i) => {
      const x = 72 + i * 14;
      const h = i === 2 ? 20 : i === 1 || i === 3 ? 16 : 11;
      return `<path d="M${x - 7} 66 L${x} ${66 - h} L${x + 7} 66 Z" fill="${spikes}"/>`;
    })
    .join("");
  return {
    back:
      // Wings behind the shoulders.
      `<path d="M52 166 C26 138 14 126 10 108 C24 118 34 116 40 126 C42 114 50 110 58 118 C58 132 62 146 70 156 Z" fill="${darker}"/>` +
      `<path d="M148 166 C174 138 186 126 190 108 C176 118 166 116 160 126 C158 114 150 110 142 118 C142 132 138 146 130 156 Z" fill="${darker}"/>`,
    body:
      `<path d="M84 120 L116 120 L120 156 L80 156 Z" fill="${scale}"/>` +
      `<path d="M30 200 C32 168 58 150 100 150 C142 150 168 168 170 200 Z" fill="${scale}"/>` +
      `<path d="M76 200 C76 176 86 160 100 160 C114 160 124 176 124 200 Z" fill="${belly}"/>` +
      [168, 178, 188]
        .map(
          (y) =>
            `<path d="M84 ${y} Q100 ${y + 4} 116 ${y}" fill="none" stroke="${shade(belly, -0.2)}" stroke-width="2"/>`,
        )
        .join(""),
    head:
      `<g data-part="hair">${mane}</g>` +
      // Horns, ears, the head and its long snout.
      `<path d="M70 70 C62 56 58 46 60 34 C68 44 76 54 82 64 Z" fill="#fef3c7" stroke="#d6d3d1" stroke-width="1.5"/>` +
      `<path d="M130 70 C138 56 142 46 140 34 C132 44 124 54 118 64 Z" fill="#fef3c7" stroke="#d6d3d1" stroke-width="1.5"/>` +
      `<path d="M60 88 L42 76 L52 98 Z" fill="${darker}"/><path d="M140 88 L158 76 L148 98 Z" fill="${darker}"/>` +
      `<ellipse cx="100" cy="92" rx="42" ry="32" fill="${scale}"/>` +
      `<ellipse cx="100" cy="114" rx="30" ry="18" fill="${belly}"/>` +
      `<ellipse cx="91" cy="108" rx="2.6" ry="2" fill="${darker}"/><ellipse cx="109" cy="108" rx="2.6" ry="2" fill="${darker}"/>` +
      `<g data-eyes="${look.eyes}">${eye(82, happy)}${eye(118, happy || look.eyes === "wink")}</g>` +
      `<path d="M82 118 Q100 ${look.mouth === "smirk" ? 124 : 130} 118 118" fill="none" stroke="${INK}" stroke-width="2.6" stroke-linecap="round"/>` +
      `<path d="M88 121 L90 126 L92 122 Z" fill="#ffffff"/>` +
      (look.blush
        ? `<ellipse cx="74" cy="104" rx="6" ry="3.5" fill="#fb7185" opacity="0.45"/><ellipse cx="126" cy="104" rx="6" ry="3.5" fill="#fb7185" opacity="0.45"/>`
        : "") +
      (flame
        ? `<g data-part="puff"><path d="M128 112 C140 104 150 108 156 100 C156 112 150 120 138 122 C146 126 148 132 156 132 C144 140 130 132 126 122 Z" fill="#fb923c" opacity="0.9"/>` +
          `<path d="M130 116 C138 112 144 114 148 110 C148 118 142 122 134 122 Z" fill="#fde047"/></g>`
        : ""),
    headTop: 64,
    hatWidth: 80,
    neckY: 152,
    headwear: "",
    over: "",
  };
}

function alien(look: Look): Drawn {
  const { pal, r, id } = look;
  const skin = pickOne(r, ["#86efac", "#5eead4", "#c4b5fd", "#7dd3fc", "#bef264"]);
  const eyeCount = pickOne(r, [1, 2, 2, 3]);
  const eye = (x: number, y: number, size: number) =>
    look.eyes === "happy"
      ? `<path d="M${x - size} ${y + 2} Q${x} ${y - size} ${x + size} ${y + 2}" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`
      : `<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${n(size * 1.2)}" fill="${INK}"/>` +
        `<circle cx="${n(x + size * 0.35)}" cy="${n(y - size * 0.45)}" r="${n(size * 0.35)}" fill="#ffffff"/>` +
        `<circle cx="${n(x - size * 0.3)}" cy="${n(y + size * 0.4)}" r="${n(size * 0.15)}" fill="#ffffff"/>`;
  const eyes =
    eyeCount === 1
      ? eye(100, 92, 14)
      : eyeCount === 2
        ? eye(82, 94, 10) + eye(118, 94, 10)
        : eye(78, 98, 8) + eye(100, 84, 9) + eye(122, 98, 8);
  return {
    back: "",
    body:
      `<rect x="88" y="122" width="24" height="34" rx="10" fill="${skin}"/>` +
      `<path d="${TORSO}" fill="url(#${id}-outfit)"/>` +
      `<path d="M62 156 Q100 180 138 156" fill="none" stroke="#e2e8f0" stroke-width="8" stroke-linecap="round"/>` +
      `<circle cx="100" cy="184" r="9" fill="${shade(pal.accent, 0.2)}" stroke="#ffffff" stroke-width="2"/>` +
      `<path d="M96 184 L104 184 M100 180 L100 188" stroke="#ffffff" stroke-width="2" stroke-linecap="round"/>`,
    head:
      // Antennae, then the big head, wider at the top.
      `<path d="M80 58 C74 44 70 36 62 30" fill="none" stroke="${shade(skin, -0.25)}" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="M120 58 C126 44 130 36 138 30" fill="none" stroke="${shade(skin, -0.25)}" stroke-width="3" stroke-linecap="round"/>` +
      `<circle cx="62" cy="29" r="6" fill="${pal.accent}"/><circle cx="138" cy="29" r="6" fill="${pal.accent}"/>` +
      `<path d="M100 50 C136 50 150 72 148 94 C146 116 124 134 100 134 C76 134 54 116 52 94 C50 72 64 50 100 50 Z" fill="${skin}"/>` +
      `<ellipse cx="86" cy="64" rx="12" ry="5" fill="#ffffff" opacity="0.35"/>` +
      `<g data-eyes="${look.eyes}">${eyes}</g>` +
      (look.blush
        ? `<ellipse cx="72" cy="112" rx="6" ry="3.5" fill="#fb7185" opacity="0.5"/><ellipse cx="128" cy="112" rx="6" ry="3.5" fill="#fb7185" opacity="0.5"/>`
        : "") +
      mouth({ ...look, skin }, 100, 118, 0.8) +
      hairTuft(look, 52),
    headTop: 54,
    hatWidth: 86,
    neckY: 150,
    headwear: "",
    over: "",
  };
}

function wizard(look: Look): Drawn {
  const { pal, r, id } = look;
  const robeStars = [0, 1, 2, 3]
    .map(
      () =>
        `<polygon points="${star(between(r, 50, 150), between(r, 166, 194), 4.5, 2, between(r, 0, 72))}" fill="${pal.accent}"/>`,
    )
    .join("");
  return {
    back: hairBack(look),
    body:
      neck(look.skin) +
      `<path d="${TORSO}" fill="url(#${id}-outfit)"/>` +
      robeStars +
      `<path d="M74 152 L100 186 L126 152" fill="none" stroke="${pal.accent}" stroke-width="4" stroke-linejoin="round"/>` +
      // The wand, held up at the side.
      `<g data-part="wand"><line x1="160" y1="196" x2="176" y2="146" stroke="#78350f" stroke-width="5" stroke-linecap="round"/>` +
      `<polygon points="${star(177, 140, 9, 4, 10)}" fill="#fde047" stroke="#ca8a04" stroke-width="1"/></g>`,
    head: humanHead(look) + hairFront(look),
    headTop: 58,
    hatWidth: 100,
    neckY: 150,
    headwear: look.has("hat") ? `<g data-accessory="hat">${wizardHat(look, true)}</g>` : wizardHat(look, false),
    keepsHeadwear: true,
    over: "",
  };
}

function wizardHat(look: Look, fancy: boolean): string {
  const { pal } = look;
  const fill = look.rainbow ? "#4c1d95" : pal.dark;
  return (
    `<path d="M62 64 C74 46 84 22 98 6 C104 2 112 4 114 10 C112 14 110 16 112 22 L138 64 Z" fill="${fill}"/>` +
    `<ellipse cx="100" cy="64" rx="52" ry="9" fill="${shade(fill, 0.12)}"/>` +
    `<polygon points="${star(96, 38, 6, 2.6)}" fill="${pal.accent}"/>` +
    `<circle cx="110" cy="24" r="2" fill="${pal.accent}"/><circle cx="84" cy="52" r="1.8" fill="${pal.accent}"/>` +
    (fancy
      ? `<path d="M70 58 Q100 50 130 58 L132 64 Q100 56 68 64 Z" fill="${pal.accent}"/>` +
        `<path d="M116 40 A8 8 0 1 1 106 30 A6 6 0 1 0 116 40 Z" fill="#fde68a"/>`
      : "")
  );
}

function superhero(look: Look): Drawn {
  const { pal, r, id } = look;
  const maskColour = look.rainbow ? "#1e293b" : pal.dark;
  const emblem = pickOne(r, ["star", "bolt", "heart"] as const);
  const mark =
    emblem === "star"
      ? `<polygon points="${star(100, 178, 10, 4.5)}" fill="${pal.main}"/>`
      : emblem === "bolt"
        ? `<path d="M104 164 L92 180 L100 180 L96 192 L110 174 L102 174 Z" fill="${pal.main}"/>`
        : `<path d="${heart(100, 177, 9)}" fill="${pal.main}"/>`;
  return {
    back: hairBack(look),
    body:
      neck(look.skin) +
      `<path d="${TORSO}" fill="url(#${id}-outfit)"/>` +
      `<path d="M44 200 C48 180 56 168 66 162 M156 200 C152 180 144 168 134 162" fill="none" stroke="${shade(pal.dark, 0.1)}" stroke-width="3" opacity="0.5"/>` +
      `<circle cx="100" cy="178" r="16" fill="${pal.accent}" stroke="#ffffff" stroke-width="3"/>` +
      `<g data-part="emblem-${emblem}">${mark}</g>`,
    head: humanHead(look, { mask: maskColour }) + hairFront(look),
    headTop: 56,
    hatWidth: 92,
    neckY: 150,
    headwear: "",
    over: "",
  };
}

function pirate(look: Look): Drawn {
  const { pal, r } = look;
  const stripe = look.rainbow ? "#ef4444" : pal.main;
  const eyepatch = r() < 0.5;
  const earring = r() < 0.6;
  const bandana = look.rainbow ? "#ef4444" : pal.main;
  let stripes = "";
  for (let y = 158; y < 200; y += 10) stripes += `<rect x="20" y="${y}" width="160" height="5" fill="${stripe}"/>`;
  return {
    back: hairBack(look),
    body:
      neck(look.skin) +
      `<clipPath id="${look.id}-shirt"><path d="${TORSO}"/></clipPath>` +
      `<path d="${TORSO}" fill="#ffffff"/>` +
      `<g clip-path="url(#${look.id}-shirt)">${stripes}</g>` +
      `<path d="M26 200 C28 170 50 154 72 151 L86 200 Z" fill="#7c2d12"/><path d="M174 200 C172 170 150 154 128 151 L114 200 Z" fill="#7c2d12"/>` +
      `<circle cx="80" cy="176" r="2.5" fill="#facc15"/><circle cx="80" cy="188" r="2.5" fill="#facc15"/>`,
    head:
      humanHead(look, { eyepatch }) +
      hairFront(look) +
      (earring
        ? `<circle cx="62" cy="114" r="4.5" fill="none" stroke="#facc15" stroke-width="2" data-part="earring"/>`
        : ""),
    headTop: 58,
    hatWidth: 96,
    neckY: 150,
    headwear:
      `<g data-part="bandana"><path d="M58 80 C58 50 80 42 100 42 C120 42 142 50 142 80 C128 68 114 64 100 64 C86 64 72 68 58 80 Z" fill="${bandana}"/>` +
      `<circle cx="84" cy="54" r="2.4" fill="#ffffff"/><circle cx="104" cy="50" r="2.4" fill="#ffffff"/><circle cx="122" cy="58" r="2.4" fill="#ffffff"/>` +
      `<path d="M140 70 L158 62 L154 78 Z M140 72 L156 86 L146 88 Z" fill="${shade(bandana, -0.2)}"/></g>`,
    over: "",
  };
}

function astronaut(look: Look): Drawn {
  const { pal, id } = look;
  const patch = look.rainbow ? "#3b82f6" : pal.main;
  return {
    back: hairBack(look),
    body:
      `<path d="M22 200 C24 166 52 148 100 148 C148 148 176 166 178 200 Z" fill="#f8fafc" stroke="#cbd5e1" stroke-width="2"/>` +
      `<rect x="70" y="166" width="60" height="28" rx="6" fill="#e2e8f0" stroke="#94a3b8" stroke-width="1.5"/>` +
      `<circle cx="82" cy="180" r="4.5" fill="${pal.accent}"/><circle cx="96" cy="180" r="4.5" fill="${patch}"/>` +
      `<rect x="106" y="175" width="18" height="4" rx="2" fill="#64748b"/><rect x="106" y="182" width="12" height="4" rx="2" fill="#64748b"/>` +
      `<circle cx="44" cy="178" r="9" fill="url(#${id}-outfit)" stroke="#ffffff" stroke-width="2"/>` +
      `<polygon points="${star(44, 178, 5, 2.2)}" fill="#ffffff"/>` +
      neck(look.skin) +
      `<path d="M56 144 Q100 160 144 144 L146 154 Q100 170 54 154 Z" fill="#cbd5e1" stroke="#94a3b8" stroke-width="1"/>`,
    head: humanHead(look) + hairFront(look),
    headTop: 40,
    hatWidth: 84,
    neckY: 162,
    headwear: "",
    over:
      `<g data-part="helmet"><circle cx="100" cy="94" r="58" fill="#bfdbfe" opacity="0.22" stroke="#e2e8f0" stroke-width="6"/>` +
      `<path d="M58 78 A46 46 0 0 1 92 44" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.75"/>` +
      `<circle cx="42" cy="94" r="6" fill="${patch}"/><circle cx="158" cy="94" r="6" fill="${patch}"/></g>`,
  };
}

const CHARACTERS: Record<CharacterType, (look: Look) => Drawn> = {
  robot,
  princess,
  dragon,
  alien,
  wizard,
  superhero,
  pirate,
  astronaut,
};

// ---------------------------------------------------------------- accessories

function glasses(look: Look, character: CharacterType): string {
  const { r } = look;
  const frame = pickOne(r, [INK, "#dc2626", "#2563eb", look.pal.dark, "#db2777"]);
  const shape = pickOne(r, ["round", "square", "star"] as const);
  const y = character === "dragon" ? 88 : character === "robot" ? 95 : character === "alien" ? 92 : 98;
  const spread = character === "dragon" ? 18 : 15;
  const lens = (x: number) =>
    shape === "round"
      ? `<circle cx="${x}" cy="${y}" r="10.5"/>`
      : shape === "square"
        ? `<rect x="${x - 11}" y="${y - 9}" width="22" height="18" rx="4"/>`
        : `<polygon points="${star(x, y, 13, 7)}"/>`;
  const l = 100 - spread;
  const rt = 100 + spread;
  return (
    `<g data-accessory="glasses" fill="#e0f2fe" fill-opacity="0.35" stroke="${frame}" stroke-width="2.8" stroke-linejoin="round">` +
    lens(l) +
    lens(rt) +
    `<path d="M${l + 9} ${y - 2} Q100 ${y - 6} ${rt - 9} ${y - 2}" fill="none"/>` +
    `<path d="M${l - 10} ${y - 2} L${l - 22} ${y - 5} M${rt + 10} ${y - 2} L${rt + 22} ${y - 5}" fill="none"/>` +
    `</g>`
  );
}

function hat(look: Look, character: CharacterType, drawn: Drawn): string {
  const y = drawn.headTop;
  const w = drawn.hatWidth / 2;
  const { pal, r } = look;
  if (character === "pirate") {
    return (
      `<g data-accessory="hat"><path d="M${100 - w - 6} ${y + 4} C${100 - w} ${y - 30} ${100 + w} ${y - 30} ${100 + w + 6} ${y + 4} C${100 + w * 0.5} ${y - 8} ${100 - w * 0.5} ${y - 8} ${100 - w - 6} ${y + 4} Z" fill="#1f2937"/>` +
      `<path d="M${100 - w - 6} ${y + 4} C${100 - w * 0.5} ${y - 8} ${100 + w * 0.5} ${y - 8} ${100 + w + 6} ${y + 4}" fill="none" stroke="#facc15" stroke-width="2.5"/>` +
      `<circle cx="100" cy="${y - 14}" r="6" fill="#ffffff"/><rect x="97" y="${y - 10}" width="6" height="4" fill="#ffffff"/>` +
      `<circle cx="98" cy="${y - 15}" r="1.5" fill="${INK}"/><circle cx="102" cy="${y - 15}" r="1.5" fill="${INK}"/></g>`
    );
  }
  const style = pickOne(r, ["cap", "beanie", "top", "party"] as const);
  const main = look.rainbow ? pickOne(r, RAINBOW) : pal.main;
  let drawing: string;
  switch (style) {
    case "cap":
      drawing =
        `<path d="M${100 - w + 4} ${y + 6} C${100 - w + 4} ${y - 28} ${100 + w - 4} ${y - 28} ${100 + w - 4} ${y + 6} Z" fill="${main}"/>` +
        `<path d="M${100 + w - 14} ${y + 2} Q${100 + w + 18} ${y - 2} ${100 + w + 22} ${y + 8} Q${100 + w} ${y + 10} ${100 + w - 14} ${y + 8} Z" fill="${shade(main, -0.25)}"/>` +
        `<circle cx="100" cy="${y - 21}" r="3.5" fill="${shade(main, -0.25)}"/>` +
        `<polygon points="${star(100, y - 6, 6, 2.6)}" fill="#ffffff"/>`;
      break;
    case "beanie":
      drawing =
        `<path d="M${100 - w + 2} ${y + 4} C${100 - w + 2} ${y - 30} ${100 + w - 2} ${y - 30} ${100 + w - 2} ${y + 4} Z" fill="${main}"/>` +
        `<rect x="${100 - w}" y="${y - 4}" width="${w * 2}" height="12" rx="6" fill="${shade(main, -0.2)}"/>` +
        `<circle cx="100" cy="${y - 26}" r="8" fill="${pal.accent}"/>`;
      break;
    case "top":
      drawing =
        `<ellipse cx="100" cy="${y + 2}" rx="${w + 4}" ry="7" fill="#111827"/>` +
        `<rect x="${100 - w * 0.62}" y="${y - 38}" width="${w * 1.24}" height="40" rx="4" fill="#1f2937"/>` +
        `<rect x="${100 - w * 0.62}" y="${y - 10}" width="${w * 1.24}" height="8" fill="${main}"/>`;
      break;
    case "party":
      drawing =
        `<path d="M${100 - w * 0.55} ${y + 4} L100 ${y - 44} L${100 + w * 0.55} ${y + 4} Z" fill="${main}"/>` +
        `<path d="M${100 - w * 0.36} ${y - 14} L${100 + w * 0.2} ${y - 2} M${100 - w * 0.18} ${y - 28} L${100 + w * 0.3} ${y - 18}" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>` +
        `<circle cx="100" cy="${y - 46}" r="6" fill="${pal.accent}"/>`;
      break;
  }
  return `<g data-accessory="hat" data-style="${style}">${drawing}</g>`;
}

function crown(look: Look, drawn: Drawn, onHat: boolean): string {
  const y = drawn.headTop + (onHat ? 4 : 0);
  const w = onHat ? 24 : 30;
  const gems = [pickOne(look.r, GEMS), pickOne(look.r, GEMS), pickOne(look.r, GEMS)];
  return (
    `<g data-accessory="crown">` +
    `<path d="M${100 - w} ${y} L${100 - w - 4} ${y - 26} L${100 - w * 0.45} ${y - 12} L100 ${y - 32} L${100 + w * 0.45} ${y - 12} L${100 + w + 4} ${y - 26} L${100 + w} ${y} Z" fill="#facc15" stroke="#b45309" stroke-width="1.8" stroke-linejoin="round"/>` +
    `<rect x="${100 - w}" y="${y - 6}" width="${w * 2}" height="7" fill="#fbbf24" stroke="#b45309" stroke-width="1.5"/>` +
    `<circle cx="${100 - w * 0.55}" cy="${y - 2.5}" r="2.6" fill="${gems[0]}"/><circle cx="100" cy="${y - 2.5}" r="3.2" fill="${gems[1]}"/>` +
    `<circle cx="${100 + w * 0.55}" cy="${y - 2.5}" r="2.6" fill="${gems[2]}"/>` +
    `<circle cx="100" cy="${y - 32}" r="3" fill="#ffffff"/><circle cx="${100 - w - 4}" cy="${y - 26}" r="2.4" fill="#ffffff"/><circle cx="${100 + w + 4}" cy="${y - 26}" r="2.4" fill="#ffffff"/>` +
    `</g>`
  );
}

function cape(look: Look, character: CharacterType): string {
  const colour =
    character === "superhero" ? (look.rainbow ? "#dc2626" : shade(look.pal.accent, -0.1)) : shade(look.pal.dark, 0.1);
  return (
    `<g data-accessory="cape">` +
    `<path d="M56 154 C34 166 14 186 6 200 L194 200 C186 186 166 166 144 154 Z" fill="${colour}"/>` +
    `<path d="M58 156 C44 170 34 186 30 200 L48 200 C50 184 56 170 66 160 Z" fill="${shade(colour, -0.25)}"/>` +
    `<path d="M142 156 C156 170 166 186 170 200 L152 200 C150 184 144 170 134 160 Z" fill="${shade(colour, -0.25)}"/>` +
    `</g>`
  );
}

function capeClasp(drawn: Drawn): string {
  const y = drawn.neckY + 4;
  return `<g data-part="cape-clasp"><circle cx="70" cy="${y}" r="5" fill="#facc15" stroke="#b45309" stroke-width="1.5"/><circle cx="130" cy="${y}" r="5" fill="#facc15" stroke="#b45309" stroke-width="1.5"/></g>`;
}

function bowTie(look: Look, drawn: Drawn): string {
  const y = drawn.neckY + 2;
  const colour = look.rainbow ? pickOne(look.r, RAINBOW) : pickOne(look.r, ["#dc2626", look.pal.accent, look.pal.dark]);
  const dotted = look.r() < 0.5;
  const dots = dotted
    ? `<circle cx="86" cy="${y - 2}" r="1.6" fill="#ffffff"/><circle cx="90" cy="${y + 4}" r="1.6" fill="#ffffff"/>` +
      `<circle cx="114" cy="${y - 2}" r="1.6" fill="#ffffff"/><circle cx="110" cy="${y + 4}" r="1.6" fill="#ffffff"/>`
    : "";
  return (
    `<g data-accessory="bow_tie">` +
    `<path d="M100 ${y} L80 ${y - 10} Q76 ${y} 80 ${y + 10} Z" fill="${colour}"/>` +
    `<path d="M100 ${y} L120 ${y - 10} Q124 ${y} 120 ${y + 10} Z" fill="${colour}"/>` +
    dots +
    `<rect x="95" y="${y - 5}" width="10" height="10" rx="3" fill="${shade(colour, -0.25)}"/>` +
    `</g>`
  );
}

function necklace(look: Look, drawn: Drawn, below: boolean): string {
  const y = drawn.neckY + (below ? 10 : 2);
  const beads: string[] = [];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    const x = 74 + 52 * t;
    const by = y + 16 * Math.sin(Math.PI * t);
    beads.push(
      `<circle cx="${n(x)}" cy="${n(by)}" r="2.6" fill="${i % 2 ? "#ffffff" : "#fde68a"}" stroke="#d4d4d8" stroke-width="0.6"/>`,
    );
  }
  const pendantStyle = pickOne(look.r, ["heart", "star", "gem"] as const);
  const colour = pickOne(look.r, GEMS);
  const py = y + 24;
  const pendant =
    pendantStyle === "heart"
      ? `<path d="${heart(100, py, 8)}" fill="${colour}" stroke="#ffffff" stroke-width="1.2"/>`
      : pendantStyle === "star"
        ? `<polygon points="${star(100, py, 8, 3.6)}" fill="#facc15" stroke="#b45309" stroke-width="1"/>`
        : `<path d="M100 ${py - 8} L107 ${py} L100 ${py + 8} L93 ${py} Z" fill="${colour}" stroke="#ffffff" stroke-width="1.2"/>`;
  return `<g data-accessory="necklace">${beads.join("")}${pendant}</g>`;
}

// ---------------------------------------------------------------- the painter

/**
 * Paints an avatar as an SVG document: the chosen character, hair colour,
 * accessories and colour theme, with everything else (face, expression, hair
 * style, skin tone, background pattern, details) drawn from `random`, so that
 * each generation differs and the same source gives the same picture. The
 * document is made only of shapes and gradients from fixed tables: no text,
 * no script, no link and nothing from outside.
 */
export function paintAvatar(recipe: AvatarRecipe, random: Random): string {
  const has = (accessory: Accessory) => recipe.accessories.includes(accessory);
  const character = recipe.character_type;
  const theme = recipe.color_theme;
  const rainbow = theme === "rainbow";
  const pal: Palette =
    theme === "rainbow"
      ? { bg1: "#fef3c7", bg2: "#ddd6fe", main: pickOne(random, RAINBOW), dark: "#4c1d95", accent: "#facc15" }
      : PALETTES[theme];
  const human = !["robot", "dragon", "alien"].includes(character);
  const hairColour = recipe.hair_color
    ? HAIR_SWATCHES[recipe.hair_color]
    : human
      ? HAIR_SWATCHES[pickOne(random, NATURAL_HAIR)]
      : null;
  const styles: HairStyle[] =
    character === "princess"
      ? ["long", "bun", "pigtails", "curly"]
      : character === "pirate" || character === "wizard"
        ? ["long", "curly", "short", "spiky"]
        : ["short", "spiky", "curly", "long", "bun", "pigtails", "quiff"];
  const look: Look = {
    id: `av${randomInt(random, 100_000, 999_999)}`,
    pal,
    rainbow,
    has,
    hair: hairColour,
    hairStyle: pickOne(random, styles),
    skin: pickOne(random, SKIN),
    eyes: pickOne<EyeStyle>(random, ["round", "sparkle", "happy", "wink", "dot"]),
    eyeColour: pickOne(random, EYE_COLOURS),
    mouth: pickOne<MouthStyle>(random, ["smile", "grin", "teeth", "tongue", "smirk"]),
    blush: random() < 0.7,
    freckles: random() < 0.3,
    r: random,
  };

  const drawn = CHARACTERS[character](look);
  const wearsHat = has("hat");
  const wearsCrown = has("crown");
  const overHead = drawn.keepsHeadwear
    ? drawn.headwear + (wearsCrown ? crown(look, drawn, true) : "")
    : (wearsHat ? hat(look, character, drawn) : "") +
      (wearsCrown ? crown(look, drawn, wearsHat) : "") +
      (!wearsHat && !wearsCrown ? drawn.headwear : "");
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="512" height="512" data-character="${character}" data-theme="${recipe.color_theme}"${recipe.hair_color ? ` data-hair="${recipe.hair_color}"` : ""}>`,
    defs(look),
    background(look),
    has("cape") ? cape(look, character) : "",
    drawn.back,
    `<g data-part="body">${drawn.body}</g>`,
    has("necklace") ? necklace(look, drawn, has("bow_tie")) : "",
    has("bow_tie") ? bowTie(look, drawn) : "",
    has("cape") ? capeClasp(drawn) : "",
    `<g data-part="head">${drawn.head}</g>`,
    has("glasses") ? glasses(look, character) : "",
    drawn.over,
    overHead,
    `</svg>`,
  ];
  return parts.join("");
}
