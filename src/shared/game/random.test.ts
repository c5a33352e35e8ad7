import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mulberry32, pickOne, randomInt, shuffled } from "./random";

describe("the seeded random source", () => {
  it("gives the same sequence for the same seed and another for another seed", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
  });

  it("stays in [0, 1)", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const random = mulberry32(seed);
        for (let i = 0; i < 20; i++) {
          const x = random();
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(1);
        }
      }),
    );
  });

  it("draws whole numbers within both ends, even from a source at its extremes", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), fc.nat(50), fc.integer(), (min, span, seed) => {
        const n = randomInt(mulberry32(seed), min, min + span);
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(min);
        expect(n).toBeLessThanOrEqual(min + span);
      }),
    );
    expect(randomInt(() => 0, 3, 7)).toBe(3);
    expect(randomInt(() => 0.999_999_999, 3, 7)).toBe(7);
    expect(randomInt(() => 1, 3, 7)).toBe(7);
  });

  it("shuffles into a permutation and picks from the list", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const random = mulberry32(seed);
        expect([...shuffled(random, items)].sort()).toEqual([...items].sort());
        if (items.length > 0) expect(items).toContain(pickOne(random, items));
      }),
    );
    expect(() => pickOne(Math.random, [])).toThrow();
  });
});
