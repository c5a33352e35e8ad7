import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GET_TO_100_STEPS, getTo100Question } from "./questions";
import { mulberry32 } from "../../random";

const typesSeen = (score: number) => {
  const random = mulberry32(score);
  return new Set(Array.from({ length: 200 }, () => getTo100Question(score, random).type));
};

describe("Get to 100 questions step with the score", () => {
  it("steps at 34 and 67", () => {
    expect(GET_TO_100_STEPS).toEqual({ multiplication: 34, division: 67 });
    expect(typesSeen(0)).toEqual(new Set(["addition", "subtraction"]));
    expect(typesSeen(33)).toEqual(new Set(["addition", "subtraction"]));
    expect(typesSeen(34)).toEqual(new Set(["addition", "subtraction", "multiplication"]));
    expect(typesSeen(66)).toEqual(new Set(["addition", "subtraction", "multiplication"]));
    expect(typesSeen(67)).toEqual(new Set(["addition", "subtraction", "multiplication", "division"]));
    expect(typesSeen(99)).toEqual(new Set(["addition", "subtraction", "multiplication", "division"]));
  });

  it("keeps operands in range, division exact and answers non-negative", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer(), (score, seed) => {
        const q = getTo100Question(score, mulberry32(seed));
        expect(q.answer).toBe(q.result);
        expect(Number.isInteger(q.result)).toBe(true);
        expect(q.result).toBeGreaterThanOrEqual(0);
        const simple = score < 34;
        switch (q.type) {
          case "addition":
          case "subtraction":
            for (const n of [q.operand1, q.operand2]) {
              expect(n).toBeGreaterThanOrEqual(1);
              expect(n).toBeLessThanOrEqual(simple ? 9 : 20);
            }
            break;
          case "multiplication":
            expect(simple).toBe(false);
            for (const n of [q.operand1, q.operand2]) {
              expect(n).toBeGreaterThanOrEqual(1);
              expect(n).toBeLessThanOrEqual(10);
            }
            break;
          case "division":
            expect(score).toBeGreaterThanOrEqual(67);
            expect(q.operand1 % q.operand2).toBe(0);
            expect(q.operand2).toBeGreaterThanOrEqual(1);
            expect(q.operand2).toBeLessThanOrEqual(10);
            expect(q.result).toBeGreaterThanOrEqual(1);
            expect(q.result).toBeLessThanOrEqual(10);
            break;
          default:
            throw new Error(`unexpected ${q.type}`);
        }
      }),
    );
  });
});
