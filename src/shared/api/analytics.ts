import { z } from "zod";
import { difficultyField, idField } from "./fields";
import { defineEndpoint } from "./endpoint";

/** A statistic that has no value until the child has played the games it is about. */
const stat = z.number().nullable();

/** The spec's seven summary cards of a child's analytics. */
export const analyticsSummarySchema = z.object({
  total_sessions: z.number().int(),
  /** Mean of each game's score as a percentage of its maximum. */
  average_score_percent: stat,
  /** Mean length of the 90 Second Challenge games, in seconds. */
  average_duration_seconds: stat,
  best_score_percent: stat,
  best_get_to_100: stat,
  best_missing_piece: stat,
  /** The tallest Times Table Tower, in blocks. */
  best_tower_height: stat,
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** The spec's "Last 2 Weeks Progress": the 14 UTC days up to today, oldest first. */
export const lastTwoWeeksSchema = z.object({
  sessions: z.number().int(),
  average_score_percent: stat,
  trend: z.enum(["improving", "declining", "stable", "not_enough_data"]),
  days: z.array(z.object({ date: z.string(), sessions: z.number().int() })).length(14),
});
export type LastTwoWeeks = z.infer<typeof lastTwoWeeksSchema>;

/** The spec's Traffic Light Performance panel; null until the child has played it. */
export const trafficLightSchema = z
  .object({
    sessions: z.number().int(),
    best_score: z.number().int(),
    average_score_percent: z.number(),
    latest: z.object({ score: z.number().int(), max_score: z.number().int(), created_at: z.string() }),
  })
  .nullable();
export type TrafficLightPerformance = z.infer<typeof trafficLightSchema>;

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
  }),
});
