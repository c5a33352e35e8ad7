import { z } from "zod";
import { defineEndpoint, okSchema } from "./endpoint";
import { childNameField, difficultyField, idField, pinField, requiredEmailField, textField } from "./fields";
import { messages } from "../messages";
import { ACCESS_SETTINGS, type AccessSetting } from "../access-settings";
import { FOCUS_TABLE_MAX, FOCUS_TABLE_MIN } from "../constants";
import { TIME_ALLOWANCES } from "../game/time-allowance";

const avatarSchema = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("generated"), url: z.string() }),
    z.object({ type: z.literal("placeholder") }),
  ])
  .nullable();
/**
 * An avatar chosen for a child (docs/product/gameplay.md#avatars): one of the child's stored
 * generated avatars, by its address, or the placeholder.
 */
export const avatarChoiceSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("generated"), url: textField({ max: 500 }) }),
  z.object({ type: z.literal("placeholder") }),
]);
export type AvatarChoice = z.infer<typeof avatarChoiceSchema>;

/** The parent's access settings for the child's play (shared/access-settings.ts); those never set are off. */
export const accessSettingsSchema = z.object(
  Object.fromEntries(ACCESS_SETTINGS.map((name) => [name, z.boolean().default(false)])) as Record<
    AccessSetting,
    z.ZodDefault<z.ZodBoolean>
  >,
);

/** A child as the parent sees it. The PIN is never shown back. */
export const childSchema = z.object({
  id: z.string(),
  name: z.string(),
  parent_id: z.string(),
  parent_user_id: z.string(),
  parent_email: z.string(),
  difficulty_level: difficultyField,
  avatar: avatarSchema,
  access_settings: accessSettingsSchema,
  /** More time: the clock the child's games are played on (shared/game/time-allowance.ts). */
  time_allowance: z.enum(TIME_ALLOWANCES),
  /** Times tables the parent chose for Smart Practice and the coach to focus on, in order. */
  focus_tables: z.array(z.number().int()),
  created_at: z.string(),
  has_streak_shield: z.boolean(),
  streak_shield_expires_at: z.string().nullable(),
  streak_shield_uses_count: z.number().int(),
  streak_shield_count: z.number().int(),
  streak_shield_last_earned: z.string().nullable(),
  times_table_tower_daily_wins: z.number().int(),
  times_table_tower_last_win_date: z.string().nullable(),
});
export type Child = z.infer<typeof childSchema>;

/** What a child session knows about its child (child_data). */
export const childDataSchema = childSchema.pick({
  id: true,
  name: true,
  difficulty_level: true,
  parent_id: true,
  parent_user_id: true,
  parent_email: true,
  avatar: true,
  access_settings: true,
  time_allowance: true,
});
export type ChildData = z.infer<typeof childDataSchema>;

const childParams = z.object({ childId: idField });

export const listChildren = defineEndpoint({
  method: "GET",
  path: "/api/children",
  access: "parent",
  summary: "The parent's children, oldest profile first",
  response: z.object({ children: z.array(childSchema) }),
});

export const createChild = defineEndpoint({
  method: "POST",
  path: "/api/children",
  access: "parent",
  summary: "Add a child profile (at most 5 per parent)",
  status: 201,
  signedOutMessage: messages.userNotAuthenticated,
  body: z.object({ name: childNameField, pin: pinField }),
  response: childSchema,
});

export const updateChild = defineEndpoint({
  method: "PATCH",
  path: "/api/children/:childId",
  access: "parent",
  summary:
    "Change a child's name, PIN, difficulty, avatar, focus tables, access settings or more time (those given; the others stay)",
  params: childParams,
  body: z
    .object({
      name: childNameField.optional(),
      pin: pinField.optional(),
      difficulty_level: difficultyField.optional(),
      avatar: avatarChoiceSchema.optional(),
      access_settings: z
        .object(Object.fromEntries(ACCESS_SETTINGS.map((name) => [name, z.boolean().optional()])))
        .strict()
        .optional(),
      time_allowance: z.enum(TIME_ALLOWANCES).optional(),
      focus_tables: z
        .array(z.number().int().min(FOCUS_TABLE_MIN).max(FOCUS_TABLE_MAX))
        .max(FOCUS_TABLE_MAX - FOCUS_TABLE_MIN + 1)
        .optional(),
    })
    .refine((b) => Object.keys(b).length > 0, { message: "Nothing to change" }),
  response: childSchema,
});

export const deleteChild = defineEndpoint({
  method: "DELETE",
  path: "/api/children/:childId",
  access: "parent",
  summary: "Delete a child profile and everything it owns",
  params: childParams,
  response: okSchema,
});

const counterStateSchema = z.object({
  failures: z.number().int(),
  locked_until: z.string().nullable(),
  disabled: z.boolean(),
});

export const pinSignInStatus = defineEndpoint({
  method: "GET",
  path: "/api/family/pin-sign-in",
  access: "parent",
  summary: "Whether children's PIN sign-in is slowed or turned off, per kind of browser",
  response: z.object({ trusted: counterStateSchema, other: counterStateSchema }),
});

export const enablePinSignIn = defineEndpoint({
  method: "POST",
  path: "/api/family/pin-sign-in/enable",
  access: "parent",
  summary: "Turn children's PIN sign-in back on and clear the failure counters",
  response: okSchema,
});

export const childLogin = defineEndpoint({
  method: "POST",
  path: "/api/child/login",
  access: "public",
  summary: "Sign a child in with the parent's email and the child's PIN",
  rateLimit: { max: 60, windowMs: 60_000 },
  body: z.object({
    parent_email: requiredEmailField(messages.allFieldsRequired),
    child_pin: textField({ max: 100, error: messages.allFieldsRequired, tooLong: messages.pinFourDigits })
      .trim()
      .min(1, messages.allFieldsRequired)
      .pipe(pinField),
  }),
  response: z.object({ token: z.string(), expires_at: z.string(), child_data: childDataSchema }),
});

export const childLogout = defineEndpoint({
  method: "POST",
  path: "/api/child/logout",
  access: "child",
  summary: "End this child session",
  response: okSchema,
});

export const childMe = defineEndpoint({
  method: "GET",
  path: "/api/child/me",
  access: "child",
  summary: "The signed-in child; validates the child session",
  response: z.object({ child_data: childDataSchema, expires_at: z.string() }),
});

export const getChild = defineEndpoint({
  method: "GET",
  path: "/api/children/:childId",
  access: "player",
  summary: "One child, for the child themself or their parent",
  params: childParams,
  response: childSchema,
});
