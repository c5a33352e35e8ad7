import type { DifficultyLevel } from "../constants";
import { MEMORY_MATCH_MS, MEMORY_MISMATCH_MS } from "./modes";
import { memoryCards, type MemoryCard } from "./memory-cards";
import type { Random } from "./random";

export interface MemoryState {
  cards: readonly MemoryCard[];
  /** Indexes of the cards turned face up and not yet matched (none, one or two). */
  faceUp: readonly number[];
  /** Indexes of the cards matched, which stay face up. */
  matched: readonly number[];
  /** Two cards are up: whether they match and when they resolve (0.8 s for a match, 1.5 s to flip back). */
  pending: { match: boolean; until: number } | null;
  /** Pairs of cards turned so far. */
  moves: number;
  phase: "playing" | "won";
  wonAt: number | null;
}

export type MemoryAction = { type: "flip"; index: number; now: number } | { type: "tick"; now: number };

export const memoryActions = {
  flip: (index: number, now: number): MemoryAction => ({ type: "flip", index, now }),
  tick: (now: number): MemoryAction => ({ type: "tick", now }),
} as const;

export function createMemoryGame(config: { difficulty: DifficultyLevel; random: Random }): MemoryState {
  return {
    cards: memoryCards(config.difficulty, config.random),
    faceUp: [],
    matched: [],
    pending: null,
    moves: 0,
    phase: "playing",
    wonAt: null,
  };
}

/** Resolves two turned cards once their time is up: a match stays up, a mismatch turns back. */
function resolve(state: MemoryState, now: number): MemoryState {
  const { pending } = state;
  if (pending === null || now < pending.until) return state;
  if (!pending.match) return { ...state, faceUp: [], pending: null };
  const matched = [...state.matched, ...state.faceUp];
  const won = matched.length === state.cards.length;
  return {
    ...state,
    faceUp: [],
    matched,
    pending: null,
    phase: won ? "won" : "playing",
    wonAt: won ? pending.until : null,
  };
}

/**
 * The bonus memory game after a perfect score. Turn two cards: a question and
 * its answer match and resolve after 0.8 s; anything else turns back after
 * 1.5 s. Cards cannot be turned while two are up. Won when every pair matches.
 */
export function memoryReducer(state: MemoryState, action: MemoryAction): MemoryState {
  const next = resolve(state, action.now);
  if (action.type === "tick" || next.phase === "won" || next.pending !== null) return next;
  const { index } = action;
  const card = next.cards[index];
  if (card === undefined || next.faceUp.includes(index) || next.matched.includes(index)) return next;
  const faceUp = [...next.faceUp, index];
  const first = next.cards[faceUp[0] ?? index];
  if (faceUp.length < 2 || first === undefined) return { ...next, faceUp };
  const match = first.pairId === card.pairId;
  return {
    ...next,
    faceUp,
    moves: next.moves + 1,
    pending: { match, until: action.now + (match ? MEMORY_MATCH_MS : MEMORY_MISMATCH_MS) },
  };
}
