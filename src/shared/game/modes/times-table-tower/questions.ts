import { DIFFICULTY_LEVELS, type DifficultyLevel } from "../../../constants";
import { arithmeticQuestion, type Question } from "../../question";
import { pickOne, randomInt, type Random } from "../../random";

interface TowerRules {
  tables: readonly number[];
  maxMultiplier: number;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Times Table Tower tables by difficulty (docs/product/gameplay.md#question-pools). */
export const TOWER_RULES: Readonly<Record<DifficultyLevel, TowerRules>> = {
  beginner: { tables: [2, 5, 10], maxMultiplier: 10 },
  intermediate: { tables: range(2, 10), maxMultiplier: 10 },
  expert: { tables: range(2, 12), maxMultiplier: 12 },
};

/** Above this score the tables below 6 are dropped, if any tables remain. */
export const TOWER_HARDER_ABOVE_SCORE = 10;
const HARDER_FROM_TABLE = 6;

function towerRulesOf(difficulty: string): TowerRules {
  const known = DIFFICULTY_LEVELS.find((level) => level === difficulty);
  return TOWER_RULES[known ?? "beginner"];
}

/** The tables in play: an unknown difficulty uses beginner rules. */
export function towerTables(difficulty: string, score: number): readonly number[] {
  const { tables } = towerRulesOf(difficulty);
  if (score <= TOWER_HARDER_ABOVE_SCORE) return tables;
  const harder = tables.filter((table) => table >= HARDER_FROM_TABLE);
  return harder.length > 0 ? harder : tables;
}

/**
 * One tower question: `table × multiplier`, the table first, the multiplier
 * from 1 to 10 (expert 12). `score` is the in-play score, the number of
 * correct answers so far.
 */
export function towerQuestion(difficulty: string, score: number, random: Random): Question {
  const table = pickOne(random, towerTables(difficulty, score));
  return arithmeticQuestion("multiplication", table, randomInt(random, 1, towerRulesOf(difficulty).maxMultiplier));
}
