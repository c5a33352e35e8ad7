import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { TimeAllowance } from "../../../shared/game/time-allowance";
import { children } from "./children";
import { users } from "./users";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();

const MODES = sql`('timed', 'get_to_100', 'missing_piece', 'challenge', 'traffic_light', 'times_table_tower', 'smart_practice', 'mtc')`;
const DIFFICULTIES = sql`('beginner', 'intermediate', 'expert')`;
const TIME_ALLOWANCES = sql`('standard', 'one_and_a_half', 'double', 'untimed')`;

/** One finished game. A parent playing as themselves has no child_id. */
export const sessions = pgTable(
  "sessions",
  {
    /** Time-ordered (decision 0056): a save writes its keys beside the last saves', not all over the index. */
    id: uuid("id")
      .primaryKey()
      .default(sql`time_ordered_uuid()`),
    clientId: text("client_id").notNull().unique(),
    childId: uuid("child_id").references(() => children.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    maxScore: integer("max_score").notNull(),
    duration: integer("duration").notNull(),
    difficultyLevel: text("difficulty_level").notNull(),
    mode: text("mode").notNull(),
    /** The clock it was played on (more time, shared/game/time-allowance.ts): scores are set only beside games on the same one. */
    timeAllowance: text("time_allowance").$type<TimeAllowance>().notNull().default("standard"),
    createdAt: createdAt(),
  },
  (t) => [
    index("sessions_child_created_idx").on(t.childId, t.createdAt),
    index("sessions_user_created_idx").on(t.userId, t.createdAt),
    // A personal best: a player's (a child's, or a parent's own with no child) scores in a mode, highest first.
    index("sessions_best_idx").on(t.userId, t.childId, t.mode, t.score),
    check("sessions_mode_check", sql`${t.mode} in ${MODES}`),
    check("sessions_difficulty_check", sql`${t.difficultyLevel} in ${DIFFICULTIES}`),
    check("sessions_time_allowance_check", sql`${t.timeAllowance} in ${TIME_ALLOWANCES}`),
    check("sessions_score_check", sql`${t.score} >= 0 and ${t.maxScore} >= 0 and ${t.duration} >= 0`),
  ],
);

export const questions = pgTable(
  "questions",
  {
    /** Time-ordered, as a game's (decision 0056): thirty a save, the largest index of all. */
    id: uuid("id")
      .primaryKey()
      .default(sql`time_ordered_uuid()`),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    questionType: text("question_type").notNull(),
    operand1: integer("operand1").notNull(),
    operand2: integer("operand2").notNull(),
    correctAnswer: integer("correct_answer").notNull(),
    userAnswer: integer("user_answer"),
    isCorrect: boolean("is_correct").notNull(),
    metadata: jsonb("metadata").$type<{ responseTime?: number; trafficLight?: string; gameMode?: string }>(),
    missingType: text("missing_type"),
    operatorAnswer: text("operator_answer"),
    userOperatorAnswer: text("user_operator_answer"),
    createdAt: createdAt(),
  },
  (t) => [
    index("questions_session_idx").on(t.sessionId, t.position),
    check(
      "questions_type_check",
      sql`${t.questionType} in ('addition', 'subtraction', 'multiplication', 'division', 'missing_piece')`,
    ),
    check(
      "questions_missing_type_check",
      sql`${t.missingType} is null or ${t.missingType} in ('operand1', 'operand2', 'operator', 'result')`,
    ),
  ],
);

export const quizResults = pgTable(
  "quiz_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    topic: text("topic").notNull(),
    score: integer("score").notNull(),
    maxScore: integer("max_score").notNull(),
    averageTime: real("average_time").notNull(),
    incorrectQuestions: jsonb("incorrect_questions").$type<unknown[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("quiz_results_child_idx").on(t.childId, t.createdAt),
    index("quiz_results_user_idx").on(t.userId),
    index("quiz_results_session_idx")
      .on(t.sessionId)
      .where(sql`${t.sessionId} is not null`),
  ],
);

/**
 * Tutor feedback on a game: at most one per game (`session_id` unique; rows
 * written before it existed have none), and what wrote it (`source`: the
 * built-in tutor, or the configured AI model).
 */
export const quizFeedback = pgTable(
  "quiz_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    childId: uuid("child_id")
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    source: text("source").notNull().default("built_in"),
    createdAt: createdAt(),
    mode: text("mode").notNull(),
    topic: text("topic").notNull(),
    feedbackSummary: text("feedback_summary").notNull(),
    progressAnalysis: text("progress_analysis"),
    improvementTips: jsonb("improvement_tips").$type<string[]>().notNull(),
    suggestedActivity: text("suggested_activity").notNull(),
    motivationalMessage: text("motivational_message").notNull(),
  },
  (t) => [
    index("quiz_feedback_child_idx").on(t.childId, t.createdAt),
    uniqueIndex("quiz_feedback_session_unique").on(t.sessionId),
    check("quiz_feedback_source_check", sql`${t.source} in ('built_in', 'ai')`),
  ],
);

/**
 * A saved game's follow-up steps still to be done (decision 0014): written by
 * the statement that writes the game, so that a game is never committed
 * without them, and removed in the transaction that does them, so that each
 * is done once. `steps` maps a step's name to what it needs (its probe's
 * answer, or true). A row left behind (a crash, a database restart) is
 * finished by the save's retry or by the server's sweep.
 */
export const saveFollowUps = pgTable(
  "save_follow_ups",
  {
    sessionId: uuid("session_id")
      .primaryKey()
      .references(() => sessions.id, { onDelete: "cascade" }),
    steps: jsonb("steps").$type<Record<string, unknown>>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("save_follow_ups_due_idx").on(t.nextAttemptAt)],
);
