import {
  MTC_PAUSE_SECONDS,
  MTC_QUESTION_SECONDS,
  MTC_QUESTIONS,
  PRACTICE_QUESTIONS,
  PRACTICE_SECONDS,
} from "../../constants";
/** The game modes of the spec, their limits and the totals the results page shows. */
export const GAME_MODES = [
  "timed",
  "get_to_100",
  "missing_piece",
  "challenge",
  "traffic_light",
  "times_table_tower",
  "smart_practice",
  "mtc",
] as const;
export type GameMode = (typeof GAME_MODES)[number];

export const QUESTION_TYPES = ["addition", "subtraction", "multiplication", "division", "missing_piece"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** How the interface names each question type. */
export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionType, string>> = {
  addition: "Addition",
  subtraction: "Subtraction",
  multiplication: "Multiplication",
  division: "Division",
  missing_piece: "Missing piece",
};
/** The question types that are one arithmetic fact each (a missing piece is not). */
export const ARITHMETIC_OPERATIONS = ["addition", "subtraction", "multiplication", "division"] as const;

export const OPERATORS = ["+", "−", "×", "÷"] as const;
export type Operator = (typeof OPERATORS)[number];

export const MISSING_TYPES = ["operand1", "operand2", "operator", "result"] as const;
export type MissingType = (typeof MISSING_TYPES)[number];

export const MODE_LABELS: Readonly<Record<GameMode, string>> = {
  timed: "90 Second Challenge",
  get_to_100: "Get to 100 Challenge",
  missing_piece: "Missing Piece Challenge",
  traffic_light: "Traffic Light Challenge",
  times_table_tower: "Times Table Tower",
  challenge: "Challenge Mode",
  smart_practice: "Smart Practice",
  mtc: "Times Tables Check",
};

/** docs/product/gameplay.md#mode-rules. */
export const TIMED_SECONDS = 90;
export const TIMED_MAX_QUESTIONS = 40;
export const CHALLENGE_SECONDS = 60;
export const GET_TO_100_TARGET = 100;
export const GET_TO_100_FEEDBACK_MS = 1_000;
export const MISSING_PIECE_SECONDS = 60;
export const MISSING_PIECE_OPERAND_CAP = 12;
export const TRAFFIC_LIGHT_QUESTIONS = 20;
export const TRAFFIC_LIGHT_FEEDBACK_MS = 2_000;
export const TRAFFIC_LIGHT_GREEN_MS = 2_000;
export const TRAFFIC_LIGHT_AMBER_MS = 4_000;
export const TOWER_SECONDS = 90;
export const TOWER_MAX_SCORE = 20;
export const TOWER_FEEDBACK_MS = 1_500;
export const TOWER_VISIBLE_BLOCKS = 8;
export const TOWER_MILESTONE_EVERY = 5;
export const COUNTDOWN_SECONDS = 3;
export const LOW_TIME_WARNING_SECONDS = 10;
export const END_OVERLAY_MS = 2_000;
/**
 * How long the right answer shows after a wrong answer in the modes the spec
 * gives no feedback time (90 Second Challenge, Challenge, Missing Piece):
 * long enough for a child to read "7 × 8 = 56", as long as the tower's.
 */
export const WRONG_ANSWER_FEEDBACK_MS = 1_500;
export const UNIQUE_QUESTION_ATTEMPTS = 50;
export const KEYPAD_MAX_DIGITS = 4;
export const KEYPAD_MAX_MISSING_PIECE_CHARS = 10;
export const SESSION_SAVE_TIMEOUT_MS = 30_000;
export const CONFETTI_MIN_PERCENT = 70;
export const MEMORY_GAME_PAIRS = 6;
export const MEMORY_GAME_MAX_FACTOR = { beginner: 5, intermediate: 8, expert: 12 } as const;
export const MEMORY_MISMATCH_MS = 1_500;
export const MEMORY_MATCH_MS = 800;

/** A Times Tables Check question's time and the pause after it, in milliseconds. */
export const MTC_QUESTION_MS = MTC_QUESTION_SECONDS * 1000;
export const MTC_PAUSE_MS = MTC_PAUSE_SECONDS * 1000;
/** With a Next button in place of the pause (an access arrangement), the least time between two questions. */
export const MTC_NEXT_AFTER_MS = 1_000;
/**
 * The longest the check's 25 questions can take (the practice before them is
 * not part of the saved game): each question's 6 s and the 3 s pause between
 * two questions, 222 s.
 */
export const MTC_SECONDS = MTC_QUESTIONS * MTC_QUESTION_SECONDS + (MTC_QUESTIONS - 1) * MTC_PAUSE_SECONDS;

/** How an answer went, for the pause after it. */
export type AnswerOutcome = "right" | "wrong" | "skipped";

/**
 * How long feedback holds play after an answer, before the next question
 * (0: at once), by mode and outcome. The spec's feedback times follow every
 * answer alike; the modes without one go straight on after a right answer or
 * a skip (a skip is the child's choice to move on), and hold a wrong answer
 * long enough to show the right one. A Get to 100 slip ends the game, whose
 * ending shows the right answer.
 */
export const FEEDBACK_PAUSE_MS: Readonly<Record<GameMode, Readonly<Record<AnswerOutcome, number>>>> = {
  timed: { right: 0, wrong: WRONG_ANSWER_FEEDBACK_MS, skipped: 0 },
  challenge: { right: 0, wrong: WRONG_ANSWER_FEEDBACK_MS, skipped: 0 },
  missing_piece: { right: 0, wrong: WRONG_ANSWER_FEEDBACK_MS, skipped: 0 },
  get_to_100: { right: GET_TO_100_FEEDBACK_MS, wrong: GET_TO_100_FEEDBACK_MS, skipped: GET_TO_100_FEEDBACK_MS },
  traffic_light: {
    right: TRAFFIC_LIGHT_FEEDBACK_MS,
    wrong: TRAFFIC_LIGHT_FEEDBACK_MS,
    skipped: TRAFFIC_LIGHT_FEEDBACK_MS,
  },
  times_table_tower: { right: TOWER_FEEDBACK_MS, wrong: TOWER_FEEDBACK_MS, skipped: TOWER_FEEDBACK_MS },
  smart_practice: { right: 0, wrong: WRONG_ANSWER_FEEDBACK_MS, skipped: WRONG_ANSWER_FEEDBACK_MS },
  // The check's pause between questions, whatever the answer (nothing is shown: no feedback until the end):
  // 3 s, or with a Next button in its place as little as 1 s.
  mtc: { right: MTC_NEXT_AFTER_MS, wrong: MTC_NEXT_AFTER_MS, skipped: MTC_NEXT_AFTER_MS },
};

/** The longest a game of each mode can last, in seconds (timed modes), for checking saves. */
export const MODE_TIME_LIMIT_SECONDS: Readonly<Record<GameMode, number | null>> = {
  timed: TIMED_SECONDS,
  challenge: CHALLENGE_SECONDS,
  missing_piece: MISSING_PIECE_SECONDS,
  times_table_tower: TOWER_SECONDS,
  traffic_light: null,
  get_to_100: null,
  smart_practice: PRACTICE_SECONDS,
  mtc: MTC_SECONDS,
};

/** Slack allowed on a saved game's duration over its mode's limit (the end overlay, a slow device). */
export const SAVE_DURATION_SLACK_SECONDS = 5;

/** The most questions a finished game of each mode can hold. */
export const MODE_MAX_QUESTIONS: Readonly<Record<GameMode, number>> = {
  timed: TIMED_MAX_QUESTIONS,
  challenge: TIMED_MAX_QUESTIONS,
  traffic_light: TRAFFIC_LIGHT_QUESTIONS,
  get_to_100: GET_TO_100_TARGET + 1,
  missing_piece: 200,
  times_table_tower: 300,
  /** The planned questions, and each missed one asked again (at most twice). */
  smart_practice: PRACTICE_QUESTIONS * 3,
  mtc: MTC_QUESTIONS,
};
