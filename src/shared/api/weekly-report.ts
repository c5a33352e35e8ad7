import { z } from "zod";
import { MISSION_MODES } from "../engagement/mission-presets";
import { defineEndpoint, okSchema } from "./endpoint";
import { MISSION_QUESTION_TYPES } from "./missions";
import { textField } from "./fields";
import { productMessages } from "../messages";

const int = z.number().int();

/** A mission the report suggests, as Coach Mode opens it filled in (coach-link.ts). */
export const reportSuggestionSchema = z.object({
  child_id: z.string(),
  child_name: z.string(),
  game_mode_target: z.enum(MISSION_MODES),
  challenge_name: z.string(),
  challenge_description: z.string(),
  focus_area: z.string(),
  score_target: int.nullable(),
  question_type_target: z.enum(MISSION_QUESTION_TYPES),
  tables: z.array(int),
});
export type ReportSuggestion = z.infer<typeof reportSuggestionSchema>;

/** One child's week in the report. The per-fact lists are empty for a family without Premium. */
export const reportChildSchema = z.object({
  id: z.string(),
  name: z.string(),
  games: int,
  /** The UK dates the child played on, in order. */
  days: z.array(z.string()),
  streak: int,
  /** Facts that went up to secure or fluent over the week ("7 × 8"), Premium only. */
  moved_up: z.array(z.object({ fact: z.string(), to: z.enum(["secure", "fluent"]) })),
  /** The three facts Smart Practice would ask first, Premium only. */
  to_practise: z.array(z.string()),
  /** The latest Times Tables Check rehearsal, whenever it was. */
  mtc: z.object({ score: int, out_of: int, on: z.string() }).nullable(),
  badges: z.array(z.string()),
  missions: z.array(z.string()),
});
export type ReportChild = z.infer<typeof reportChildSchema>;

/** What one week's report said, as kept with it (weekly_reports.summary). */
export const weeklyReportSummarySchema = z.object({
  week_start: z.string(),
  premium: z.boolean(),
  children: z.array(reportChildSchema),
  suggestion: reportSuggestionSchema.nullable(),
});
export type WeeklyReportSummary = z.infer<typeof weeklyReportSummarySchema>;

const settingSchema = z.object({ enabled: z.boolean() });

export const getWeeklyReportSetting = defineEndpoint({
  method: "GET",
  path: "/api/account/weekly-report",
  access: "parent",
  summary: "Whether the signed-in parent gets the weekly report by email",
  response: settingSchema,
});

export const setWeeklyReportSetting = defineEndpoint({
  method: "PUT",
  path: "/api/account/weekly-report",
  access: "parent",
  summary: "Turns the weekly report email on or off; answers the setting as saved",
  body: settingSchema,
  response: settingSchema,
});

export const latestWeeklyReport = defineEndpoint({
  method: "GET",
  path: "/api/account/weekly-report/latest",
  access: "parent",
  summary: "The latest weekly report sent to the signed-in parent, as the email showed it (null before the first)",
  response: z.object({
    report: z
      .object({ week_start: z.string(), sent_at: z.string(), subject: z.string(), html: z.string(), text: z.string() })
      .nullable(),
  }),
});

/** The signed token of a report's unsubscribe link (report-token.ts); its checks are the server's. */
const unsubscribeToken = textField({ max: 300, error: productMessages.unsubscribeLinkInvalid });

/** The query of a report's unsubscribe link, whether a mail client posts it or a reader opens it. */
export const unsubscribeLinkQuery = z.object({ token: unsubscribeToken });

export const unsubscribeFromWeeklyReport = defineEndpoint({
  method: "POST",
  path: "/api/reports/unsubscribe",
  access: "public",
  summary:
    "One-click unsubscribe from the weekly report (RFC 8058), by the signed token of the email's link; no sign-in needed",
  query: unsubscribeLinkQuery,
  // What a mail client posts (List-Unsubscribe=One-Click, form-encoded); the page's button posts nothing.
  body: z.object({ "List-Unsubscribe": z.literal("One-Click").optional() }).optional(),
  formBody: true,
  // Its limits are the handler's (reports/unsubscribe-limits.ts), which knows what a post did: a link that is not
  // ours counts against the address, a turn-off against the link. Mail providers post their users' one-click
  // unsubscribes from a few shared addresses, and a link posted again (by a mail client, or by whoever holds it)
  // that finds the report off already is never counted, so the parent's own button is never refused.
  response: okSchema,
});
