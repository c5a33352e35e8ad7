import { DIFFICULTY_LEVELS, type DifficultyLevel } from "../../../constants";
import { arithmeticQuestion, type Question } from "../../question";
import { pickOne, type Random } from "../../random";

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

/** Above this score the tables below 6 are dropped, while at least two tables remain. */
export const TOWER_HARDER_ABOVE_SCORE = 10;
const HARDER_FROM_TABLE = 6;
/** Dropping the easier tables must leave at least this many, so the tower never turns into one table (a beginner keeps 2, 5 and 10). */
const MIN_TABLES_LEFT = 2;
/** A fact (7 × 8 and 8 × 7 alike) is not asked again within this many questions. */
export const TOWER_NO_REPEAT_WITHIN = 10;

function towerRulesOf(difficulty: string): TowerRules {
  const known = DIFFICULTY_LEVELS.find((level) => level === difficulty);
  return TOWER_RULES[known ?? "beginner"];
}

/** The tables in play: an unknown difficulty uses beginner rules. */
export function towerTables(difficulty: string, score: number): readonly number[] {
  const { tables } = towerRulesOf(difficulty);
  if (score <= TOWER_HARDER_ABOVE_SCORE) return tables;
  const harder = tables.filter((table) => table >= HARDER_FROM_TABLE);
  return harder.length >= MIN_TABLES_LEFT ? harder : tables;
}

/** One fact for both orders: 7 × 8 and 8 × 7 are the same to learn. */
const factKeyOf = (a: number, b: number) => `${Math.min(a, b)}x${Math.max(a, b)}`;

/**
 * One tower question: `table × multiplier`, the table first, the multiplier
 * from 1 to 10 (expert 12). `score` is the in-play score, the number of
 * correct answers so far; `asked` the questions asked so far, oldest first.
 * It is drawn from the facts of the tables in play never asked in this game,
 * or when all have been, from those not among the last
 * TOWER_NO_REPEAT_WITHIN asked, so the tower keeps a mix and no fact comes
 * back soon after.
 */
export function towerQuestion(
  difficulty: string,
  score: number,
  random: Random,
  asked: readonly { operand1: number; operand2: number }[] = [],
): Question {
  const maxMultiplier = towerRulesOf(difficulty).maxMultiplier;
  const pairs = towerTables(difficulty, score).flatMap((table) =>
    Array.from({ length: maxMultiplier }, (_, i) => [table, i + 1] as const),
  );
  const ever = new Set(asked.map((q) => factKeyOf(q.operand1, q.operand2)));
  const lately = new Set(asked.slice(-TOWER_NO_REPEAT_WITHIN).map((q) => factKeyOf(q.operand1, q.operand2)));
  const fresh = pairs.filter(([t, m]) => !ever.has(factKeyOf(t, m)));
  const notLately = pairs.filter(([t, m]) => !lately.has(factKeyOf(t, m)));
  const [table, multiplier] = pickOne(random, fresh.length > 0 ? fresh : notLately.length > 0 ? notLately : pairs);
  return arithmeticQuestion("multiplication", table, multiplier);
}
