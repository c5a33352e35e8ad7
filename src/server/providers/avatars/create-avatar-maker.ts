import type { Logger } from "pino";
import { AVATAR_IMAGE_MAX_BYTES, AVATAR_IMAGE_MAX_SIDE, AVATAR_IMAGE_TIMEOUT_MS } from "../../../shared/constants";
import { imageDimensions } from "../../../shared/files/image-dimensions";
import { sniffImage } from "../../../shared/files/sniff-image";
import type { AiConfig } from "../ai/ai-config";
import type { AvatarMaker } from "./avatar-maker";
import { avatarPrompt } from "./avatar-prompt";
import { createOpenAiCompatibleImages, type ImageModel } from "./openai-compatible-images";
import { createPainterAvatarMaker } from "./painter-avatar-maker";

/**
 * Asks the image model first; a failure of any kind (no answer in time, an
 * error status, a reply that is not a PNG, JPEG or WebP, or one whose header
 * declares more than AVATAR_IMAGE_MAX_SIDE pixels either way) is logged and the
 * painter draws the avatar instead, so that a generation never fails for it.
 */
export function withImageModel(image: ImageModel, painter: AvatarMaker, log: Logger): AvatarMaker {
  return {
    async make(recipe) {
      try {
        const bytes = await image.generate(avatarPrompt(recipe));
        const kind = sniffImage(bytes);
        if (!kind) throw new Error("The image model's picture is not a PNG, JPEG or WebP");
        const size = imageDimensions(bytes, kind);
        if (!size || size.width > AVATAR_IMAGE_MAX_SIDE || size.height > AVATAR_IMAGE_MAX_SIDE) {
          throw new Error("The image model's picture declares no size, or more pixels than an avatar needs");
        }
        return { bytes, contentType: kind.contentType, ext: kind.ext, source: "ai" };
      } catch (error) {
        log.warn({ err: error }, "The image model gave no avatar; the built-in painter draws it");
        return painter.make(recipe);
      }
    },
  };
}

/** The avatar maker chosen by configuration: the image model (AI_IMAGE_MODEL) with the painter behind it, or the painter. */
export function createAvatarMaker(config: { aiImage: AiConfig | undefined }, log: Logger): AvatarMaker {
  const painter = createPainterAvatarMaker();
  if (!config.aiImage) return painter;
  const image = createOpenAiCompatibleImages({
    ...config.aiImage,
    timeoutMs: AVATAR_IMAGE_TIMEOUT_MS,
    maxBytes: AVATAR_IMAGE_MAX_BYTES,
  });
  return withImageModel(image, painter, log);
}
