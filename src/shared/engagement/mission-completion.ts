import type { GameMode, QuestionType } from "../game/modes";
import type { MissionQuestionType } from "./mission-presets";

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

/** A saved game, as the rule sees it. */
export interface MissionGame {
  mode: GameMode;
  score: number;
  /** Seconds. */
  duration: number;
  questions: readonly { question_type: QuestionType; operand1: number; operand2: number; is_correct: boolean }[];
}

/**
 * Whether a game completes a mission (gameplay spec §5): the mode matches;
 * the score reaches the score target when one is set; the game lasted no
 * longer than the duration target when one is set; with a question-type
 * target other than all, at least one correct answer of that type; with
 * times tables, at least one correct multiplication with a listed table as
 * either operand.
 */
export function completesMission(mission: MissionCriteria, game: MissionGame): boolean {
  if (game.mode !== mission.gameModeTarget) return false;
  if (mission.scoreTarget !== null && game.score < mission.scoreTarget) return false;
  if (mission.durationTarget !== null && game.duration > mission.durationTarget) return false;
  const type = mission.questionTypeTarget;
  if (type !== null && type !== "all" && !game.questions.some((q) => q.is_correct && q.question_type === type)) {
    return false;
  }
  if (mission.tables.length > 0) {
    const tables = new Set(mission.tables);
    const hit = game.questions.some(
      (q) => q.is_correct && q.question_type === "multiplication" && (tables.has(q.operand1) || tables.has(q.operand2)),
    );
    if (!hit) return false;
  }
  return true;
}

/** The mission's progress line during a game of its mode: the score so far against the target, if it has one. */
export function missionProgress(
  mission: { gameModeTarget: string; scoreTarget: number | null },
  mode: GameMode,
  score: number,
): { current: number; target: number; reached: boolean } | null {
  if (mission.gameModeTarget !== mode || mission.scoreTarget === null) return null;
  return {
    current: Math.min(score, mission.scoreTarget),
    target: mission.scoreTarget,
    reached: score >= mission.scoreTarget,
  };
}
