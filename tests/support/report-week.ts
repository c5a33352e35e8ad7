import type { ReportChild, ReportSuggestion, WeeklyReportSummary } from "../../src/shared/api/weekly-report";

/** The child whose week the sample reports tell. */
export const REPORT_CHILD_ID = "3f0c1a52-8a1e-4c59-9a43-2a4f4b0f3e11";

/** Zoe's week of 1 to 7 June 2026: five games on four days, a 2-day streak, nothing else yet. */
export const reportChild = (overrides: Partial<ReportChild> = {}): ReportChild => ({
  id: REPORT_CHILD_ID,
  name: "Zoe Jones",
  games: 5,
  days: ["2026-06-01", "2026-06-03", "2026-06-06", "2026-06-07"],
  streak: 2,
  moved_up: [],
  to_practise: [],
  mtc: null,
  badges: [],
  missions: [],
  ...overrides,
});

/** A child who did not play that week. */
export const restingChild = (name: string, streak = 0, id: string = crypto.randomUUID()): ReportChild =>
  reportChild({ id, name, games: 0, days: [], streak });

/** The built-in coach's mission for Zoe. */
export const REPORT_SUGGESTION: ReportSuggestion = {
  child_id: REPORT_CHILD_ID,
  child_name: "Zoe Jones",
  game_mode_target: "timed",
  challenge_name: "Eights Booster",
  challenge_description: "Score 18 in a 90 Second Challenge.",
  focus_area: "The 8 times table",
  score_target: 18,
  question_type_target: "multiplication",
  tables: [8],
};

/** A free family's week with Zoe alone, and the coach's suggestion. */
export const reportSummary = (overrides: Partial<WeeklyReportSummary> = {}): WeeklyReportSummary => ({
  week_start: "2026-06-01",
  premium: false,
  children: [reportChild()],
  suggestion: REPORT_SUGGESTION,
  ...overrides,
});
