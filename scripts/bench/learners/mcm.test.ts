import { describe, expect, it } from "vitest";
import { mulberry32 } from "../../../src/shared/game/random";
import { decayed, MCM, McmMemory, recallOfStrength, strengths, studied, timeConstants } from "./mcm";

const tau = timeConstants();
const once = () => tau.map(() => 1);
const strength = (x: readonly number[]) => strengths(x)[x.length - 1] as number;
const recallAfter = (x: readonly number[], days: number) => recallOfStrength(strength(decayed(x, tau, days)));

/**
 * The expected recall `ri` days after two studies `isi` days apart, over the
 * model's chances: the second study retrieves with probability min(1, s_N)
 * and is encoded with probability ω (the first taken as encoded).
 */
/** Answers `key` until a study takes (each is encoded with probability ω). */
function learn(memory: McmMemory, key: string) {
  do memory.answer(key);
  while (memory.recall(key) === 0);
}

function twoStudies(isi: number, ri: number) {
  const x = decayed(once(), tau, isi);
  const p = recallOfStrength(strength(x));
  const encoded = p * recallAfter(studied(x, MCM.epsilonR), ri) + (1 - p) * recallAfter(studied(x, 1), ri);
  return (1 - MCM.omega) * recallAfter(x, ri) + MCM.omega * encoded;
}

describe("MCM, the multiscale context model (Mozer et al. 2009)", () => {
  it("forgets after one study as the forgetting function its parameters were fitted to", () => {
    // Cepeda et al. (2009), Experiment 1: recalled after 0, 1, 2, 4, 7 and 14 days.
    const observed = [
      [0, 0.922],
      [1, 0.839],
      [2, 0.689],
      [4, 0.523],
      [7, 0.439],
      [14, 0.283],
    ] as const;
    for (const [days, recalled] of observed) expect(MCM.omega * recallAfter(once(), days)).toBeCloseTo(recalled, 1);
    expect(recallAfter(once(), 30)).toBeLessThan(recallAfter(once(), 3));
  });

  it("remembers two studies a few days apart far better than two at once, and the longer the test is away the longer the best gap", () => {
    expect(twoStudies(2, 10)).toBeGreaterThan(twoStudies(0, 10) + 0.3);
    expect(twoStudies(7, 70)).toBeGreaterThan(2 * twoStudies(0, 70));
    const gaps = [0, 1, 2, 4, 7, 14, 28];
    const best = (ri: number) => gaps.reduce((b, g) => (twoStudies(g, ri) > twoStudies(b, ri) ? g : b));
    expect(best(7)).toBeLessThan(best(35));
    expect(best(35)).toBeLessThan(best(70));
  });

  it("learns more from a study that retrieves the fact, and never loses from a study", () => {
    const faded = decayed(once(), tau, 3);
    expect(strength(studied(faded, MCM.epsilonR))).toBeGreaterThan(strength(studied(faded, 1)));
    expect(strength(studied(faded, 1))).toBeGreaterThan(strength(faded));
    const overlearnt = studied(faded, MCM.epsilonR);
    expect(studied(overlearnt, MCM.epsilonR)).toEqual(overlearnt);
  });

  it("recalls a fact never seen not at all, and one answered yesterday better than a week on", () => {
    const memory = new McmMemory(mulberry32(1));
    expect(memory.recall("×7:8")).toBe(0);
    learn(memory, "×7:8");
    memory.nextDay();
    const tomorrow = memory.recall("×7:8");
    for (let i = 0; i < 6; i++) memory.nextDay();
    expect(tomorrow).toBeGreaterThan(memory.recall("×7:8"));
  });

  it("has quick and slow children, and easy and hard facts", () => {
    const weekOn = (seed: number, key: string) => {
      const memory = new McmMemory(mulberry32(seed));
      learn(memory, key);
      for (let i = 0; i < 7; i++) memory.nextDay();
      return memory.recall(key);
    };
    const children = new Set(Array.from({ length: 8 }, (_, seed) => weekOn(seed, "×6:7").toFixed(3)));
    expect(children.size).toBeGreaterThan(4);
    const memory = new McmMemory(mulberry32(5));
    for (const key of ["×6:7", "×7:8", "×3:4", "×9:9"]) learn(memory, key);
    for (let i = 0; i < 7; i++) memory.nextDay();
    const facts = new Set(["×6:7", "×7:8", "×3:4", "×9:9"].map((key) => memory.recall(key).toFixed(3)));
    expect(facts.size).toBeGreaterThan(2);
  });
});
