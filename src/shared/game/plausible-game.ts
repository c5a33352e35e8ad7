import type { DifficultyLevel } from "../constants";
import { timeAccountedForMs } from "./cut-off-question";
import { type GameMode } from "./modes";
import { challengeQuestionProblem } from "./modes/challenge/plausible";
import { getTo100QuestionProblem } from "./modes/get-to-100/plausible";
import { missingPieceQuestionProblem } from "./modes/missing-piece/plausible";
import { mtcQuestionProblem } from "./modes/mtc/plausible";
import { smartPracticeQuestionProblem } from "./modes/smart-practice/plausible";
import { towerQuestionProblem } from "./modes/times-table-tower/plausible";
import { timedQuestionProblem } from "./modes/timed/plausible";
import { trafficLightQuestionProblem } from "./modes/traffic-light/plausible";
import type { Implausibility, QuestionCheck } from "./plausibility";
import { isCorrect, type AnsweredQuestion } from "./scoring";
import { timeLimitOf, type TimeAllowance } from "./time-allowance";

/**
 * The fastest a person can read a question and answer it (docs/decisions/0009):
 * a correct answer measured faster than this was not given by a child.
 */
export const HUMAN_FLOOR_MS = 250;

/** Correct answers under the floor forgiven in one game (a key pressed twice as a question appears). */
export const FAST_ANSWERS_FORGIVEN = 1;

/** Allowed between the answer times (with the pauses no key cuts short) and the saved duration: its rounding, a slow device. */
export const TIMING_SLACK_MS = 2_000;

/** The save contract's longest game; an untimed game saved at it may have lasted longer. */
const MAX_DURATION_SECONDS = 3_600;

/** A finished game as saved. */
export interface PlayedGame {
  mode: GameMode;
  difficulty_level: DifficultyLevel;
  duration_seconds: number;
  /** The clock it was played on; the standard one when absent. */
  time_allowance?: TimeAllowance;
  questions: readonly AnsweredQuestion[];
}

/**
 * Each mode's check of a saved game's questions, as its folder declares it
 * (`modes/<mode>/plausible.ts`): the server's only, so that no game page
 * loads another mode's generators.
 */
export const QUESTION_CHECKS: Readonly<Record<GameMode, QuestionCheck>> = {
  timed: timedQuestionProblem,
  challenge: challengeQuestionProblem,
  get_to_100: getTo100QuestionProblem,
  missing_piece: missingPieceQuestionProblem,
  traffic_light: trafficLightQuestionProblem,
  times_table_tower: towerQuestionProblem,
  smart_practice: smartPracticeQuestionProblem,
  mtc: mtcQuestionProblem,
};

function timingProblem(game: PlayedGame): Implausibility | null {
  const { questions } = game;
  // Only right answers count: a wrong or skipped one earns nothing, and a double tap must not lose the game.
  const tooFast = questions.filter((q) => isCorrect(q) && q.response_time_ms < HUMAN_FLOOR_MS);
  if (tooFast.length > FAST_ANSWERS_FORGIVEN) {
    return {
      field: "questions",
      detail: `${tooFast.length} right answers came in under ${HUMAN_FLOOR_MS} ms, faster than anyone can read a question.`,
    };
  }
  // An untimed game saved at the contract's longest may have lasted longer: its answers cannot be held to it.
  const untimed = timeLimitOf(game.mode, game.time_allowance ?? "standard") === null;
  if (untimed && game.duration_seconds >= MAX_DURATION_SECONDS) return null;
  const needed = timeAccountedForMs(game.mode, questions, { shortest: true });
  if (needed > game.duration_seconds * 1000 + TIMING_SLACK_MS) {
    return {
      field: "duration_seconds",
      detail: `The answers took ${Math.ceil(needed / 1000)} seconds in a game that lasted ${game.duration_seconds}.`,
    };
  }
  return null;
}

/**
 * Why a saved game could not have come from our engines and a child, or null
 * when it could: answers faster than a person can read, answer times that add
 * up to more than the game lasted, or a question its mode never asks at its
 * difficulty. The game's limits (question count, duration) are checked first.
 */
export function implausibility(game: PlayedGame): Implausibility | null {
  return timingProblem(game) ?? QUESTION_CHECKS[game.mode](game.questions, game.difficulty_level);
}
