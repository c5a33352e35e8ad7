import type { DifficultyLevel } from "../constants";
import { type GameMode } from "./modes";
import type { GameState } from "./game-state";
import { totalOf, type AnsweredQuestion } from "./scoring";
import type { TimeAllowance } from "./time-allowance";

/** A finished game as the save needs it. */
export interface FinishedGame {
  mode: GameMode;
  difficulty: DifficultyLevel;
  /** Answered questions in order; a skipped one has `user_answer` null and counts as wrong (the question the clock cut off is not among them). */
  questions: AnsweredQuestion[];
  /** The clock it was played on (more time). */
  timeAllowance: TimeAllowance;
  /** Whole seconds from the end of the countdown to the end, within the game's limit. */
  durationSeconds: number;
  /** Equals `scoreOf(mode, questions)`. */
  score: number;
  /** The results total and saved max_score (`totalOf`). */
  maxScore: number;
}

/** The save contract's longest game. */
const MAX_DURATION_SECONDS = 3_600;

/** The finished game of an ended engine; null while it is still going. */
export function finishedGame(state: GameState): FinishedGame | null {
  if (state.phase !== "ended" || state.endedAt === null) return null;
  const elapsedSeconds = state.playStartedAt === null ? 0 : (state.endedAt - state.playStartedAt) / 1000;
  const limit = state.timeLimitMs === null ? MAX_DURATION_SECONDS : state.timeLimitMs / 1000;
  return {
    mode: state.mode,
    difficulty: state.difficulty,
    timeAllowance: state.timeAllowance,
    questions: [...state.answers],
    durationSeconds: Math.min(limit, Math.max(0, Math.round(elapsedSeconds))),
    score: state.score,
    maxScore: totalOf(state.mode, state.answers.length),
  };
}
