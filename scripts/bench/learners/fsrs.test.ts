import { describe, expect, it } from "vitest";
import { mulberry32 } from "../../../src/shared/game/random";
import {
  FSRS_W,
  FsrsMemory,
  initialDifficulty,
  nextDifficulty,
  retrievability,
  stabilityAfterLapse,
  stabilityAfterRecall,
  stabilitySameDay,
} from "./fsrs";

describe("the DSR model (FSRS-5)", () => {
  it("recalls 90 % after as many days as the stability, and less and less after", () => {
    expect(retrievability(0, 5)).toBe(1);
    expect(retrievability(5, 5)).toBeCloseTo(0.9, 10);
    expect(retrievability(10, 5)).toBeLessThan(retrievability(6, 5));
    expect(retrievability(100, 5)).toBeLessThan(0.5);
  });

  it("has FSRS-5's published first difficulties: a miss 7.19, a right answer 5.02", () => {
    expect(initialDifficulty(1)).toBeCloseTo(7.1949, 4);
    expect(initialDifficulty(3)).toBeCloseTo(7.1949 - Math.exp(2 * 0.5345) + 1, 4);
    expect(nextDifficulty(5, 1)).toBeGreaterThan(5);
    expect(nextDifficulty(5, 3)).toBeLessThan(5.01);
  });

  it("raises stability more after a right answer at low recall (spacing), lowers it after a miss", () => {
    const early = stabilityAfterRecall(3, 5, 0.97);
    const late = stabilityAfterRecall(3, 5, 0.8);
    expect(early).toBeGreaterThan(3);
    expect(late).toBeGreaterThan(early);
    expect(stabilityAfterLapse(10, 5, 0.7)).toBeLessThan(10);
    expect(stabilitySameDay(1, 3)).toBeCloseTo(Math.exp((FSRS_W[17] as number) * (FSRS_W[18] as number)), 10);
  });

  it("recalls a fact never seen not at all, and one reviewed yesterday better than a week on", () => {
    const memory = new FsrsMemory(mulberry32(1));
    expect(memory.recall("×7:8")).toBe(0);
    memory.answer("×7:8");
    memory.nextDay();
    const tomorrow = memory.recall("×7:8");
    for (let i = 0; i < 6; i++) memory.nextDay();
    expect(tomorrow).toBeGreaterThan(memory.recall("×7:8"));
  });
});
