import { DIFFICULTY_LABELS, type DifficultyLevel } from "../constants";
import { GET_TO_100_STAGES } from "../game/modes/get-to-100/questions";
import { MODE_LABELS, QUESTION_TYPES, type QuestionType } from "../game/modes";
import { MODE_RULES } from "../game/modes/rules";
import { GET_TO_100_TARGET } from "../game/modes/get-to-100/rules";
import { TOWER_MAX_SCORE } from "../game/modes/times-table-tower/rules";
import { TIMED_POOLS } from "../game/modes/timed/pool";
import { TRAFFIC_LIGHT_POOLS } from "../game/modes/traffic-light/pool";
import type { OperandRange } from "../game/ranged-question";
import { TOWER_RULES } from "../game/modes/times-table-tower/questions";
import { productMessages } from "../messages";
import { MISSION_TABLES, type MissionMode, type MissionQuestionType } from "./mission-presets";
import { QUESTION_TYPE_WORDS } from "./practice-stats";
import { listInWords } from "../words";

/** What a game of one mode can ask a child at one level, as a mission's criteria see it. */
export interface MissionReach {
  /** The question types the mode asks at the level, in `QUESTION_TYPES` order. */
  questionTypes: readonly QuestionType[];
  /**
   * The mission tables (2-12) that come up as a factor of a multiplication
   * question, the only kind of answer a times-table target counts.
   */
  tables: readonly number[];
  /** The highest score a game of the mode can reach: a target above it can never be met. */
  maxScore: number;
}

/** The kinds of question a generator draws from: a type, and the range of the numbers it multiplies (if any). */
interface Asked {
  type: QuestionType;
  factors?: OperandRange;
}

const range = (from: number, to: number): OperandRange => ({ min: from, max: to });

/** What each mode's generator asks at a level, read from the generator's own rules. */
function askedBy(mode: MissionMode, level: DifficultyLevel): { asked: readonly Asked[]; maxScore: number } {
  switch (mode) {
    case "timed":
    case "traffic_light": {
      // A pool game asks each entry's questions once: its score is at most their number.
      const pool = (mode === "timed" ? TIMED_POOLS : TRAFFIC_LIGHT_POOLS)[level];
      return {
        asked: pool.map((entry) => ({ type: entry.type, factors: entry })),
        maxScore: pool.reduce((sum, entry) => sum + entry.count, 0),
      };
    }
    case "get_to_100":
      // The same at every level: the stages open as the score climbs.
      return {
        asked: GET_TO_100_STAGES.flatMap((stage) =>
          stage.entries.map((entry) => ({ type: entry.type, factors: entry })),
        ),
        maxScore: GET_TO_100_TARGET,
      };
    case "missing_piece":
      // Each question is a missing piece, never a multiplication, whatever its sign.
      return { asked: [{ type: "missing_piece" }], maxScore: MODE_RULES.missing_piece.maxQuestions };
    case "times_table_tower": {
      // `table × multiplier`: the level's tables first, the multiplier from 1 up.
      const rules = TOWER_RULES[level];
      return {
        asked: [
          ...rules.tables.map((table) => ({ type: "multiplication" as const, factors: range(table, table) })),
          { type: "multiplication", factors: range(1, rules.maxMultiplier) },
        ],
        maxScore: TOWER_MAX_SCORE,
      };
    }
  }
}

/**
 * What a child at `level` can be asked in a game of `mode` (the mission's
 * reach): the question types, the times tables that come up in a
 * multiplication, and the highest score. Worked out from the generators' own
 * pools and rules, so that it changes when they do.
 */
export function missionReach(mode: MissionMode, level: DifficultyLevel): MissionReach {
  const { asked, maxScore } = askedBy(mode, level);
  const multiplying = asked.flatMap((a) => (a.type === "multiplication" && a.factors ? [a.factors] : []));
  return {
    questionTypes: QUESTION_TYPES.filter((type) => asked.some((a) => a.type === type)),
    tables: MISSION_TABLES.filter((table) => multiplying.some((f) => table >= f.min && table <= f.max)),
    maxScore,
  };
}

/** The question-type targets to offer: "all" first when the mode asks more than one type, then each it asks. */
export function questionTypeChoices(reach: MissionReach): MissionQuestionType[] {
  return reach.questionTypes.length > 1 ? ["all", ...reach.questionTypes] : [...reach.questionTypes];
}

/** What a mission asks, for checking that it can be done. */
export interface MissionAsk {
  mode: MissionMode;
  questionType: MissionQuestionType;
  tables: readonly number[];
  scoreTarget: number | null;
}

/** Why a mission could never be completed, per field of the send (none: it can be). */
export type MissionProblems = Partial<Record<"question_type_target" | "tables" | "score_target", string>>;

/** "7", "7 and 8", "2, 5 and 10", with a run of three or more as "2 to 5". */
export function tablesInWords(tables: readonly number[]): string {
  const sorted = [...new Set(tables)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    if (j - i >= 2) parts.push(`${sorted[i]} to ${sorted[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(sorted[k]));
    i = j + 1;
  }
  return listInWords(parts);
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * Why no child at `level` could complete the mission in its mode, in words
 * for the parent, per field: a question type the mode never asks at that
 * level, times tables that never come up in its multiplications, a target
 * above its highest score. Empty when the mission can be completed.
 */
export function missionProblems(mission: MissionAsk, level: DifficultyLevel): MissionProblems {
  const reach = missionReach(mission.mode, level);
  const words = { mode: MODE_LABELS[mission.mode], level: DIFFICULTY_LABELS[level] };
  const problems: MissionProblems = {};
  const type = mission.questionType;
  if (type !== "all" && !reach.questionTypes.includes(type)) {
    problems.question_type_target = fill(productMessages.missionTypeNeverAsked, {
      ...words,
      type: QUESTION_TYPE_WORDS[type],
      asked: listInWords(reach.questionTypes.map((t) => QUESTION_TYPE_WORDS[t])),
    });
  }
  const missing = mission.tables.filter((table) => !reach.tables.includes(table));
  if (missing.length > 0) {
    problems.tables =
      reach.tables.length === 0
        ? fill(productMessages.missionNoTables, words)
        : fill(
            missing.length === 1 ? productMessages.missionTableNeverAsked : productMessages.missionTablesNeverAsked,
            {
              ...words,
              reach: tablesInWords(reach.tables),
              missing: tablesInWords(missing),
            },
          );
  }
  if (mission.scoreTarget !== null && mission.scoreTarget > reach.maxScore) {
    problems.score_target = fill(productMessages.missionTargetTooHigh, { ...words, max: String(reach.maxScore) });
  }
  return problems;
}

/** The refusal of a mission `{name}` could never complete, naming its first problem; null when it can be done. */
export function impossibleMissionMessage(name: string, problems: MissionProblems): string | null {
  const first = problems.question_type_target ?? problems.tables ?? problems.score_target;
  return first === undefined ? null : fill(productMessages.missionImpossible, { name, problem: first });
}
