import { describe, expect, it } from "vitest";
import { factOf, factsMovedUp, factStatus, type Fact, type FactAttempt } from "./fact-model";

const DAY = 86_400_000;
const start = Date.UTC(2026, 2, 2, 16);
const seven8: Fact = { family: "multiplication", a: 7, b: 8 };

/** Answers to 7 × 8: [day, right, ms]. */
const answers = (list: [number, boolean, number][]): FactAttempt[] =>
  list.map(([day, correct, responseMs], i) => ({
    operation: "multiplication",
    operand1: 7,
    operand2: 8,
    correct,
    responseMs,
    at: new Date(start + day * DAY + i * 5_000),
  }));

describe("factOf", () => {
  it.each([
    [{ operation: "multiplication", operand1: 8, operand2: 7 }, "multiplication", 7, 8],
    [{ operation: "division", operand1: 56, operand2: 8 }, "multiplication", 7, 8],
    [{ operation: "division", operand1: 56, operand2: 7 }, "multiplication", 7, 8],
    [{ operation: "addition", operand1: 5, operand2: 3 }, "addition", 3, 5],
    [{ operation: "subtraction", operand1: 8, operand2: 3 }, "addition", 3, 5],
  ] as const)("%j is the fact %s %i, %i", (question, family, a, b) => {
    expect(factOf(question)).toEqual({ family, a, b });
  });

  it("knows no fact for a division that is not whole", () => {
    expect(factOf({ operation: "division", operand1: 7, operand2: 0 })).toBeNull();
  });
});

describe("factStatus", () => {
  it.each([
    // answers → state, step, due in days from the start
    ["never asked", [], "new", 0, null],
    ["one right answer", [[0, true, 2000]], "learning", 1, 1],
    ["a miss", [[0, false, 6000]], "learning", 0, 0],
    [
      "right on two spaced reviews",
      [
        [0, true, 2000],
        [1, true, 2500],
      ],
      "secure",
      2,
      4,
    ],
    [
      "right twice in one sitting is one review",
      [
        [0, true, 2000],
        [0, true, 2500],
      ],
      "learning",
      1,
      1,
    ],
    [
      "right but slower than 6 s",
      [
        [0, true, 7000],
        [1, true, 7000],
      ],
      "learning",
      2,
      4,
    ],
    [
      "right within 3 s on three spaced reviews",
      [
        [0, true, 2000],
        [1, true, 2500],
        [4, true, 2900],
      ],
      "fluent",
      3,
      11,
    ],
    [
      "right on three reviews, one over 3 s",
      [
        [0, true, 2000],
        [1, true, 3500],
        [4, true, 2900],
      ],
      "secure",
      3,
      11,
    ],
    [
      "a review before it was due keeps its step",
      [
        [0, true, 2000],
        [1, true, 2500],
        [2, true, 2000],
      ],
      "fluent",
      2,
      4,
    ],
    [
      "a miss resets the interval, due again at once",
      [
        [0, true, 2000],
        [1, true, 2500],
        [4, false, 6000],
        [4, true, 2000],
      ],
      "learning",
      0,
      4,
    ],
  ] as const)("%s: %s", (_, list, state, stage, dueDay) => {
    const status = factStatus(seven8, answers(list.map((a) => [...a])));
    expect(status.state).toBe(state);
    expect(status.stage).toBe(stage);
    expect(status.dueAt === null ? null : Math.floor((status.dueAt.getTime() - start) / DAY)).toBe(dueDay);
  });

  it("asks older children for quicker answers before a fact is fluent", () => {
    const list = answers([
      [0, true, 1800],
      [1, true, 1800],
      [4, true, 1800],
    ]);
    expect(factStatus(seven8, list, "beginner").state).toBe("fluent");
    expect(factStatus(seven8, list, "intermediate").state).toBe("fluent");
    expect(factStatus(seven8, list, "expert").state).toBe("secure");
  });

  it("lets a division follow its multiplication", () => {
    const list = answers([
      [0, true, 2000],
      [1, true, 2000],
    ]);
    const division: FactAttempt = { ...list[1]!, operation: "division", operand1: 56, operand2: 8 };
    expect(factStatus(seven8, [list[0]!, division]).state).toBe("secure");
  });
});

describe("factsMovedUp", () => {
  it("names the facts whose state went up in a session, and only those", () => {
    const before = answers([[0, true, 2000]]);
    const after = [...before, ...answers([[1, true, 2000]])];
    expect(factsMovedUp(before, after)).toEqual([{ fact: seven8, from: "learning", to: "secure" }]);
    expect(factsMovedUp(after, [...after, ...answers([[1, false, 6000]])])).toEqual([]);
  });
});
