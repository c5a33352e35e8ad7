import type { z } from "zod";
import { generateAvatar } from "../api/avatars";
import { BODY, bodyOf, type FormDefinition } from "./form-check";

const avatarBody = bodyOf(generateAvatar);
type AvatarBody = z.input<typeof avatarBody>;

/** The generator's choices: each null until made (hair colour may stay so), and the accessories chosen. */
export type AvatarFormValues = {
  character_type: AvatarBody["character_type"] | null;
  hair_color: NonNullable<AvatarBody["hair_color"]> | null;
  accessories: NonNullable<AvatarBody["accessories"]>;
  color_theme: AvatarBody["color_theme"] | null;
};

/** The avatar generator (docs/product/gameplay.md#avatars): its checks are the generation's own schema. */
export const avatarForm: FormDefinition<AvatarFormValues, typeof avatarBody> = {
  schema: avatarBody,
  toBody: (choices) => choices,
  steps: [BODY],
};
