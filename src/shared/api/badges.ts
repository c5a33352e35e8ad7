import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { idField } from "./fields";

/** A badge as every screen shows it (a badge progress entry's `badge`). */
export const badgeSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Null when the badge has no image: the screens show a placeholder. */
  image_url: z.string().nullable(),
});
export type BadgeSummary = z.infer<typeof badgeSummarySchema>;

/** A badge's progress, as the awards dialog shows it (docs/product/gameplay.md#badges). */
export const badgeProgressSchema = z.object({
  badge: badgeSummarySchema,
  earned: z.boolean(),
  /** ISO instant the badge was awarded; null while locked. */
  earned_at: z.string().nullable(),
  /** Per cent towards a locked badge (0-99); 100 once earned. */
  progress: z.number().int().min(0).max(100),
});
export type BadgeProgress = z.infer<typeof badgeProgressSchema>;

export const childBadges = defineEndpoint({
  method: "GET",
  path: "/api/children/:childId/badges",
  access: "player",
  summary: "Every active badge with whether the child has earned it (and when) or how near they are, in per cent",
  params: z.object({ childId: idField }),
  response: z.object({ badges: z.array(badgeProgressSchema) }),
});

/** A mission's reward, once unlocked (docs/product/gameplay.md#missions). */
export const unlockedRewardSchema = z.object({
  id: z.string(),
  unlocked_at: z.string(),
  digital_reward: z.object({ name: z.string(), asset_url: z.string() }).nullable(),
  parent_challenge: z.object({
    challenge_name: z.string(),
    reward_details: z.object({ text: z.string().optional() }),
  }),
});
export type UnlockedReward = z.infer<typeof unlockedRewardSchema>;

export const childRewards = defineEndpoint({
  method: "GET",
  path: "/api/children/:childId/rewards",
  access: "player",
  summary: "The rewards the child has unlocked by completing their parent's missions, newest first",
  params: z.object({ childId: idField }),
  response: z.object({ rewards: z.array(unlockedRewardSchema) }),
});
