import { describe, expect, it } from "vitest";
import { mulberry32 } from "../game/random";
import { factKey, factOf, factStatus, type Fact, type FactAttempt } from "./fact-model";
import { factText, fluencyLevel, fluencyMap, median, type FactRecord } from "./fluency-map";
import { planPractice, practiseOrder } from "./plan-practice";

const DAY = 86_400_000;
const now = new Date(Date.UTC(2026, 2, 20, 16));

/** A fact's answers, each [right, ms, days ago], oldest first. */
const fact = (operand1: number, operand2: number, answers: [boolean, number, number][]): FactRecord => ({
  operand1,
  operand2,
  attempts: answers.length,
  correct: answers.filter(([right]) => right).length,
  recent_correct: answers.map(([right]) => right),
  recent_ms: answers.map(([, ms]) => ms),
  recent_at: answers.map(([, , daysAgo]) => new Date(now.getTime() - daysAgo * DAY).toISOString()),
});

const statusOf = (answers: [boolean, number, number][]) => {
  const f: Fact = { family: "multiplication", a: 7, b: 8 };
  const attempts: FactAttempt[] = answers.map(([correct, responseMs, daysAgo]) => ({
    operation: "multiplication",
    operand1: 7,
    operand2: 8,
    correct,
    responseMs,
    at: new Date(now.getTime() - daysAgo * DAY),
  }));
  return factStatus(f, attempts);
};

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

describe("fluencyLevel: the level Smart Practice's model gives a fact", () => {
  it.each([
    ["never asked", [], "not_tried"],
    [
      "missed at its last sitting",
      [
        [true, 1500, 3],
        [false, 6000, 1],
      ],
      "needs_practice",
    ],
    [
      "right, but at one sitting only",
      [
        [true, 1500, 1],
        [true, 1500, 1],
      ],
      "getting_there",
    ],
    [
      "right at two sittings, once slower than the MTC's 6 s",
      [
        [true, 6500, 3],
        [true, 2000, 1],
      ],
      "getting_there",
    ],
    [
      "right within 6 s at its last two sittings",
      [
        [false, 6000, 9],
        [true, 5000, 3],
        [true, 4000, 1],
      ],
      "secure",
    ],
    [
      "right within 3 s at two sittings only",
      [
        [true, 2000, 3],
        [true, 2000, 1],
      ],
      "secure",
    ],
    [
      "right within 3 s at its last three sittings",
      [
        [true, 2500, 7],
        [true, 2000, 3],
        [true, 1500, 1],
      ],
      "fluent",
    ],
  ] as const)("%s: %s", (_, answers, level) => {
    expect(fluencyLevel(statusOf(answers.map((a) => [...a])))).toBe(level);
  });
});

describe("fluencyMap", () => {
  it("is 12 × 12, with every fact not tried for a child with no answers", () => {
    const map = fluencyMap([], now);
    expect(map.rows).toHaveLength(12);
    expect(map.rows.every((row) => row.length === 12)).toBe(true);
    expect(map.counts).toEqual({ not_tried: 78, needs_practice: 0, getting_there: 0, secure: 0, fluent: 0 });
    expect(map.toPractise).toEqual([]);
    expect(map.slowest).toEqual([]);
  });

  it("counts 7 × 8 and 8 × 7 as one fact, in both cells", () => {
    const map = fluencyMap(
      [
        fact(7, 8, [
          [true, 2000, 3],
          [false, 5000, 3],
        ]),
        fact(8, 7, [
          [true, 4000, 1],
          [true, 1000, 1],
        ]),
      ],
      now,
    );
    const cell = map.rows[6]![7]!;
    expect(map.rows[7]![6]).toBe(cell);
    expect(cell).toMatchObject({ a: 7, b: 8, answers: 4, right: 3, medianMs: 2000, level: "getting_there" });
    expect(cell.sittings.map((s) => [s.right, s.slowestMs])).toEqual([
      [false, 5000],
      [true, 4000],
    ]);
    expect(map.counts.getting_there).toBe(1);
    expect(map.counts.not_tried).toBe(77);
  });

  it("leaves out facts beyond 12 × 12", () => {
    const map = fluencyMap([fact(13, 2, [[true, 1000, 1]]), fact(0, 5, [[true, 1000, 1]])], now);
    expect(map.counts.not_tried).toBe(78);
  });

  it("judges fluency by the child's level: 3 s for a beginner, 1.5 s for an expert", () => {
    const records = [
      fact(6, 6, [
        [true, 2500, 7],
        [true, 2000, 3],
        [true, 2000, 1],
      ]),
    ];
    expect(fluencyMap(records, now, "beginner").rows[5]![5]!.level).toBe("fluent");
    expect(fluencyMap(records, now, "expert").rows[5]![5]!.level).toBe("secure");
  });

  it("names to practise the facts Smart Practice would ask first, and the slowest right answers, slowest first", () => {
    const records = [
      fact(6, 7, [
        [true, 2000, 9],
        [false, 9000, 1],
        [true, 6500, 1],
      ]), // missed at its last sitting
      fact(3, 4, [[true, 1000, 12]]), // right once, long ago
      fact(9, 9, [
        [true, 7200, 2],
        [true, 6800, 2],
        [true, 7000, 2],
      ]), // right but slow
      fact(4, 6, [
        [true, 2000, 1],
        [true, 2500, 1],
      ]), // right and quick, yesterday
      fact(2, 2, [
        [true, 800, 7],
        [true, 900, 3],
        [true, 700, 1],
      ]), // fluent
    ];
    const map = fluencyMap(records, now);
    // 3 × 4 has sat out more than three sittings, so the plan asks it first; then the missed, the slow, the quick.
    expect(map.toPractise.map((c) => `${c.a}x${c.b}`)).toEqual(["3x4", "6x7", "9x9", "4x6"]);
    expect(map.slowest.map((c) => [`${c.a}x${c.b}`, c.medianMs])).toEqual([
      ["9x9", 7000],
      ["6x7", 4250],
    ]);
    expect(map.rows[1]![1]!.level).toBe("fluent");
    expect(map.rows[5]![6]!.level).toBe("needs_practice");
  });

  it("names to practise first what the plan asks first, whatever the facts' share of right answers", () => {
    // 5 × 5: 9 of 10 right, but those long ago, and the last missed; 8 × 8: 2 of 3 right, both lately.
    const records = [
      fact(5, 5, [...Array.from({ length: 9 }, (): [boolean, number, number] => [true, 1500, 30]), [false, 6000, 20]]),
      fact(8, 8, [
        [false, 6000, 3],
        [true, 2000, 2],
        [true, 2000, 1],
      ]),
    ];
    const map = fluencyMap(records, now);
    const attempts = records.flatMap((r) =>
      r.recent_correct.map((correct, i) => ({
        operation: "multiplication" as const,
        operand1: r.operand1,
        operand2: r.operand2,
        correct,
        responseMs: r.recent_ms[i] ?? 0,
        at: new Date(r.recent_at[i] ?? 0),
      })),
    );
    const planned = planPractice(attempts, now, { count: 2, random: mulberry32(1), facts: [] }).map((q) =>
      factKey(factOf(q) as Fact),
    );
    const first = practiseOrder(attempts, now)[0]!.fact;
    expect(map.toPractise[0]).toMatchObject({ a: first.a, b: first.b });
    expect(map.toPractise[0]).toMatchObject({ a: 5, b: 5 });
    expect(planned).toContain(factKey(first));
  });

  it("shows a slip of a fact the child answers right nearly every time as getting there, not as needing practice", () => {
    // A child who has answered 30 facts right and quick at each of eight sittings, and those facts right again after.
    const sure = (a: number, b: number) =>
      fact(
        a,
        b,
        [16, 14, 12, 10, 8, 6, 4, 2].map((daysAgo): [boolean, number, number] => [true, 1200, daysAgo]),
      );
    const others = [2, 3, 4, 5, 6].flatMap((a) => [2, 3, 4, 5, 6, 7].map((b) => sure(a, b + 5)));
    // 9 × 9: right and quick at six sittings, missed yesterday. 12 × 12: missed at its last two sittings.
    const slipped = fact(9, 9, [
      ...[16, 13, 10, 7, 4, 2].map((daysAgo): [boolean, number, number] => [true, 1200, daysAgo]),
      [false, 6000, 1],
    ]);
    const struggling = fact(12, 12, [
      [false, 6000, 3],
      [false, 6000, 1],
    ]);
    const map = fluencyMap([...others, slipped, struggling], now);
    expect(map.rows[8]![8]!.level).toBe("getting_there");
    expect(map.rows[11]![11]!.level).toBe("needs_practice");
  });

  it("counts an answer kept without its time as long ago", () => {
    const record = { ...fact(3, 3, [[true, 1500, 1]]), recent_at: [] };
    const map = fluencyMap([record], now);
    expect(map.rows[2]![2]!.level).toBe("getting_there");
    expect(map.toPractise.map((c) => `${c.a}x${c.b}`)).toEqual(["3x3"]);
  });

  it("names to practise no fact of the 1 times table, nor a table beyond the child's level", () => {
    const missedLately = (a: number, b: number) => fact(a, b, [[false, 4_000, 1]]);
    const records = [missedLately(1, 6), missedLately(8, 11), missedLately(2, 12), missedLately(6, 7)];
    expect(fluencyMap(records, now, "beginner").toPractise.map(factText)).toEqual(["6 × 7"]);
    expect(fluencyMap(records, now, "expert").toPractise.map(factText)).toHaveLength(3);
  });
});
