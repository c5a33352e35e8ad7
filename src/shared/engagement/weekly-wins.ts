import { WEEKLY_WINS_DAYS } from "../constants";
import { MODE_LABELS } from "../game/modes";
import { questionInWords } from "../learning/advice";
import type { FactQuestion } from "../learning/fact-model";
import {
  accuracyOf,
  MIN_QUESTIONS_FOR_A_VERDICT,
  MIN_TABLE_QUESTIONS,
  QUESTION_TYPE_WORDS,
  strongest,
  weakest,
  type ModeStat,
  type TableStat,
  type TypeStat,
} from "./practice-stats";
import { listInWords, plural } from "../words";

/** What the server gathers about a child's last 7 days. */
export interface WeekOfPlay {
  gamesPlayed: number;
  daysPlayed: number;
  modes: readonly ModeStat[];
  types: readonly TypeStat[];
  tables: readonly TableStat[];
  /** Names of the missions completed in the week. */
  missionsCompleted: readonly string[];
  /** The facts to practise next (factsToAdvise over the child's kept answers, any week), first first, as the child practises them. */
  factsToPractise: readonly FactQuestion[];
  currentStreak: number;
  hasShield: boolean;
}

export interface WeeklyWins {
  achievements: string[];
  improvementAreas: string[];
  currentStreak: number;
  hasShield: boolean;
}

/** What a parent sees when the week cannot be worked out (docs/product/gameplay.md#weekly-wins: empty defaults). */
export const EMPTY_WEEKLY_WINS: WeeklyWins = {
  achievements: [],
  improvementAreas: [],
  currentStreak: 0,
  hasShield: false,
};

/** Accuracy from which a question type or table counts as a strength, and below which it is worth practising. */
const STRENGTH_PERCENT = 80;
const PRACTISE_BELOW_PERCENT = 70;
/** At most this many lines in each list, and facts named to practise. */
const MAX_LINES = 4;
const MAX_FACTS = 3;

/** The week as it is named on screen: what it is (startOfThisWeek), never "this week", which reads as since Monday. */
const THE_WEEK = `the last ${WEEKLY_WINS_DAYS} days`;

function bestGameLine(stat: ModeStat): string {
  if (stat.mode === "times_table_tower") return `Built a tower ${plural(stat.bestScore, "block")} high`;
  if (stat.mode === "get_to_100" && stat.bestScore >= stat.maxScore) return "Reached 100 in the Get to 100 Challenge";
  return `Best ${MODE_LABELS[stat.mode]} score: ${stat.bestScore} / ${stat.maxScore}`;
}

/**
 * This week's wins (docs/product/gameplay.md#weekly-wins): kind, specific lines from the
 * child's own games over the last 7 days. Achievements name what went well
 * (games and days played, missions completed, the best game, a strong kind
 * of question, the streak); improvement areas name at most a kind of
 * question that went less well and the facts Smart Practice would ask first
 * (so what a parent reads and what the child practises agree; the times
 * table that went least well when there are none), or a gentle nudge when
 * there was little play.
 */
export function weeklyWins(week: WeekOfPlay): WeeklyWins {
  const achievements: string[] = [];
  const improvementAreas: string[] = [];

  if (week.gamesPlayed > 0) {
    achievements.push(`Played ${plural(week.gamesPlayed, "game")} on ${week.daysPlayed} of ${THE_WEEK}`);
  }
  for (const name of week.missionsCompleted) achievements.push(`Completed the mission "${name}"`);
  const best = [...week.modes]
    .filter((m) => m.games > 0 && m.maxScore > 0)
    .sort((a, b) => b.bestScore / b.maxScore - a.bestScore / a.maxScore)[0];
  if (best && best.bestScore > 0) achievements.push(bestGameLine(best));
  const strong = strongest(week.types, MIN_QUESTIONS_FOR_A_VERDICT);
  if (strong && accuracyOf(strong) >= STRENGTH_PERCENT) {
    achievements.push(
      `Got ${strong.correct} of ${strong.asked} ${QUESTION_TYPE_WORDS[strong.type]} questions right (${accuracyOf(strong)}%)`,
    );
  }
  if (week.currentStreak >= 2) achievements.push(`On a ${week.currentStreak}-day practice streak`);

  const weakType = weakest(week.types, MIN_QUESTIONS_FOR_A_VERDICT);
  if (weakType && accuracyOf(weakType) < PRACTISE_BELOW_PERCENT && weakType !== strong) {
    improvementAreas.push(
      `${capitalise(QUESTION_TYPE_WORDS[weakType.type])}: ${weakType.correct} of ${weakType.asked} right in ${THE_WEEK}`,
    );
  }
  const weakTable = weakest(week.tables, MIN_TABLE_QUESTIONS);
  if (week.factsToPractise.length > 0) {
    improvementAreas.push(
      `Facts to practise next: ${listInWords(week.factsToPractise.slice(0, MAX_FACTS).map(questionInWords))}`,
    );
  } else if (weakTable && accuracyOf(weakTable) < PRACTISE_BELOW_PERCENT) {
    improvementAreas.push(`The ${weakTable.table} times table: ${weakTable.correct} of ${weakTable.asked} right`);
  }
  if (week.gamesPlayed === 0) {
    improvementAreas.push(`No games in ${THE_WEEK}: one short game a day builds the habit`);
  } else if (week.daysPlayed < 3) {
    improvementAreas.push("Practising on more days, even for 90 seconds, helps it stick");
  }

  return {
    achievements: achievements.slice(0, MAX_LINES),
    improvementAreas: improvementAreas.slice(0, MAX_LINES),
    currentStreak: week.currentStreak,
    hasShield: week.hasShield,
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
