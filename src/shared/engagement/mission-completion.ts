import type { GameMode, QuestionType } from "../game/modes";
import type { MissionQuestionType } from "./mission-presets";
import { scaledTimeLimit, type TimeAllowance } from "../game/time-allowance";

/** What a mission asks, as its completion rule sees it. */
export interface MissionCriteria {
  gameModeTarget: string;
  scoreTarget: number | null;
  durationTarget: number | null;
  /** null or "all": any question counts. */
  questionTypeTarget: MissionQuestionType | null;
  /** Times tables, any one of which must appear in a correct multiplication. */
  tables: readonly number[];
}

/** An answer, as the rule sees it. */
export interface MissionAnswer {
  question_type: QuestionType;
  operand1: number;
  operand2: number;
  is_correct: boolean;
}

/** A saved game, as the rule sees it. */
export interface MissionGame {
  mode: GameMode;
  score: number;
  /** Seconds. */
  duration: number;
  /** The clock it was played on (more time); the standard one when not given. */
  timeAllowance?: TimeAllowance;
  questions: readonly MissionAnswer[];
}

/**
 * A mission's time limit for a game on its clock: the limit the parent set
 * (its mode's time) stretched as the child's more time stretches the game, or
 * none for a game without a clock. A child with 2 × the time completes a
 * 90-second mission in a game of 3 minutes.
 */
export function missionTimeLimit(
  durationTarget: number | null,
  mode: GameMode,
  allowance: TimeAllowance,
): number | null {
  return durationTarget === null ? null : scaledTimeLimit(mode, durationTarget, allowance);
}

/**
 * How a game (finished, or so far) stands against each criterion of a
 * mission but its mode and duration: the score against the target, the
 * question type and the times tables, each with whether it is met.
 */
export interface MissionStanding {
  score: { current: number; target: number; met: boolean } | null;
  /** The type to get right at least once (none when the target is all). */
  questionType: { type: QuestionType; met: boolean } | null;
  /** The tables, one of which must come up in a right multiplication (none when no table is set). */
  tables: { tables: readonly number[]; met: boolean } | null;
  /** Every one of them met. */
  met: boolean;
}

/**
 * The criteria of docs/product/gameplay.md#missions that answers meet: the score reaches the
 * score target when one is set; with a question-type target other than all,
 * at least one correct answer of that type; with times tables, at least one
 * correct multiplication with a listed table as either operand. The in-game
 * mission line and the server's completion both read it, so they agree.
 */
export function missionStanding(
  mission: Pick<MissionCriteria, "scoreTarget" | "questionTypeTarget" | "tables">,
  game: { score: number; questions: readonly MissionAnswer[] },
): MissionStanding {
  const score =
    mission.scoreTarget === null
      ? null
      : {
          current: Math.min(game.score, mission.scoreTarget),
          target: mission.scoreTarget,
          met: game.score >= mission.scoreTarget,
        };
  const type = mission.questionTypeTarget;
  const questionType =
    type === null || type === "all"
      ? null
      : { type, met: game.questions.some((q) => q.is_correct && q.question_type === type) };
  const listed = new Set(mission.tables);
  const tables =
    listed.size === 0
      ? null
      : {
          tables: mission.tables,
          met: game.questions.some(
            (q) =>
              q.is_correct &&
              q.question_type === "multiplication" &&
              (listed.has(q.operand1) || listed.has(q.operand2)),
          ),
        };
  return {
    score,
    questionType,
    tables,
    met: (score?.met ?? true) && (questionType?.met ?? true) && (tables?.met ?? true),
  };
}

/**
 * Whether a game completes a mission (docs/product/gameplay.md#missions): the mode matches;
 * the game lasted no longer than the duration target when one is set (on the game's clock, `missionTimeLimit`); and
 * every criterion of `missionStanding` is met.
 */
export function completesMission(mission: MissionCriteria, game: MissionGame): boolean {
  if (game.mode !== mission.gameModeTarget) return false;
  const limit = missionTimeLimit(mission.durationTarget, game.mode, game.timeAllowance ?? "standard");
  if (limit !== null && game.duration > limit) return false;
  return missionStanding(mission, game).met;
}
