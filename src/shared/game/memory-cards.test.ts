import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIFFICULTY_LEVELS } from "../constants";
import { memoryCards } from "./memory-cards";
import { mulberry32 } from "./random";

describe("memory game cards", () => {
  it("deals 6 pairs: a question card and its answer card, factors within the difficulty, distinct answers", () => {
    fc.assert(
      fc.property(fc.constantFrom(...DIFFICULTY_LEVELS), fc.integer(), (level, seed) => {
        const cards = memoryCards(level, mulberry32(seed));
        const maxFactor = { beginner: 5, intermediate: 8, expert: 12 }[level];
        expect(cards).toHaveLength(12);
        expect(new Set(cards.map((c) => c.id)).size).toBe(12);
        const answers = cards.filter((c) => c.kind === "answer").map((c) => c.text);
        expect(new Set(answers).size).toBe(6);
        for (const question of cards.filter((c) => c.kind === "question")) {
          const match = /^(\d+) × (\d+)$/.exec(question.text);
          const [a, b] = [Number(match?.[1]), Number(match?.[2])];
          for (const factor of [a, b]) {
            expect(factor).toBeGreaterThanOrEqual(2);
            expect(factor).toBeLessThanOrEqual(maxFactor);
          }
          const answer = cards.find((c) => c.kind === "answer" && c.pairId === question.pairId);
          expect(answer?.text).toBe(String(a * b));
        }
      }),
    );
  });

  it("shuffles the cards", () => {
    const order = (seed: number) => memoryCards("expert", mulberry32(seed)).map((c) => c.kind);
    expect(order(1)).not.toEqual(order(2));
  });
});
