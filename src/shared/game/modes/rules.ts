import type { ModeRules } from "../mode-rules";
import type { GameMode } from ".";
import { CHALLENGE_MODE } from "./challenge/rules";
import { GET_TO_100_MODE } from "./get-to-100/rules";
import { MISSING_PIECE_MODE } from "./missing-piece/rules";
import { MTC_MODE } from "./mtc/rules";
import { SMART_PRACTICE_MODE } from "./smart-practice/rules";
import { TOWER_MODE } from "./times-table-tower/rules";
import { TIMED_MODE } from "./timed/rules";
import { TRAFFIC_LIGHT_MODE } from "./traffic-light/rules";

/**
 * Each mode's limits, feedback pauses and scoring, as its folder declares
 * them (`modes/<mode>/rules.ts`, the folder named after the mode's id).
 */
export const MODE_RULES: Readonly<Record<GameMode, ModeRules>> = {
  timed: TIMED_MODE,
  challenge: CHALLENGE_MODE,
  get_to_100: GET_TO_100_MODE,
  missing_piece: MISSING_PIECE_MODE,
  traffic_light: TRAFFIC_LIGHT_MODE,
  times_table_tower: TOWER_MODE,
  smart_practice: SMART_PRACTICE_MODE,
  mtc: MTC_MODE,
};
