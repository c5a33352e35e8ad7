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

/** Above this score the tables below 6 are dropped, if any tables remain. */
export const TOWER_HARDER_ABOVE_SCORE = 10;
const HARDER_FROM_TABLE = 6;
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
  return harder.length > 0 ? harder : tables;
}

/** One fact for both orders: 7 × 8 and 8 × 7 are the same to learn. */
const factKeyOf = (a: number, b: number) => `${Math.min(a, b)}x${Math.max(a, b)}`;

/**
 * One tower question: `table × multiplier`, the table first, the multiplier
 * from 1 to 10 (expert 12). `score` is the in-play score, the number of
 * correct answers so far; `asked` the questions asked so far, oldest first.
 * It is drawn from the facts of the tables in play never asked in this game,
 * or when all have been, from those not among the last TOWER_NO_REPEAT_WITHIN
 * asked (fewer when fewer facts are in play: a beginner above 10 blocks has the
 * 10 table's ten), so no fact comes back soon after.
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
  // At least one fact is always left to ask: the window is shorter than the facts in play.
  const window = Math.min(TOWER_NO_REPEAT_WITHIN, pairs.length - 1);
  const lately = new Set(asked.slice(asked.length - window).map((q) => factKeyOf(q.operand1, q.operand2)));
  const fresh = pairs.filter(([t, m]) => !ever.has(factKeyOf(t, m)));
  const notLately = pairs.filter(([t, m]) => !lately.has(factKeyOf(t, m)));
  const [table, multiplier] = pickOne(random, fresh.length > 0 ? fresh : notLately);
  return arithmeticQuestion("multiplication", table, multiplier);
}
