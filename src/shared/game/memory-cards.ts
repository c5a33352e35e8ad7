import type { DifficultyLevel } from "../constants";
import { MEMORY_GAME_MAX_FACTOR, MEMORY_GAME_PAIRS } from "./modes";
import { randomInt, shuffled, type Random } from "./random";

/** One card of the bonus memory game: a question card like "3 × 4" or its answer card "12". */
export interface MemoryCard {
  id: string;
  /** The two cards of a pair share it. */
  pairId: number;
  kind: "question" | "answer";
  text: string;
}

/** The smallest factor on a card: a "1 ×" card gives itself away. */
const MIN_FACTOR = 2;

/**
 * The 12 cards of the bonus memory game, shuffled: 6 multiplication pairs
 * with factors from 2 up to 5, 8 or 12 by difficulty, and 6 different answers
 * so that each question card matches exactly one answer card.
 */
export function memoryCards(difficulty: DifficultyLevel, random: Random): MemoryCard[] {
  const maxFactor = MEMORY_GAME_MAX_FACTOR[difficulty];
  const factorings = new Map<number, [number, number][]>();
  for (let a = MIN_FACTOR; a <= maxFactor; a++) {
    for (let b = a; b <= maxFactor; b++) factorings.set(a * b, [...(factorings.get(a * b) ?? []), [a, b]]);
  }
  const products = shuffled(random, [...factorings.keys()]).slice(0, MEMORY_GAME_PAIRS);
  const cards = products.flatMap((product, pairId): MemoryCard[] => {
    const options = factorings.get(product) ?? [];
    const [a, b] = options[randomInt(random, 0, options.length - 1)] ?? [1, product];
    const [left, right] = random() < 0.5 ? [a, b] : [b, a];
    return [
      { id: `q${pairId}`, pairId, kind: "question", text: `${left} × ${right}` },
      { id: `a${pairId}`, pairId, kind: "answer", text: String(product) },
    ];
  });
  return shuffled(random, cards);
}
