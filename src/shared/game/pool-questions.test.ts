import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIFFICULTY_LEVELS, type DifficultyLevel } from "../constants";
import { TIMED_MAX_QUESTIONS } from "./modes/timed/rules";
import { TRAFFIC_LIGHT_QUESTIONS } from "./modes/traffic-light/rules";
import { nearRepeat, poolQuestions, spreadNearRepeats, type QuestionPool } from "./pool-questions";
import { arithmeticQuestion, type Question } from "./question";
import { TIMED_POOLS } from "./modes/timed/pool";
import { TRAFFIC_LIGHT_POOLS } from "./modes/traffic-light/pool";
import { mulberry32 } from "./random";

const difficulty = fc.constantFrom(...DIFFICULTY_LEVELS);
const countByType = (pool: QuestionPool) => Object.fromEntries(pool.map((entry) => [entry.type, entry.count] as const));

describe("the timed and traffic-light pools", () => {
  it("each pool makes a whole game, Traffic Light asks the timed game's questions, and harder levels reach further", () => {
    const size = (pool: QuestionPool) => pool.reduce((sum, entry) => sum + entry.count, 0);
    const ranges = (pool: QuestionPool) => pool.map(({ type, min, max }) => ({ type, min, max }));
    for (const level of DIFFICULTY_LEVELS) {
      expect(size(TIMED_POOLS[level])).toBe(TIMED_MAX_QUESTIONS);
      expect(size(TRAFFIC_LIGHT_POOLS[level])).toBe(TRAFFIC_LIGHT_QUESTIONS);
      expect(ranges(TRAFFIC_LIGHT_POOLS[level])).toEqual(ranges(TIMED_POOLS[level]));
      for (const entry of TIMED_POOLS[level]) expect(entry.min).toBeGreaterThanOrEqual(1);
    }
    for (let i = 1; i < DIFFICULTY_LEVELS.length; i++) {
      const easier = TIMED_POOLS[DIFFICULTY_LEVELS[i - 1] as DifficultyLevel];
      for (const entry of TIMED_POOLS[DIFFICULTY_LEVELS[i] as DifficultyLevel]) {
        const before = easier.find((e) => e.type === entry.type);
        if (before) expect(entry.max, `${entry.type} at ${DIFFICULTY_LEVELS[i]}`).toBeGreaterThanOrEqual(before.max);
      }
    }
  });

  it.each([
    ["timed", TIMED_POOLS, TIMED_MAX_QUESTIONS],
    ["traffic light", TRAFFIC_LIGHT_POOLS, TRAFFIC_LIGHT_QUESTIONS],
  ] as const)(
    "builds a %s game: the counts per type, operands in range, answers whole and non-negative",
    (_, pools, size) => {
      fc.assert(
        fc.property(difficulty, fc.integer(), (level, seed) => {
          const pool = pools[level];
          const questions = poolQuestions(pool, mulberry32(seed));
          expect(questions).toHaveLength(size);
          const counts: Record<string, number> = {};
          for (const q of questions) {
            counts[q.type] = (counts[q.type] ?? 0) + 1;
            const entry = pool.find((e) => e.type === q.type);
            expect(entry).toBeDefined();
            expect(q.operand1).toBeGreaterThanOrEqual(entry?.min ?? 0);
            expect(q.operand1).toBeLessThanOrEqual(entry?.max ?? 0);
            expect(q.operand2).toBeGreaterThanOrEqual(entry?.min ?? 0);
            expect(q.operand2).toBeLessThanOrEqual(entry?.max ?? 0);
            expect(Number.isInteger(q.answer)).toBe(true);
            expect(q.answer).toBeGreaterThanOrEqual(0);
          }
          expect(counts).toEqual(countByType(pool));
          // Every pool holds at least 25 different questions per type, enough for 50 attempts to avoid repeats.
          expect(new Set(questions.map((q) => q.key)).size).toBe(size);
        }),
        { numRuns: 30 },
      );
    },
  );

  it("shuffles: the order depends on the seed and mixes the types", () => {
    const a = poolQuestions(TIMED_POOLS.beginner, mulberry32(1)).map((q) => q.key);
    const b = poolQuestions(TIMED_POOLS.beginner, mulberry32(2)).map((q) => q.key);
    expect(a).not.toEqual(b);
    const firstHalf = poolQuestions(TIMED_POOLS.beginner, mulberry32(3)).slice(0, 20);
    expect(new Set(firstHalf.map((q) => q.type)).size).toBe(2);
    expect(poolQuestions(TIMED_POOLS.expert, mulberry32(7)).map((q) => q.key)).toEqual(
      poolQuestions(TIMED_POOLS.expert, mulberry32(7)).map((q) => q.key),
    );
  });
});

describe("no question straight after its near repeat", () => {
  it("Traffic Light and the timed games never ask a question, or its operands swapped, twice in a row", () => {
    fc.assert(
      fc.property(difficulty, fc.integer(), fc.boolean(), (level, seed, timed) => {
        const pool = timed ? TIMED_POOLS[level] : TRAFFIC_LIGHT_POOLS[level];
        const questions = poolQuestions(pool, mulberry32(seed));
        for (let i = 1; i < questions.length; i++) {
          expect(nearRepeat(questions[i - 1] as Question, questions[i] as Question)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("moves 2 × 4 away from 4 × 2, keeping every question", () => {
    const list = [
      arithmeticQuestion("multiplication", 4, 2),
      arithmeticQuestion("multiplication", 2, 4),
      arithmeticQuestion("addition", 3, 1),
      arithmeticQuestion("addition", 5, 5),
    ];
    const spread = spreadNearRepeats(list);
    expect(spread.map((q) => q.text).sort()).toEqual(list.map((q) => q.text).sort());
    for (let i = 1; i < spread.length; i++) {
      expect(nearRepeat(spread[i - 1] as Question, spread[i] as Question)).toBe(false);
    }
    // Subtraction does not commute: 5 − 3 and 3 − 5 are not the same question (nor would the second be asked).
    expect(nearRepeat(arithmeticQuestion("subtraction", 5, 3), arithmeticQuestion("subtraction", 3, 5))).toBe(false);
  });
});
