/**
 * The game modes (docs/product/gameplay.md#who-plays). Each mode's own rules (its engine, questions,
 * limits, scoring and plausibility) are in its folder, `modes/<mode>/`, named
 * after its id; `MODE_RULES` (rules.ts) gathers their limits and scoring.
 */
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

export const COUNTDOWN_SECONDS = 3;
export const LOW_TIME_WARNING_SECONDS = 10;
export const END_OVERLAY_MS = 2_000;
export const UNIQUE_QUESTION_ATTEMPTS = 50;
export const KEYPAD_MAX_DIGITS = 4;
export const KEYPAD_MAX_MISSING_PIECE_CHARS = 10;
export const SESSION_SAVE_TIMEOUT_MS = 30_000;
export const CONFETTI_MIN_PERCENT = 70;
export const MEMORY_GAME_PAIRS = 6;
export const MEMORY_GAME_MAX_FACTOR = { beginner: 5, intermediate: 8, expert: 12 } as const;
export const MEMORY_MISMATCH_MS = 1_500;
export const MEMORY_MATCH_MS = 800;

/** Slack allowed on a saved game's duration over its mode's limit (the end overlay, a slow device). */
export const SAVE_DURATION_SLACK_SECONDS = 5;
