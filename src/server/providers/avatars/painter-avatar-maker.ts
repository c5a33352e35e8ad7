import { randomInt } from "node:crypto";
import { paintAvatar } from "./paint-avatar";
import { mulberry32 } from "../../../shared/game/random";
import type { AvatarMaker } from "./avatar-maker";

/** The built-in painter (paint-avatar.ts), with a fresh random seed for each picture. */
export function createPainterAvatarMaker(seed: () => number = () => randomInt(0, 2 ** 32)): AvatarMaker {
  return {
    make: (recipe) =>
      Promise.resolve({
        bytes: new TextEncoder().encode(paintAvatar(recipe, mulberry32(seed()))),
        contentType: "image/svg+xml",
        ext: "svg",
        source: "built_in",
      }),
  };
}
