import { type QuestionType } from "../game/modes";
import { MODE_RULES } from "../game/modes/rules";
import { GET_TO_100_TARGET } from "../game/modes/get-to-100/rules";
import { TRAFFIC_LIGHT_QUESTIONS } from "../game/modes/traffic-light/rules";

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
  /** The score target the form starts with (null: none). */
  defaultScoreTarget: number | null;
}

/**
 * The presets per mode (docs/product/gameplay.md#missions): Traffic Light has a score target
 * of 20 and no duration; the 90 Second Challenge 90 s; Missing Piece 60 s;
 * the tower 90 s; Get to 100 a score target of 100. What each mode can ask a
 * child (question types, tables, highest score) depends on the child's level:
 * `missionReach` (mission-reach.ts) works it out from the games' generators.
 */
export const MISSION_PRESETS: Readonly<Record<MissionMode, MissionPreset>> = {
  timed: { timeLimitSeconds: MODE_RULES.timed.timeLimitSeconds, defaultScoreTarget: null },
  get_to_100: { timeLimitSeconds: MODE_RULES.get_to_100.timeLimitSeconds, defaultScoreTarget: GET_TO_100_TARGET },
  missing_piece: { timeLimitSeconds: MODE_RULES.missing_piece.timeLimitSeconds, defaultScoreTarget: null },
  traffic_light: {
    timeLimitSeconds: MODE_RULES.traffic_light.timeLimitSeconds,
    defaultScoreTarget: TRAFFIC_LIGHT_QUESTIONS,
  },
  times_table_tower: { timeLimitSeconds: MODE_RULES.times_table_tower.timeLimitSeconds, defaultScoreTarget: null },
};

/** The mission's title when the parent leaves it empty: the mode's name plus " Mission". */
export function defaultMissionTitle(modeLabel: string): string {
  return `${modeLabel} Mission`;
}
