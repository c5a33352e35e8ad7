import { sql } from "drizzle-orm";
import { bigint, boolean, check, date, integer, numeric, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { ts } from "../columns";
import { children } from "./children";

/**
 * How a child is doing on each arithmetic fact (one operation and its two
 * operands, as asked): every attempt counted, and the last ten kept in order,
 * oldest first, for the figures that should follow the child's progress
 * (the fluency map's accuracy and median time, and the fact model of
 * shared/learning/fact-model.ts, a pure function of them). Written by one statement per
 * saved game (play/fact-stats.ts, part of the statement that saves a game); small whatever the length of the history.
 */
export const childFactStats = pgTable(
  "child_fact_stats",
  {
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    operation: text("operation").notNull(),
    operand1: integer("operand1").notNull(),
    operand2: integer("operand2").notNull(),
    attempts: integer("attempts").notNull(),
    correct: integer("correct").notNull(),
    /** The last ten answers' response times in ms, oldest first. */
    recentMs: integer("recent_ms").array().notNull(),
    /** Whether each of those answers was right, in the same order. */
    recentCorrect: boolean("recent_correct").array().notNull(),
    /** When each of those answers was given (its game's time), in the same order: the fact model's reviews. */
    recentAt: ts("recent_at")
      .array()
      .notNull()
      .default(sql`'{}'::timestamptz[]`),
    lastAt: ts("last_at").notNull(),
    /** The first answer of each of the last FACT_KEPT_SITTINGS sittings (UTC days), oldest first: its game's time... */
    sittingAt: ts("sitting_at")
      .array()
      .notNull()
      .default(sql`'{}'::timestamptz[]`),
    /** ...whether it was right... */
    sittingCorrect: boolean("sitting_correct")
      .array()
      .notNull()
      .default(sql`'{}'::boolean[]`),
    /** ...and its response time in ms. */
    sittingMs: integer("sitting_ms")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.operation, t.operand1, t.operand2] }),
    check(
      "child_fact_stats_operation_check",
      sql`${t.operation} in ('addition', 'subtraction', 'multiplication', 'division')`,
    ),
    check("child_fact_stats_counts_check", sql`${t.correct} >= 0 and ${t.correct} <= ${t.attempts}`),
  ],
);

/**
 * A child's games of one mode, summed up: how many, their score percentages'
 * sum and best (over the games with a maximum score), their durations' sum,
 * the best score, and the latest game's score. Kept by the statement that
 * saves a game (play/mode-stats.ts), so that analytics reads a row a mode
 * however long the history.
 */
export const childModeStats = pgTable(
  "child_mode_stats",
  {
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    mode: text("mode").notNull(),
    games: integer("games").notNull(),
    /** The games with a maximum score above 0, whose percentage counts. */
    scored: integer("scored").notNull(),
    percentSum: numeric("percent_sum").notNull(),
    bestPercent: numeric("best_percent"),
    durationSum: bigint("duration_sum", { mode: "number" }).notNull(),
    bestScore: integer("best_score").notNull(),
    lastScore: integer("last_score").notNull(),
    lastMaxScore: integer("last_max_score").notNull(),
    lastAt: ts("last_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.mode] })],
);

/**
 * A child's games of one mode on one UTC day, summed up: how many, and their
 * score percentages' sum over the games with a maximum score. Kept by the
 * statement that saves a game (play/mode-stats.ts), so that the last two
 * weeks and the score over time read a row a mode a day however many games
 * those days hold.
 */
export const childDayStats = pgTable(
  "child_day_stats",
  {
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    mode: text("mode").notNull(),
    games: integer("games").notNull(),
    scored: integer("scored").notNull(),
    percentSum: numeric("percent_sum").notNull(),
  },
  (t) => [primaryKey({ columns: [t.childId, t.day, t.mode] })],
);

/**
 * A child's games of one mode with one whole score percentage (0 to 100, cut
 * at 100; games without a maximum score have none and are not here): how
 * many, and the shortest of them with full marks. Kept by the statement that
 * saves a game (play/mode-stats.ts), so that a save's badge facts read at
 * most 101 rows a mode however long the history (badges/badge-facts.ts).
 */
export const childPercentStats = pgTable(
  "child_percent_stats",
  {
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    mode: text("mode").notNull(),
    percent: integer("percent").notNull(),
    games: integer("games").notNull(),
    /** Seconds of the shortest game with full marks (null: none yet). */
    fastestFullMarks: integer("fastest_full_marks"),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.mode, t.percent] }),
    check("child_percent_stats_percent_check", sql`${t.percent} between 0 and 100`),
  ],
);
