import type { DifficultyLevel } from "../constants";
import { GET_TO_100_STEPS } from "../game/modes/get-to-100/questions";
import { MODE_LABELS, type QuestionType } from "../game/modes";
import type { MissionMode, MissionQuestionType } from "./mission-presets";
import { missionReach } from "./mission-reach";
import {
  accuracyOf,
  MIN_QUESTIONS_FOR_A_VERDICT,
  MIN_TABLE_QUESTIONS,
  QUESTION_TYPE_WORDS,
  weakest,
  type ModeStat,
  type TableStat,
  type TypeStat,
} from "./practice-stats";

/** What the coach looks at: the child's recent history, aggregated. */
export interface CoachHistory {
  firstName: string;
  difficulty: DifficultyLevel;
  modes: readonly ModeStat[];
  types: readonly TypeStat[];
  tables: readonly TableStat[];
  /** Whether the child may play Times Table Tower now (a 3-day streak or a shield opens it). */
  towerOpen: boolean;
  /** Times tables the parent chose to focus on: the coach's mission is about one of them. */
  focusTables?: readonly number[];
}

/** A suggested mission, for the parent to edit and send. */
export interface MissionSuggestion {
  gameModeTarget: MissionMode;
  focusArea: string;
  title: string;
  description: string;
  scoreTarget: number | null;
  questionTypeTarget: MissionQuestionType;
  tables: number[];
}

/** Below this accuracy a kind of question (or a table) is worth a mission of its own. */
const FOCUS_BELOW_PERCENT = 80;
/** A first mission's target by difficulty: reachable in one good game. */
const FIRST_MISSION_TARGET: Readonly<Record<DifficultyLevel, number>> = {
  beginner: 10,
  intermediate: 15,
  expert: 20,
};
/** How far past the child's recent average a target reaches. */
const STRETCH = 2;

/**
 * A target a little above the recent average in the mode, never above the
 * highest score the mode reaches at the child's level, never below 1.
 */
function stretchTarget(history: CoachHistory, mode: MissionMode, fallback: number): number {
  const stat = history.modes.find((m) => m.mode === mode && m.games > 0);
  const base = stat ? Math.round(stat.averageScore) + STRETCH : fallback;
  return Math.max(1, Math.min(missionReach(mode, history.difficulty).maxScore, base));
}

/** Whether a game of `mode` at `difficulty` asks `type` (and, for a table, a multiplication with it as a factor). */
function asks(mode: MissionMode, difficulty: DifficultyLevel, type: QuestionType, table?: number): boolean {
  const reach = missionReach(mode, difficulty);
  return reach.questionTypes.includes(type) && (table === undefined || reach.tables.includes(table));
}

/** How the child has done on a table, in words: their recent answers, or that the parent chose it. */
function tableRecord(name: string, table: TableStat): string {
  return table.asked > 0
    ? `${name} got ${table.correct} of ${table.asked} questions on the ${table.table} times table right recently.`
    : `The ${table.table} times table is one you chose for ${name} to focus on.`;
}

/**
 * A mission on one times table: a 90 Second Challenge aimed at it, or the
 * tower for a table the challenge does not ask at the child's level when the
 * tower is open and asks it; null when neither can be played.
 */
function tableMission(history: CoachHistory, table: TableStat): MissionSuggestion | null {
  const said = tableRecord(history.firstName, table);
  if (asks("timed", history.difficulty, "multiplication", table.table)) {
    const target = stretchTarget(history, "timed", FIRST_MISSION_TARGET[history.difficulty]);
    return {
      gameModeTarget: "timed",
      focusArea: `The ${table.table} times table`,
      title: `${table.table} Times Table Hero`,
      description: `${said} Score ${target} in a 90 Second Challenge, with at least one ${table.table} times table question right.`,
      scoreTarget: target,
      questionTypeTarget: "multiplication",
      tables: [table.table],
    };
  }
  if (history.towerOpen && asks("times_table_tower", history.difficulty, "multiplication", table.table)) {
    const target = stretchTarget(history, "times_table_tower", 5);
    return {
      gameModeTarget: "times_table_tower",
      focusArea: `The ${table.table} times table`,
      title: `${table.table} Times Table Tower`,
      description: `${said} Build a tower ${target} blocks high, with at least one ${table.table} times table question right.`,
      scoreTarget: target,
      questionTypeTarget: "multiplication",
      tables: [table.table],
    };
  }
  return null;
}

/**
 * The built-in coach (docs/product/gameplay.md#coach-mode): a mission from the
 * child's own history. The weakest times table first (a 90 Second Challenge
 * aimed at it, or the tower for a table the challenge does not ask at the
 * child's level, when the tower is open to them), then the weakest kind of question (Missing Piece for
 * missing-piece questions, otherwise a 90 Second Challenge on that
 * operation), then, when everything is going well, a stretch in Get to 100;
 * with no history yet, a first 90 Second Challenge at the child's level.
 * Score targets sit just above the recent average in the mode.
 */
export function suggestMission(history: CoachHistory): MissionSuggestion {
  const name = history.firstName;
  // The parent's focus tables first: the weakest of them (or the first, never asked yet).
  const focus = history.focusTables ?? [];
  if (focus.length > 0) {
    const focusStats = focus.map(
      (t) => history.tables.find((s) => s.table === t) ?? { table: t, asked: 0, correct: 0 },
    );
    const chosen = weakest(focusStats, 0);
    const mission = chosen && tableMission(history, chosen);
    if (mission) return mission;
  }
  const played = history.modes.some((m) => m.games > 0);
  if (!played) {
    const target = FIRST_MISSION_TARGET[history.difficulty];
    return {
      gameModeTarget: "timed",
      focusArea: "Getting started",
      title: "First 90 Second Challenge",
      description: `Play one 90 Second Challenge and get ${target} answers right. A great first step for ${name}!`,
      scoreTarget: target,
      questionTypeTarget: "all",
      tables: [],
    };
  }

  const table = weakest(history.tables, MIN_TABLE_QUESTIONS);
  if (table && accuracyOf(table) < FOCUS_BELOW_PERCENT) {
    const mission = tableMission(history, table);
    if (mission) return mission;
    // The tower is still locked, so a mission there could not be played: the weakest kind of question instead.
  }

  const type = weakest(history.types, MIN_QUESTIONS_FOR_A_VERDICT);
  if (type && accuracyOf(type) < FOCUS_BELOW_PERCENT) {
    const words = QUESTION_TYPE_WORDS[type.type];
    if (type.type === "missing_piece") {
      const target = stretchTarget(history, "missing_piece", 8);
      return {
        gameModeTarget: "missing_piece",
        focusArea: "Missing numbers",
        title: "Missing Piece Detective",
        description: `${name} got ${accuracyOf(type)}% of missing-piece questions right recently. Find ${target} missing pieces in one Missing Piece Challenge.`,
        scoreTarget: target,
        questionTypeTarget: "missing_piece",
        tables: [],
      };
    }
    if (!asks("timed", history.difficulty, type.type)) {
      // Get to 100 asks every operation as the score climbs (division from 67).
      const floor = type.type === "division" ? GET_TO_100_STEPS.division + 3 : 40;
      const target = Math.max(floor, stretchTarget(history, "get_to_100", floor));
      return {
        gameModeTarget: "get_to_100",
        focusArea: capitalise(words),
        title: `${capitalise(words)} Climb`,
        description: `${name} got ${type.correct} of ${type.asked} ${words} questions right recently. Reach ${target} in the ${MODE_LABELS.get_to_100}, with at least one ${words} question right on the way.`,
        scoreTarget: target,
        questionTypeTarget: type.type,
        tables: [],
      };
    }
    const target = stretchTarget(history, "timed", FIRST_MISSION_TARGET[history.difficulty]);
    return {
      gameModeTarget: "timed",
      focusArea: capitalise(words),
      title: `${capitalise(words)} Booster`,
      description: `${name} got ${type.correct} of ${type.asked} ${words} questions right recently. Score ${target} in a 90 Second Challenge, with ${words} questions answered right along the way.`,
      scoreTarget: target,
      questionTypeTarget: type.type,
      tables: [],
    };
  }

  const target = stretchTarget(history, "get_to_100", 30);
  return {
    gameModeTarget: "get_to_100",
    focusArea: "Accuracy under pressure",
    title: "Road to 100",
    description: `${name} is doing really well. Reach ${target} in the ${MODE_LABELS.get_to_100}: one slip ends the game, so every answer counts.`,
    scoreTarget: target,
    questionTypeTarget: "all",
    tables: [],
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
