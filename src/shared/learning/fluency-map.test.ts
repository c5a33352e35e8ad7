import { describe, expect, it } from "vitest";
import { fluencyLevel, fluencyMap, median, type FactRecord } from "./fluency-map";

const fact = (operand1: number, operand2: number, answers: [boolean, number][]): FactRecord => ({
  operand1,
  operand2,
  attempts: answers.length,
  correct: answers.filter(([right]) => right).length,
  recent_correct: answers.map(([right]) => right),
  recent_ms: answers.map(([, ms]) => ms),
});

describe("median", () => {
  it.each([
    [[], null],
    [[4000], 4000],
    [[3000, 1000, 2000], 2000],
    [[1000, 2000, 3000, 5000], 2500],
  ])("of %j is %s", (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe("fluencyLevel", () => {
  it.each([
    // answers, right, median ms of the right ones → level
    [0, 0, null, "not_tried"],
    [3, 0, null, "needs_practice"],
    [10, 6, 1500, "needs_practice"], // 60% right
    [10, 7, 1500, "getting_there"], // 70%: no longer needs practice
    [10, 8, 1500, "getting_there"], // 80%: not yet secure
    [10, 9, 6500, "getting_there"], // right, but slower than the MTC's 6 s
    [10, 9, 6000, "secure"], // 90% within 6 s
    [10, 10, 3100, "secure"],
    [10, 10, 3000, "fluent"], // within 3 s
    [2, 2, 1000, "secure"], // quick, but only twice
    [3, 3, 1000, "fluent"],
  ] as const)("%i answers, %i right, median %s ms: %s", (answers, right, ms, level) => {
    expect(fluencyLevel(answers, right, ms)).toBe(level);
  });
});

describe("fluencyMap", () => {
  it("is 12 × 12, with every fact not tried for a child with no answers", () => {
    const map = fluencyMap([]);
    expect(map.rows).toHaveLength(12);
    expect(map.rows.every((row) => row.length === 12)).toBe(true);
    expect(map.counts).toEqual({ not_tried: 78, needs_practice: 0, getting_there: 0, secure: 0, fluent: 0 });
    expect(map.leastSecure).toEqual([]);
    expect(map.slowest).toEqual([]);
  });

  it("counts 7 × 8 and 8 × 7 as one fact, in both cells", () => {
    const map = fluencyMap([
      fact(7, 8, [
        [true, 2000],
        [false, 5000],
      ]),
      fact(8, 7, [
        [true, 4000],
        [true, 1000],
      ]),
    ]);
    const cell = map.rows[6]![7]!;
    expect(map.rows[7]![6]).toBe(cell);
    expect(cell).toEqual({ a: 7, b: 8, answers: 4, right: 3, medianMs: 2000, level: "getting_there" });
    expect(map.counts.getting_there).toBe(1);
    expect(map.counts.not_tried).toBe(77);
  });

  it("leaves out facts beyond 12 × 12", () => {
    const map = fluencyMap([fact(13, 2, [[true, 1000]]), fact(0, 5, [[true, 1000]])]);
    expect(map.counts.not_tried).toBe(78);
  });

  it("names the least secure facts, worst first, and the slowest right answers, slowest first", () => {
    const map = fluencyMap([
      fact(6, 7, [
        [false, 4000],
        [false, 9000],
        [true, 6500],
      ]), // 1 of 3
      fact(3, 4, [
        [true, 1000],
        [false, 1000],
      ]), // 1 of 2
      fact(9, 9, [
        [true, 7200],
        [true, 6800],
        [true, 7000],
      ]), // right but slow
      fact(2, 2, [
        [true, 800],
        [true, 900],
        [true, 700],
      ]), // fluent
    ]);
    expect(map.leastSecure.map((c) => `${c.a}x${c.b}`)).toEqual(["6x7", "3x4", "9x9"]);
    expect(map.slowest.map((c) => [`${c.a}x${c.b}`, c.medianMs])).toEqual([
      ["9x9", 7000],
      ["6x7", 6500],
    ]);
    expect(map.rows[1]![1]!.level).toBe("fluent");
  });
});
