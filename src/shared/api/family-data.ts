import { z } from "zod";
import { messages, productMessages } from "../messages";
import { defineEndpoint, okSchema } from "./endpoint";
import { gameSessionSchema, savedQuestionSchema } from "./play";
import { parentDataSchema } from "./accounts";
import { childSchema } from "./children";
import { textField } from "./fields";

/** Rows of the tables beside the main ones, as stored (snake_case names, times in ISO 8601, no secrets). */
const rows = z.array(z.record(z.string(), z.json()));

const question = savedQuestionSchema.shape;

/**
 * The fields of each question of an exported game, in the order its row
 * gives them: a year of games holds hundreds of thousands of questions, and
 * a row of values is a quarter of the size of an object that names each.
 */
export const EXPORT_QUESTION_FIELDS = [
  "position",
  "question_type",
  "operand1",
  "operand2",
  "correct_answer",
  "user_answer",
  "is_correct",
  "response_time_ms",
  "traffic_light",
  "missing_type",
  "operator_answer",
  "user_operator_answer",
] as const satisfies readonly (keyof typeof question)[];
export type ExportQuestionField = (typeof EXPORT_QUESTION_FIELDS)[number];

/** One question of an exported game: its values in the order of `EXPORT_QUESTION_FIELDS`. */
export const exportedQuestionSchema = z.tuple([
  question.position,
  question.question_type,
  question.operand1,
  question.operand2,
  question.correct_answer,
  question.user_answer,
  question.is_correct,
  question.response_time_ms,
  question.traffic_light,
  question.missing_type,
  question.operator_answer,
  question.user_operator_answer,
]);

/**
 * Everything stored about a family, as the privacy policy promises: the
 * parent (no password hash), the children (no PIN hashes), every game with its
 * questions (each a row of values, named once by `question_fields`), and each
 * table that holds something of theirs. Version 2: version 1 named every
 * question's fields in each question.
 */
export const familyExportSchema = z.object({
  format: z.literal("maths-sprint-family-export"),
  version: z.literal(2),
  exported_at: z.string(),
  parent: parentDataSchema.omit({ id: true, user_id: true }).extend({
    account_created_at: z.string(),
    password_changed_at: z.string(),
    /** Whether the weekly report email is on. */
    weekly_report: z.boolean(),
  }),
  // The child as the parent sees it, without the parent's own ids repeated in each.
  children: z.array(childSchema.omit({ parent_id: true, parent_user_id: true, parent_email: true })),
  /** The names of the values in each game's question rows. */
  question_fields: z.array(z.enum(EXPORT_QUESTION_FIELDS)),
  games: z.array(gameSessionSchema.extend({ questions: z.array(exportedQuestionSchema) })),
  badges: rows,
  missions: rows,
  rewards: rows,
  challenges: rows,
  challenge_notification_dismissals: rows,
  streak_shield_days: rows,
  weekly_wins: rows,
  /** What each week's report email said (its summary), and when it was sent. */
  weekly_reports: rows,
  quiz_results: rows,
  ai_feedback: rows,
  /** When the family asked for AI feedback: the hourly allowance's count, which outlives a deleted child. */
  ai_feedback_requests: rows,
  avatars: rows,
  avatar_generations: rows,
  support_requests: rows,
  testimonials: rows,
  subscriptions: rows,
  referrals: rows,
  trusted_devices: rows,
  sign_in_sessions: rows,
  child_sign_in_sessions: rows,
  sign_in_throttles: rows,
  files: rows,
  emails: rows,
});
export type FamilyExport = z.infer<typeof familyExportSchema>;

export const exportFamilyData = defineEndpoint({
  method: "GET",
  path: "/api/account/export",
  access: "parent",
  summary: "Everything stored about the signed-in parent's family, as one JSON document",
  rateLimit: { max: 10, windowMs: 60 * 60_000 },
  response: familyExportSchema,
});

export const accountDeletionStatus = defineEndpoint({
  method: "GET",
  path: "/api/account/deletion",
  access: "parent",
  summary: "Whether the account can be deleted now, or what blocks it (a subscription) and until when",
  response: z.object({
    blocked: z
      .object({
        reason: z.enum(["subscription_active", "subscription_ending"]),
        until: z.string().nullable(),
        message: z.string(),
      })
      .nullable(),
  }),
});

/** The word the parent types to confirm, in any case. */
const DELETE_CONFIRMATION_WORD = "delete";

export const deleteAccount = defineEndpoint({
  method: "POST",
  path: "/api/account/deactivate",
  access: "parent",
  signedOutMessage: messages.mustBeLoggedInToDeactivate,
  summary: "Delete the family's account and everything it holds; ends every session",
  body: z.object({
    confirmation: textField({ max: 100, error: productMessages.typeDeleteToConfirm })
      .trim()
      .refine((typed) => typed.toLowerCase() === DELETE_CONFIRMATION_WORD, productMessages.typeDeleteToConfirm),
  }),
  response: okSchema,
});
