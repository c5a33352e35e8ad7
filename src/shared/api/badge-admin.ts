import { z } from "zod";
import { BADGE_DESCRIPTION_MAX_LENGTH, BADGE_IMAGE_MAX_BYTES, BADGE_NAME_MAX_LENGTH } from "../constants";
import { triggerRuleSchema } from "../engagement/trigger-rule";
import { messages } from "../messages";
import { badgeSummarySchema } from "./badges";
import { defineEndpoint, rawBytes } from "./endpoint";
import { idField, textField } from "./fields";

/** A badge as its managers see it: with its rule, whether it is active, and when it was made. */
export const adminBadgeSchema = badgeSummarySchema.extend({
  is_active: z.boolean(),
  trigger_rule: triggerRuleSchema,
  created_at: z.string(),
});
export type AdminBadge = z.infer<typeof adminBadgeSchema>;

const required = (max: number) =>
  textField({ max, error: messages.fillAllRequiredFields }).trim().min(1, messages.fillAllRequiredFields);

export const listAllBadges = defineEndpoint({
  method: "GET",
  path: "/api/admin/badges",
  access: "admin",
  summary: "Every badge, active or not, oldest first (admin parents only)",
  response: z.object({ badges: z.array(adminBadgeSchema) }),
});

export const createBadge = defineEndpoint({
  method: "POST",
  path: "/api/admin/badges",
  access: "admin",
  summary: "Create an active badge with its trigger rule (admin parents only); children can earn it from then on",
  status: 201,
  body: z.object({
    name: required(BADGE_NAME_MAX_LENGTH),
    description: required(BADGE_DESCRIPTION_MAX_LENGTH),
    trigger_rule: triggerRuleSchema,
  }),
  response: z.object({ badge: adminBadgeSchema }),
});

export const uploadBadgeImage = defineEndpoint({
  method: "PUT",
  path: "/api/admin/badges/:badgeId/image",
  // Any parent reaches it, so that the admin refusal (403) is the answer for one who is not an admin.
  access: "parent",
  summary:
    "Set a badge's image from the file's bytes: PNG, JPEG or WebP, decided from its content, under 2 MB (admin parents only)",
  params: z.object({ badgeId: idField }),
  rawBody: { maxBytes: BADGE_IMAGE_MAX_BYTES, tooLarge: messages.imageTooLarge },
  body: rawBytes,
  response: z.object({ badge: adminBadgeSchema }),
});
