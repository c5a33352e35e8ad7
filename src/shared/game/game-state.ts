import type { DifficultyLevel } from "../constants";
import type { GameMode, Operator } from "./modes";
import type { Question } from "./question";
import type { Random } from "./random";
import type { TimeAllowance } from "./time-allowance";
import type { AnsweredQuestion, TrafficLight } from "./scoring";

export type GamePhase = "countdown" | "playing" | "feedback" | "ended";

export type EndReason = "time_up" | "questions_done" | "wrong_answer" | "target_reached" | "collapsed" | "completed";

/** How the last answer went. It stays until the next answer; `phase === "feedback"` says when it blocks play. */
export interface Feedback {
  correct: boolean;
  question: Question;
  /** The number or operator given; null when skipped. */
  userAnswer: number | Operator | null;
  correctAnswer: number | Operator;
  responseTimeMs: number;
  trafficLight: TrafficLight;
  /** When the answer was given. */
  at: number;
  /** When blocking feedback ends; equal to `at` when the game moves on at once (a right answer or skip in the modes without a feedback time). */
  until: number;
}

/** What every engine's state holds; the mode engines add their own fields. */
export interface GameState {
  mode: GameMode;
  difficulty: DifficultyLevel;
  phase: GamePhase;
  /** 3, 2, 1 during the countdown (3 before `start`); null once play has begun. */
  countdown: number | null;
  /** The clock this game is played on (more time, time-allowance.ts); standard where the mode takes none. */
  timeAllowance: TimeAllowance;
  /** The game's time limit on that clock; null without a clock (Get to 100, Traffic Light, untimed practice). */
  timeLimitMs: number | null;
  /** Whole seconds left (rounded up); null in a game without a clock. */
  secondsLeft: number | null;
  /** The low-time warning: 10 seconds or less left while playing. */
  lowTime: boolean;
  /** The question on screen; null during the countdown, blocking feedback and after the end. */
  current: Question | null;
  /** The score so far; equals `scoreOf(mode, answers)` at every step. */
  score: number;
  /** Correct answers so far. */
  correctCount: number;
  feedback: Feedback | null;
  endReason: EndReason | null;
  /** Every question answered, skipped or timed out, in order, as it will be saved. */
  answers: readonly AnsweredQuestion[];
  /** Clock readings (ms): when `start` was called, when play began, when the clock runs out, when it ended. */
  startedAt: number | null;
  playStartedAt: number | null;
  deadline: number | null;
  endedAt: number | null;
  /** When the current question appeared, for response times. */
  shownAt: number | null;
  /** The prepared questions still to come (pool modes); null when questions are made one at a time. */
  upcoming: readonly Question[] | null;
  /** Keys of the questions asked so far, for uniqueness. */
  asked: ReadonlySet<string>;
  /** The injected random source; pass a seeded one (`mulberry32`) to replay a game. */
  random: Random;
}

/** What every engine's creator takes. */
export interface GameConfig {
  difficulty: DifficultyLevel;
  random: Random;
  /** The child's more-time setting (standard when absent); each mode applies what it allows (`allowanceFor`). */
  timeAllowance?: TimeAllowance;
}
