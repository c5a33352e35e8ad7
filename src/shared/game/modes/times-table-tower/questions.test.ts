import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mulberry32 } from "../../random";
import { TOWER_HARDER_ABOVE_SCORE, TOWER_RULES, towerQuestion, towerTables } from "./questions";

const tables = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("Times Table Tower questions", () => {
  it("uses the spec's tables and multipliers per difficulty", () => {
    expect(TOWER_RULES).toEqual({
      beginner: { tables: [2, 5, 10], maxMultiplier: 10 },
      intermediate: { tables: tables(2, 10), maxMultiplier: 10 },
      expert: { tables: tables(2, 12), maxMultiplier: 12 },
    });
  });

  it("drops the tables below 6 when the score is above 10, if any remain", () => {
    expect(TOWER_HARDER_ABOVE_SCORE).toBe(10);
    expect(towerTables("beginner", 10)).toEqual([2, 5, 10]);
    expect(towerTables("beginner", 11)).toEqual([10]);
    expect(towerTables("intermediate", 10)).toEqual(tables(2, 10));
    expect(towerTables("intermediate", 11)).toEqual(tables(6, 10));
    expect(towerTables("expert", 11)).toEqual(tables(6, 12));
  });

  it("uses beginner rules for an unknown difficulty", () => {
    expect(towerTables("grandmaster", 0)).toEqual([2, 5, 10]);
    expect(towerTables("", 12)).toEqual([10]);
  });

  it("asks table × multiplier within the rules", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("beginner", "intermediate", "expert", "unknown"),
        fc.nat(30),
        fc.integer(),
        (level, score, seed) => {
          const q = towerQuestion(level, score, mulberry32(seed));
          const rules = level === "unknown" ? TOWER_RULES.beginner : TOWER_RULES[level];
          expect(q.type).toBe("multiplication");
          expect(rules.tables).toContain(q.operand1);
          if (score > 10 && level !== "beginner" && level !== "unknown") expect(q.operand1).toBeGreaterThanOrEqual(6);
          if (score > 10 && (level === "beginner" || level === "unknown")) expect(q.operand1).toBe(10);
          expect(q.operand2).toBeGreaterThanOrEqual(1);
          expect(q.operand2).toBeLessThanOrEqual(rules.maxMultiplier);
          expect(q.answer).toBe(q.operand1 * q.operand2);
        },
      ),
    );
  });
});
