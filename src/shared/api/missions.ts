import { z } from "zod";
import { MISSION_MODES, MISSION_TABLES } from "../engagement/mission-presets";
import { GAME_MODES, QUESTION_TYPES } from "../game/modes";
import { messages, productMessages } from "../messages";
import { defineEndpoint } from "./endpoint";
import { idField, textField } from "./fields";

const int = z.number().int();

export const MISSION_TITLE_MAX = 80;
export const MISSION_DESCRIPTION_MAX = 500;
const MISSION_REWARD_TEXT_MAX = 200;
export const MISSION_FOCUS_MAX = 80;

const REWARD_TYPES = ["custom_text", "digital_sticker"] as const;
export const MISSION_QUESTION_TYPES = ["all", ...QUESTION_TYPES] as const;
const MISSION_STATUSES = ["active", "completed", "archived"] as const;

export const stickerSchema = z.object({
  id: z.string(),
  name: z.string(),
  asset_url: z.string(),
  is_premium: z.boolean(),
});
export type Sticker = z.infer<typeof stickerSchema>;

/** A mission's reward: the parent's own words, or a digital sticker. */
const rewardSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("custom_text"), text: z.string() }),
  z.object({ type: z.literal("digital_sticker"), sticker: stickerSchema.omit({ is_premium: true }) }),
]);

export const missionSchema = z.object({
  id: z.string(),
  child_id: z.string(),
  challenge_name: z.string(),
  challenge_description: z.string(),
  game_mode_target: z.enum(GAME_MODES),
  score_target: int.nullable(),
  /** The mode's time limit in seconds; null for modes that are not timed. */
  duration_target: int.nullable(),
  question_type_target: z.enum(MISSION_QUESTION_TYPES),
  specific_operand_target: z.object({ tables: z.array(int) }).nullable(),
  reward: rewardSchema,
  ai_suggested: z.boolean(),
  focus_area: z.string().nullable(),
  status: z.enum(MISSION_STATUSES),
  activated_at: z.string(),
  completed_at: z.string().nullable(),
  session_id: z.string().nullable(),
  created_at: z.string(),
});
export type Mission = z.infer<typeof missionSchema>;

/**
 * A mission as Coach Mode sends it (docs/product/gameplay.md#missions): a game mode; an
 * optional whole-number target of at least 1; a question type and times
 * tables; the reward's text or sticker. The title falls back to the mode's
 * name plus " Mission" and the time limit comes from the mode, on the server.
 * Whether the mode can ask that type, those tables and that target at the
 * child's level is the server's check (`missionProblems`, 422
 * `mission_impossible`), since it depends on the child.
 */
export const sendMissionBodySchema = z
  .object({
    game_mode_target: z.enum(MISSION_MODES, { error: productMessages.chooseGameMode }),
    challenge_name: textField({ max: MISSION_TITLE_MAX }).trim().default(""),
    challenge_description: textField({ max: MISSION_DESCRIPTION_MAX, multiline: true }).trim().default(""),
    score_target: z
      .number({ error: productMessages.missionTargetWhole })
      .int(productMessages.missionTargetWhole)
      .min(1, productMessages.missionTargetWhole)
      .max(10_000, productMessages.missionTargetWhole)
      .nullable()
      .default(null),
    question_type_target: z.enum(MISSION_QUESTION_TYPES).default("all"),
    tables: z
      .array(z.union(MISSION_TABLES.map((t) => z.literal(t))))
      .max(MISSION_TABLES.length)
      .default([]),
    reward_type: z.enum(REWARD_TYPES),
    reward_text: textField({ max: MISSION_REWARD_TEXT_MAX }).trim().default(""),
    digital_reward_id: idField.nullable().default(null),
    ai_suggested: z.boolean().default(false),
    focus_area: textField({ max: MISSION_FOCUS_MAX }).trim().nullable().default(null),
  })
  .superRefine((body, ctx) => {
    if (body.reward_type === "custom_text" && body.reward_text === "") {
      ctx.addIssue({ code: "custom", path: ["reward_text"], message: messages.enterCustomReward });
    }
    if (body.reward_type === "digital_sticker" && body.digital_reward_id === null) {
      ctx.addIssue({ code: "custom", path: ["digital_reward_id"], message: messages.selectSticker });
    }
  });
export type SendMissionBody = z.output<typeof sendMissionBodySchema>;

const childParams = z.object({ childId: idField });

export const listStickers = defineEndpoint({
  method: "GET",
  path: "/api/stickers",
  access: "parent",
  summary: "The digital stickers a parent can give as a reward (premium ones only to a family with Premium)",
  response: z.object({ stickers: z.array(stickerSchema) }),
});

export const familyMissions = defineEndpoint({
  method: "GET",
  path: "/api/family/missions",
  access: "parent",
  summary: "The active mission of each of the parent's children",
  response: z.object({ missions: z.array(missionSchema) }),
});

export const activeMission = defineEndpoint({
  method: "GET",
  path: "/api/children/:childId/mission",
  access: "player",
  summary: "The child's active mission, if any (the child itself or its parent)",
  params: childParams,
  response: z.object({ mission: missionSchema.nullable() }),
});

export const sendMission = defineEndpoint({
  method: "POST",
  path: "/api/children/:childId/missions",
  access: "parent",
  summary: "Sets a child a mission; a child has one active mission at a time (409 mission_active)",
  params: childParams,
  body: sendMissionBodySchema,
  response: z.object({ mission: missionSchema }),
  status: 201,
});

export const archiveMission = defineEndpoint({
  method: "POST",
  path: "/api/missions/:missionId/archive",
  access: "parent",
  summary:
    "Clears a child's active mission (archives it); an archived or completed mission stays as it is. Answers the mission as it now stands",
  params: z.object({ missionId: idField }),
  response: z.object({ mission: missionSchema }),
});

export const weeklyWinsSchema = z.object({
  child_id: z.string(),
  child_name: z.string(),
  achievements: z.array(z.string()),
  improvement_areas: z.array(z.string()),
  streak_info: z.object({ current_streak: int, has_shield: z.boolean() }),
});
export type WeeklyWinsView = z.infer<typeof weeklyWinsSchema>;

export const weeklyWins = defineEndpoint({
  method: "GET",
  path: "/api/children/:childId/weekly-wins",
  access: "parent",
  summary: "The child's wins and areas to practise over the last 7 days (empty lists when they cannot be worked out)",
  params: childParams,
  response: weeklyWinsSchema,
});

export const suggestionSchema = z.object({
  game_mode_target: z.enum(MISSION_MODES),
  focus_area: z.string(),
  challenge_name: z.string(),
  challenge_description: z.string(),
  score_target: int.nullable(),
  question_type_target: z.enum(MISSION_QUESTION_TYPES),
  tables: z.array(int),
  /** Who made it: the built-in coach, or the configured AI model. */
  source: z.enum(["coach", "ai"]),
});
export type MissionSuggestionView = z.infer<typeof suggestionSchema>;

export const missionSuggestion = defineEndpoint({
  method: "POST",
  path: "/api/children/:childId/mission-suggestion",
  access: "parent",
  summary: "A mission suggested from the child's own history (the built-in coach, or an AI model when configured)",
  params: childParams,
  response: z.object({ suggestion: suggestionSchema }),
  rateLimit: { max: 30, windowMs: 60_000 },
});
