import { z } from "zod";
import { OUTPUT_SOURCES } from "../constants";
import { ARITHMETIC_OPERATIONS, GAME_MODES } from "../game/modes";
import { difficultyField, idField } from "./fields";
import { defineEndpoint } from "./endpoint";

/** A statistic that has no value until the child has played the games it is about. */
const stat = z.number().nullable();

/** The seven summary cards of a child's analytics (docs/product/gameplay.md#analytics). */
export const analyticsSummarySchema = z.object({
  total_sessions: z.number().int(),
  /** Mean of each game's score as a percentage of its maximum. */
  average_score_percent: stat,
  /**
   * The share of answers right over every game (the +, −, × and ÷ questions the
   * operations' figures count: Missing Piece's are not among them), beside the
   * average score, which a game scored out of a fixed maximum (Get to 100) pulls down.
   */
  answers_right_percent: stat,
  /** Mean length of the 90 Second Challenge games, in seconds. */
  average_duration_seconds: stat,
  best_score_percent: stat,
  best_get_to_100: stat,
  best_missing_piece: stat,
  /** The tallest Times Table Tower, in blocks. */
  best_tower_height: stat,
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** "Last 2 Weeks Progress": the 14 UTC days up to today, oldest first. */
export const lastTwoWeeksSchema = z.object({
  sessions: z.number().int(),
  average_score_percent: stat,
  trend: z.enum(["improving", "declining", "stable", "not_enough_data"]),
  days: z.array(z.object({ date: z.string(), sessions: z.number().int() })).length(14),
});
export type LastTwoWeeks = z.infer<typeof lastTwoWeeksSchema>;

/** The Traffic Light Performance panel; null until the child has played it (docs/product/gameplay.md#analytics). */
export const trafficLightSchema = z
  .object({
    sessions: z.number().int(),
    best_score: z.number().int(),
    average_score_percent: z.number(),
    latest: z.object({ score: z.number().int(), max_score: z.number().int(), created_at: z.string() }),
  })
  .nullable();
export type TrafficLightPerformance = z.infer<typeof trafficLightSchema>;

const int = z.number().int();

/** A multiplication fact's answers, for the times-table fluency map (shared/learning/fluency-map.ts). */
const factRecordSchema = z.object({
  operand1: int,
  operand2: int,
  attempts: int,
  correct: int,
  /** The last ten answers' times in ms and whether each was right, oldest first. */
  recent_ms: z.array(int),
  recent_correct: z.array(z.boolean()),
  /** When each of them was given (its game's time), oldest first; fewer for answers kept before times were. */
  recent_at: z.array(z.string()),
});

/** Right answers by operation over every game, and the median time of the recent right ones. */
const operationSchema = z.object({
  operation: z.enum(ARITHMETIC_OPERATIONS),
  answers: int,
  right: int,
  median_ms: int.nullable(),
});
export type OperationFigures = z.infer<typeof operationSchema>;

/** One mode's games on one UTC day of the score-over-time chart. */
const scoreDaySchema = z.object({
  date: z.string(),
  mode: z.enum(GAME_MODES),
  games: int,
  average_percent: z.number(),
});
export type ScoreDay = z.infer<typeof scoreDaySchema>;

export const childAnalytics = defineEndpoint({
  method: "GET",
  path: "/api/analytics/:childId",
  access: "parent",
  summary: "A child's progress at a glance (Premium)",
  params: z.object({ childId: idField }),
  response: z.object({
    child: z.object({ id: z.string(), name: z.string(), difficulty_level: difficultyField }),
    summary: analyticsSummarySchema,
    last_two_weeks: lastTwoWeeksSchema,
    traffic_light: trafficLightSchema,
    /** The child's multiplication facts from 1 × 1 to 12 × 12 that have been asked. */
    times_table_facts: z.array(factRecordSchema),
    operations: z.array(operationSchema),
    /** Games a day by mode over the last SCORE_HISTORY_DAYS days, oldest first. */
    score_history: z.array(scoreDaySchema),
  }),
});

/** One piece of tutor feedback on a game, with every field its card shows. */
export const feedbackSchema = z.object({
  id: z.string(),
  child_id: z.string(),
  /** The game it is about (at most one feedback per game); null for feedback written before that was kept. */
  session_id: z.string().nullable(),
  /** What wrote it: the built-in tutor, or the configured AI model. */
  source: z.enum(OUTPUT_SOURCES),
  /** When the feedback was written (asked for). */
  created_at: z.string(),
  /** When the game it is about was played: the date its card shows; null when that game is no longer kept. */
  played_at: z.string().nullable(),
  mode: z.enum(GAME_MODES),
  topic: z.string(),
  feedback_summary: z.string(),
  progress_analysis: z.string().nullable(),
  improvement_tips: z.array(z.string()),
  suggested_activity: z.string(),
  motivational_message: z.string(),
});
export type TutorFeedbackCard = z.infer<typeof feedbackSchema>;

export const requestFeedback = defineEndpoint({
  method: "POST",
  path: "/api/analytics/:childId/feedback",
  access: "parent",
  summary:
    "Tutor feedback on the child's latest game (Premium), at most one per game: asked again, it answers the feedback already written; otherwise the game's result is stored first, then the feedback",
  params: z.object({ childId: idField }),
  response: z.object({ feedback: feedbackSchema }),
  status: 201,
});

export const listFeedback = defineEndpoint({
  method: "GET",
  path: "/api/analytics/:childId/feedback",
  access: "parent",
  summary: "The child's tutor feedback, newest first: the latest only unless all=true (Premium)",
  params: z.object({ childId: idField }),
  query: z.object({ all: z.enum(["true", "false"]).default("false") }),
  response: z.object({ feedback: z.array(feedbackSchema), total: int }),
});
