import { z } from "zod";
import { DIFFICULTY_LEVELS } from "../constants";
import { difficultyField } from "./fields";
import { challengeOutcomeSchema } from "./challenges";
import { GAME_MODES, MISSING_TYPES, OPERATORS, QUESTION_TYPES } from "../game/modes";
import { TIME_ALLOWANCES } from "../game/time-allowance";
import { badgeSummarySchema } from "./badges";
import { defineEndpoint } from "./endpoint";
import { idField } from "./fields";
import { missionSchema } from "./missions";

const int = z.number().int();

/** One answered question as the client sends it; the server recomputes correctness. */
export const answeredQuestionSchema = z.object({
  question_type: z.enum(QUESTION_TYPES),
  operand1: int.min(-10_000).max(10_000),
  operand2: int.min(-10_000).max(10_000),
  operator: z.enum(OPERATORS).optional(),
  missing_type: z.enum(MISSING_TYPES).optional(),
  user_answer: int.min(-99_999).max(99_999).nullable(),
  user_operator_answer: z.enum(OPERATORS).nullable().optional(),
  response_time_ms: int.min(0).max(3_600_000),
});

export const saveGameBodySchema = z.object({
  /** Made by the client once per finished game; a repeat returns the first result. */
  client_id: z.uuid(),
  /** The child played for; null when a parent plays as themself. */
  child_id: idField.nullable(),
  mode: z.enum(GAME_MODES),
  difficulty_level: z.enum(DIFFICULTY_LEVELS),
  duration_seconds: int.min(0).max(3_600),
  /** The clock the game was played on (more time); the standard one when not given. */
  time_allowance: z.enum(TIME_ALLOWANCES).optional(),
  challenge_id: idField.optional(),
  questions: z.array(answeredQuestionSchema).max(300),
});
export type SaveGameBody = z.infer<typeof saveGameBodySchema>;

export const savedQuestionSchema = z.object({
  position: int,
  question_type: z.enum(QUESTION_TYPES),
  operand1: int,
  operand2: int,
  correct_answer: int,
  user_answer: int.nullable(),
  is_correct: z.boolean(),
  response_time_ms: int.nullable(),
  traffic_light: z.enum(["green", "amber", "red"]).nullable(),
  missing_type: z.enum(MISSING_TYPES).nullable(),
  operator_answer: z.enum(OPERATORS).nullable(),
  user_operator_answer: z.enum(OPERATORS).nullable(),
});
export type SavedQuestion = z.infer<typeof savedQuestionSchema>;

export const gameSessionSchema = z.object({
  id: z.string(),
  client_id: z.string(),
  child_id: z.string().nullable(),
  user_id: z.string(),
  mode: z.enum(GAME_MODES),
  difficulty_level: z.enum(DIFFICULTY_LEVELS),
  score: int,
  max_score: int,
  duration: int,
  /** The clock it was played on (more time). */
  time_allowance: z.enum(TIME_ALLOWANCES),
  created_at: z.string(),
});
export type GameSession = z.infer<typeof gameSessionSchema>;

const shieldSchema = z.object({
  has_streak_shield: z.boolean(),
  streak_shield_expires_at: z.string().nullable(),
  active: z.boolean(),
  expiring_soon: z.boolean(),
});

export const saveGameResponseSchema = z.object({
  session: gameSessionSchema,
  questions: z.array(savedQuestionSchema),
  /** What the follow-up steps decided; a failed step is logged and leaves its default. */
  outcomes: z.object({
    tower_daily_wins: int.nullable(),
    shield_awarded: z.boolean(),
    /** Badges this game earned, for the badge-earned toast. */
    badges_earned: z.array(badgeSummarySchema),
    /** A challenge game's challenge after this save (null for other games). */
    challenge: challengeOutcomeSchema.nullable(),
    /** The parent's mission this game completed, with its reward; null when none. */
    mission_completed: missionSchema.nullable(),
  }),
  /** True when this client_id had been saved before: the first save's session and questions, steps not run again. */
  replayed: z.boolean().optional(),
});
export type SaveGameResponse = z.infer<typeof saveGameResponseSchema>;
export type SaveOutcomes = SaveGameResponse["outcomes"];

/** A save's outcomes when nothing followed from it: no tower win, shield, badge, challenge result or mission. */
export const noSaveOutcomes = (): SaveOutcomes => ({
  tower_daily_wins: null,
  shield_awarded: false,
  badges_earned: [],
  challenge: null,
  mission_completed: null,
});

export const saveGame = defineEndpoint({
  method: "POST",
  path: "/api/games",
  access: "player",
  summary: "Save a finished game (idempotent by client_id); the server recomputes every answer and the score",
  body: saveGameBodySchema,
  response: saveGameResponseSchema,
});

export const getGame = defineEndpoint({
  method: "GET",
  path: "/api/games/:sessionId",
  access: "player",
  summary: "One finished game with its questions in order",
  params: z.object({ sessionId: idField }),
  response: z.object({ session: gameSessionSchema, questions: z.array(savedQuestionSchema) }),
});

const personalBestSchema = z.object({
  /** The best score of the player's games of this mode, on the same clock, saved before this one; null when there were none. */
  best_before: int.nullable(),
});
export type PersonalBest = z.infer<typeof personalBestSchema>;

export const personalBest = defineEndpoint({
  method: "GET",
  path: "/api/games/:sessionId/personal-best",
  access: "player",
  summary:
    "The player's best score in this game's mode (at its difficulty, except Get to 100, and on its clock) from the games before it; null for a first game",
  params: z.object({ sessionId: idField }),
  response: personalBestSchema,
});

export const listChildSessions = defineEndpoint({
  method: "GET",
  path: "/api/children/:childId/sessions",
  access: "player",
  summary: "A child's finished games, newest first, a page at a time",
  params: z.object({ childId: idField }),
  query: z.object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    before: z.iso.datetime().optional(),
    mode: z.enum(GAME_MODES).optional(),
  }),
  response: z.object({ sessions: z.array(gameSessionSchema), next_before: z.string().nullable() }),
});

const playSummarySchema = z.object({
  /** Counting an active shield the streak needs as used, whether or not it is spent yet. */
  streak: int,
  /** The streak needs the active shield, which is still held: the child's dashboard spends it (`spendStreakShield`). */
  shield_needed: z.boolean(),
  /** This request spent the shield to keep the streak (only ever true from `spendStreakShield`). */
  shield_used: z.boolean(),
  shield: shieldSchema,
  tower_unlocked: z.boolean(),
  /** Whether the child has finished a game yet: a first dashboard welcomes, a later one welcomes back. */
  has_played: z.boolean(),
  times_table_tower_daily_wins: int,
});
export type PlaySummary = z.infer<typeof playSummarySchema>;

export const playSummary = defineEndpoint({
  method: "GET",
  path: "/api/children/:childId/play-summary",
  access: "player",
  summary: "The child's streak (counting an active shield it needs), shield and tower lock; changes nothing",
  params: z.object({ childId: idField }),
  response: playSummarySchema,
});

export const spendStreakShield = defineEndpoint({
  method: "POST",
  path: "/api/children/:childId/streak-shield/spend",
  access: "player",
  summary:
    "Spends the child's active shield when their streak would break without it (once, however many ask), and answers the play summary",
  params: z.object({ childId: idField }),
  response: playSummarySchema,
});

/** How each child is getting on, for the parent's child cards. */
export const familyProgress = defineEndpoint({
  method: "GET",
  path: "/api/family/progress",
  access: "parent",
  summary: "Each child's streak, games this week (from Monday, UTC), last game, and a level to offer",
  response: z.object({
    children: z.array(
      z.object({
        child_id: z.string(),
        streak: int,
        games_this_week: int,
        last_game: z
          .object({ mode: z.enum(GAME_MODES), score: int, max_score: int, created_at: z.string() })
          .nullable(),
        /** Another level to offer the parent, from the child's latest games (shared/learning/level-offer.ts). */
        level_offer: z.object({ direction: z.enum(["up", "down"]), to: difficultyField }).nullable(),
      }),
    ),
  }),
});

const factOperation = z.enum(["addition", "subtraction", "multiplication", "division"]);

/** One kept answer of the child's, as the fact model reads it. */
const factAnswerSchema = z.object({
  operation: factOperation,
  operand1: int,
  operand2: int,
  correct: z.boolean(),
  response_ms: int,
  at: z.string(),
});

export const practicePlanSchema = z.object({
  /** The session's questions in order (planPractice). */
  questions: z.array(z.object({ operation: factOperation, operand1: int, operand2: int })),
  /** The answers it was planned from (each fact's last ten), for the results' "now secure" after the session. */
  answers: z.array(factAnswerSchema),
  difficulty_level: z.enum(DIFFICULTY_LEVELS),
  planned_at: z.string(),
});
export type PracticePlan = z.infer<typeof practicePlanSchema>;

export const practicePlan = defineEndpoint({
  method: "GET",
  path: "/api/children/:childId/practice-plan",
  access: "player",
  summary:
    "The child's next Smart Practice session, planned from their kept answers: the facts due first, a few new ones, known ones between",
  params: z.object({ childId: idField }),
  response: practicePlanSchema,
});
