import { GET_TO_100_TARGET, MODE_TIME_LIMIT_SECONDS, TOWER_MAX_SCORE, TRAFFIC_LIGHT_QUESTIONS } from "../game/modes";
import { TIMED_MAX_QUESTIONS, type QuestionType } from "../game/modes";

/** The modes a parent can set a mission in (Coach Mode's choices), in the order offered. */
export const MISSION_MODES = ["timed", "get_to_100", "missing_piece", "traffic_light", "times_table_tower"] as const;
export type MissionMode = (typeof MISSION_MODES)[number];

/** A question-type target: "all", or one type the mode asks. */
export type MissionQuestionType = "all" | QuestionType;

/** Times tables a mission can target (as either factor of a multiplication). */
export const MISSION_TABLES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export interface MissionPreset {
  /** The mode's own time limit in seconds (read-only in the form), null for modes that are not timed. */
  timeLimitSeconds: number | null;
  /** The question-type choices the form offers for the mode, "all" first where there is a choice. */
  questionTypes: readonly MissionQuestionType[];
  /** The score target the form starts with (null: none). */
  defaultScoreTarget: number | null;
  /** The highest score a game of the mode can reach, so the highest sensible target. */
  maxScoreTarget: number;
  /** Whether times-table targets make sense (the mode asks multiplications). */
  tables: boolean;
}

const TIMED_TYPES = ["all", "addition", "subtraction", "multiplication", "division"] as const;

/**
 * The presets per mode (gameplay spec §9): Traffic Light has a score target
 * of 20 and no duration; the 90 Second Challenge 90 s with all four
 * operations; Missing Piece 60 s, missing-piece questions only; the tower
 * 90 s, multiplication; Get to 100 a score target of 100 and the timed
 * types.
 */
export const MISSION_PRESETS: Readonly<Record<MissionMode, MissionPreset>> = {
  timed: {
    timeLimitSeconds: MODE_TIME_LIMIT_SECONDS.timed,
    questionTypes: TIMED_TYPES,
    defaultScoreTarget: null,
    maxScoreTarget: TIMED_MAX_QUESTIONS,
    tables: true,
  },
  get_to_100: {
    timeLimitSeconds: MODE_TIME_LIMIT_SECONDS.get_to_100,
    questionTypes: TIMED_TYPES,
    defaultScoreTarget: GET_TO_100_TARGET,
    maxScoreTarget: GET_TO_100_TARGET,
    tables: true,
  },
  missing_piece: {
    timeLimitSeconds: MODE_TIME_LIMIT_SECONDS.missing_piece,
    questionTypes: ["missing_piece"],
    defaultScoreTarget: null,
    maxScoreTarget: 200,
    tables: false,
  },
  traffic_light: {
    timeLimitSeconds: MODE_TIME_LIMIT_SECONDS.traffic_light,
    questionTypes: ["all", "addition", "subtraction", "multiplication"],
    defaultScoreTarget: TRAFFIC_LIGHT_QUESTIONS,
    maxScoreTarget: TRAFFIC_LIGHT_QUESTIONS,
    tables: true,
  },
  times_table_tower: {
    timeLimitSeconds: MODE_TIME_LIMIT_SECONDS.times_table_tower,
    questionTypes: ["multiplication"],
    defaultScoreTarget: null,
    maxScoreTarget: TOWER_MAX_SCORE,
    tables: true,
  },
};

/** The mission's title when the parent leaves it empty: the mode's name plus " Mission". */
export function defaultMissionTitle(modeLabel: string): string {
  return `${modeLabel} Mission`;
}

/** The question-type target a mode starts with: its first choice. */
export function defaultQuestionType(mode: MissionMode): MissionQuestionType {
  return MISSION_PRESETS[mode].questionTypes[0] ?? "all";
}

/** Whether `type` is one of the mode's choices. */
export function allowsQuestionType(mode: MissionMode, type: MissionQuestionType): boolean {
  return MISSION_PRESETS[mode].questionTypes.includes(type);
}
