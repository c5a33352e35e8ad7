import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MTC_PRACTICE_QUESTIONS, MTC_QUESTIONS } from "../../../constants";
import {
  MTC_KS1_LIMITS,
  MTC_KS1_TABLES,
  MTC_TABLE_LIMITS,
  MTC_TABLES,
  mtcForm,
  mtcFormProblem,
  secondNumberLimits,
  type MtcFact,
} from "./form";
import { mulberry32 } from "../../random";

const count = (facts: readonly MtcFact[], pick: (f: MtcFact) => boolean) => facts.filter(pick).length;
const key = (f: MtcFact) => `${f.n1}x${f.n2}`;

describe("the framework's limits", () => {
  // Written out here on purpose, copied by hand from the framework's "Test content" section
  // (cited in form.ts): the test holds the code to the published figures, so a change to
  // MTC_TABLE_LIMITS that the framework does not make fails here.
  it("per table, as the assessment framework's test content gives them", () => {
    expect(MTC_TABLES).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(MTC_TABLE_LIMITS).toEqual({
      2: { min: 0, max: 2 },
      3: { min: 1, max: 3 },
      4: { min: 1, max: 3 },
      5: { min: 1, max: 3 },
      6: { min: 2, max: 4 },
      7: { min: 2, max: 4 },
      8: { min: 2, max: 4 },
      9: { min: 2, max: 4 },
      10: { min: 0, max: 2 },
      11: { min: 1, max: 3 },
      12: { min: 2, max: 4 },
    });
    expect(MTC_KS1_TABLES).toEqual([2, 5, 10]);
    expect(MTC_KS1_LIMITS).toEqual({ min: 3, max: 7 });
  });

  it("second numbers within one of their table's limits", () => {
    expect(secondNumberLimits(2)).toEqual({ min: 0, max: 3 });
    expect(secondNumberLimits(3)).toEqual({ min: 0, max: 4 });
    expect(secondNumberLimits(7)).toEqual({ min: 1, max: 5 });
    expect(() => secondNumberLimits(1)).toThrow();
  });

  it("can be met: the minima sum to at most 25 and the maxima to at least 25", () => {
    const limits = Object.values(MTC_TABLE_LIMITS);
    expect(limits.reduce((s, l) => s + l.min, 0)).toBeLessThanOrEqual(MTC_QUESTIONS);
    expect(limits.reduce((s, l) => s + l.max, 0)).toBeGreaterThanOrEqual(MTC_QUESTIONS);
  });
});

describe("mtcFormProblem", () => {
  const valid = mtcForm(mulberry32(7)).check;
  const swap = (i: number, fact: MtcFact) => valid.map((f, j) => (j === i ? fact : f));

  it("accepts a form the generator made", () => {
    expect(mtcFormProblem(valid)).toBeNull();
  });

  it.each<[string, MtcFact[], RegExp]>([
    ["24 questions", valid.slice(1), /25 questions, not 24/],
    ["the 1× table", swap(0, { n1: 1, n2: 7 }), /not from the 2 to 12/],
    ["a second number of 1", swap(0, { n1: 7, n2: 1 }), /not from the 2 to 12/],
    ["13 × 2", swap(0, { n1: 13, n2: 2 }), /not from the 2 to 12/],
    ["a repeat", swap(1, valid[0] ?? { n1: 2, n2: 2 }), /asked twice/],
    ["a reversal", swap(1, { n1: valid[0]?.n2 ?? 0, n2: valid[0]?.n1 ?? 0 }), /reversal|asked twice/],
  ])("refuses %s", (_, check, message) => {
    expect(mtcFormProblem(check)).toMatch(message);
  });

  // Made by hand within every limit: 3 KS1 questions (5 × 3, 5 × 6, 10 × 4).
  const handMade: MtcFact[] = [
    [5, 3],
    [5, 6],
    [10, 4],
    [3, 7],
    [3, 8],
    [4, 6],
    [4, 7],
    [4, 9],
    [6, 7],
    [6, 8],
    [6, 9],
    [6, 12],
    [7, 7],
    [7, 8],
    [7, 9],
    [7, 12],
    [8, 8],
    [8, 9],
    [8, 12],
    [8, 11],
    [9, 9],
    [9, 12],
    [11, 10],
    [12, 12],
    [12, 2],
  ].map(([n1 = 0, n2 = 0]) => ({ n1, n2 }));

  it("accepts a form made by hand within every limit", () => {
    expect(mtcFormProblem(handMade)).toBeNull();
  });

  it("refuses a KS1 group under 3, a table over its maximum or under its minimum, a second number too often", () => {
    // 5 × 6 becomes 3 × 6: two KS1 questions.
    expect(mtcFormProblem(handMade.map((f) => (f.n1 === 5 && f.n2 === 6 ? { n1: 3, n2: 6 } : f)))).toMatch(
      /2, 5 and 10 times tables give 2 questions, not 3 to 7/,
    );
    // 9 × 9 becomes 6 × 3: five of the 6 times table, one of the 9.
    expect(mtcFormProblem(handMade.map((f) => (f.n1 === 9 && f.n2 === 9 ? { n1: 6, n2: 3 } : f)))).toMatch(
      /6 times table gives 5 questions, not 2 to 4/,
    );
    // 11 × 10 becomes 11 × 12: 12 comes second six times.
    expect(mtcFormProblem(handMade.map((f) => (f.n1 === 11 ? { n1: 11, n2: 12 } : f)))).toMatch(
      /12 comes second 6 times, not 1 to 5/,
    );
  });
});

describe("mtcForm, for any random source", () => {
  const seeds = fc.integer();

  it("3 practice questions, none twice, and 25 check questions", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { practice, check } = mtcForm(mulberry32(seed));
        expect(practice).toHaveLength(MTC_PRACTICE_QUESTIONS);
        expect(new Set(practice.map(key)).size).toBe(MTC_PRACTICE_QUESTIONS);
        for (const f of practice) {
          expect(f.n1).toBeGreaterThanOrEqual(1);
          expect(f.n2).toBeLessThanOrEqual(12);
        }
        expect(check).toHaveLength(MTC_QUESTIONS);
      }),
      { numRuns: 300 },
    );
  });

  it("never repeats a fact, never asks a fact and its reversal, never the 1× table", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { check } = mtcForm(mulberry32(seed));
        const keys = new Set(check.map(key));
        expect(keys.size).toBe(MTC_QUESTIONS);
        for (const f of check) {
          if (f.n1 !== f.n2) expect(keys.has(`${f.n2}x${f.n1}`)).toBe(false);
          expect(f.n1).toBeGreaterThanOrEqual(2);
          expect(f.n2).toBeGreaterThanOrEqual(2);
          expect(f.n1).toBeLessThanOrEqual(12);
          expect(f.n2).toBeLessThanOrEqual(12);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it("keeps every table, the KS1 tables together and every second number within their limits", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { check } = mtcForm(mulberry32(seed));
        for (const n of MTC_TABLES) {
          const { min, max } = MTC_TABLE_LIMITS[n] ?? { min: 0, max: 0 };
          const asTable = count(check, (f) => f.n1 === n);
          expect(asTable).toBeGreaterThanOrEqual(min);
          expect(asTable).toBeLessThanOrEqual(max);
          const asSecond = count(check, (f) => f.n2 === n);
          expect(asSecond).toBeGreaterThanOrEqual(Math.max(0, min - 1));
          expect(asSecond).toBeLessThanOrEqual(max + 1);
        }
        const ks1 = count(check, (f) => MTC_KS1_TABLES.includes(f.n1));
        expect(ks1).toBeGreaterThanOrEqual(3);
        expect(ks1).toBeLessThanOrEqual(7);
        expect(mtcFormProblem(check)).toBeNull();
      }),
      { numRuns: 1_000 },
    );
  });

  it("is the same form for the same seed, and varies between seeds", () => {
    expect(mtcForm(mulberry32(42))).toEqual(mtcForm(mulberry32(42)));
    const forms = new Set([1, 2, 3, 4, 5].map((s) => JSON.stringify(mtcForm(mulberry32(s)).check)));
    expect(forms.size).toBe(5);
  });

  it("reaches every table's minimum and maximum over many forms (no limit is unreachable in practice)", () => {
    const seen = new Map<number, Set<number>>(MTC_TABLES.map((n) => [n, new Set<number>()]));
    for (let seed = 0; seed < 2_000; seed++) {
      const { check } = mtcForm(mulberry32(seed));
      for (const n of MTC_TABLES) seen.get(n)?.add(count(check, (f) => f.n1 === n));
    }
    for (const n of MTC_TABLES) {
      const { min, max } = MTC_TABLE_LIMITS[n] ?? { min: 0, max: 0 };
      expect([...(seen.get(n) ?? [])].sort((a, b) => a - b)).toEqual(
        Array.from({ length: max - min + 1 }, (_, i) => min + i),
      );
    }
  });
});
