import type { AvatarRecipe } from "./paint-avatar";
import type { OutputSource } from "../../../shared/constants";

/** A picture of an avatar, and the type its bytes were found to be. */
export interface AvatarPicture {
  bytes: Uint8Array;
  contentType: "image/svg+xml" | "image/png" | "image/jpeg" | "image/webp";
  /** The file name's ending for it. */
  ext: string;
  /** What made it: the built-in painter, or the image model. */
  source: OutputSource;
}

/**
 * Makes an avatar's picture from the options a child chose, and nothing else
 * (no name, email or id). The built-in painter always answers; an image model,
 * when one is configured, is asked first.
 */
export interface AvatarMaker {
  make(recipe: AvatarRecipe): Promise<AvatarPicture>;
}
