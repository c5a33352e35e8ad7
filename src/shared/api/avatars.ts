import { z } from "zod";
import { ACCESSORIES, CHARACTER_TYPES, COLOR_THEMES, HAIR_COLORS } from "../avatars/avatar-options";
import { OUTPUT_SOURCES } from "../constants";
import { messages } from "../messages";
import { avatarChoiceSchema, childDataSchema } from "./children";
import { defineEndpoint, okSchema } from "./endpoint";
import { idField } from "./fields";

/** What the generator sends (docs/product/gameplay.md#avatars): a character type and a colour theme are required. */
export const avatarOptionsSchema = z.object({
  character_type: z.enum(CHARACTER_TYPES, { error: messages.selectTypeAndTheme }),
  hair_color: z.enum(HAIR_COLORS).nullable().default(null),
  accessories: z
    .array(z.enum(ACCESSORIES))
    .max(ACCESSORIES.length)
    .refine((list) => new Set(list).size === list.length, "Each accessory can be chosen once")
    .default([]),
  color_theme: z.enum(COLOR_THEMES, { error: messages.selectTypeAndTheme }),
});
export type AvatarOptions = z.infer<typeof avatarOptionsSchema>;

/** A stored generated avatar (with the options it was made from, docs/product/gameplay.md#avatars). */
export const generatedAvatarSchema = z.object({
  id: z.string(),
  child_id: z.string(),
  user_id: z.string(),
  image_url: z.string(),
  character_type: z.enum(CHARACTER_TYPES),
  color_theme: z.enum(COLOR_THEMES),
  hair_color: z.enum(HAIR_COLORS).nullable(),
  accessories: z.array(z.enum(ACCESSORIES)),
  /** What made the picture: the built-in painter, or the configured image model. */
  source: z.enum(OUTPUT_SOURCES),
  created_at: z.string(),
});
export type GeneratedAvatar = z.infer<typeof generatedAvatarSchema>;

/** How much of the child's allowance is used (docs/product/gameplay.md#avatars, limits). */
export const avatarUsageSchema = z.object({
  total_avatars: z.number().int(),
  monthly_generations: z.number().int(),
  can_generate: z.boolean(),
  can_store: z.boolean(),
});
export type AvatarUsage = z.infer<typeof avatarUsageSchema>;

const childParams = z.object({ childId: idField });

export const listAvatars = defineEndpoint({
  method: "GET",
  path: "/api/children/:childId/avatars",
  access: "player",
  summary: "The child's stored avatars, newest first, for the child or their parent",
  params: childParams,
  response: z.object({ avatars: z.array(generatedAvatarSchema) }),
});

export const avatarUsage = defineEndpoint({
  method: "GET",
  path: "/api/children/:childId/avatars/usage",
  access: "player",
  summary: "Stored avatars and this calendar month's generations of the child, and whether another may be made",
  params: childParams,
  response: avatarUsageSchema,
});

export const generateAvatar = defineEndpoint({
  method: "POST",
  path: "/api/children/:childId/avatars",
  access: "player",
  summary:
    "Make and store a new avatar from the chosen options (at most 3 stored and 12 made a calendar month per child)",
  status: 201,
  rateLimit: { max: 30, windowMs: 60_000 },
  params: childParams,
  body: avatarOptionsSchema,
  response: z.object({ avatar: generatedAvatarSchema }),
});

export const deleteAvatar = defineEndpoint({
  method: "DELETE",
  path: "/api/children/:childId/avatars/:avatarId",
  access: "player",
  summary: "Delete a stored avatar and its picture; a child wearing it goes back to the placeholder",
  params: z.object({ childId: idField, avatarId: idField }),
  response: okSchema,
});

export const saveMyAvatar = defineEndpoint({
  method: "PUT",
  path: "/api/child/avatar",
  access: "child",
  summary: "The signed-in child wears one of their stored avatars, or the placeholder",
  body: z.object({ avatar: avatarChoiceSchema }),
  response: z.object({ child_data: childDataSchema }),
});
