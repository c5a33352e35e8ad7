import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UNIQUE_QUESTION_ATTEMPTS } from "./modes";
import { uniqueQuestion } from "./unique-question";

/** A maker that walks through a pool in order, counting its calls. */
function walker(pool: readonly string[]) {
  let calls = 0;
  return {
    make: () => ({ key: pool[calls++ % pool.length] ?? "" }),
    calls: () => calls,
  };
}

describe("unique questions (up to 50 attempts)", () => {
  it("makes 50 attempts, then accepts a repeat", () => {
    expect(UNIQUE_QUESTION_ATTEMPTS).toBe(50);
    const w = walker(["a"]);
    expect(uniqueQuestion(w.make, new Set(["a"])).key).toBe("a");
    expect(w.calls()).toBe(50);
  });

  it("stops at the first question not yet asked", () => {
    const w = walker(["a", "b", "c"]);
    expect(uniqueQuestion(w.make, new Set(["a", "b"])).key).toBe("c");
    expect(w.calls()).toBe(3);
  });

  it("finds a fresh question whenever one comes up within 50 attempts", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.array(fc.nat(79)), (size, askedIndexes) => {
        const pool = Array.from({ length: size }, (_, i) => `q${i}`);
        const asked = new Set(askedIndexes.filter((i) => i < size).map((i) => `q${i}`));
        const w = walker(pool);
        const question = uniqueQuestion(w.make, asked);
        const freshWithin50 = pool.slice(0, UNIQUE_QUESTION_ATTEMPTS).some((key) => !asked.has(key));
        expect(asked.has(question.key)).toBe(!freshWithin50);
        expect(w.calls()).toBeLessThanOrEqual(UNIQUE_QUESTION_ATTEMPTS);
      }),
    );
  });
});
