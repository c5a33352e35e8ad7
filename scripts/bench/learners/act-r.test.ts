import { describe, expect, it } from "vitest";
import { mulberry32 } from "../../../src/shared/game/random";
import { activation, ACT_R, ActRMemory, decayAt } from "./act-r";
import { recallOf } from "./retrieval";

describe("ACT-R with Pavlik & Anderson's spacing-dependent decay", () => {
  it("sums the traces' power-law decay: one trace at age 1 has activation 0, older less", () => {
    expect(activation([{ t: 0, d: 0.5 }], 1)).toBeCloseTo(0, 10);
    expect(activation([{ t: 0, d: 0.5 }], 100)).toBeCloseTo(Math.log(0.1), 10);
    expect(activation([], 5)).toBe(-Infinity);
  });

  it("recalls half the time at the threshold τ, and decays faster when practised at high activation", () => {
    expect(recallOf(ACT_R.tau)).toBeCloseTo(0.5, 10);
    expect(decayAt(-Infinity)).toBeCloseTo(0.177, 10);
    expect(decayAt(1)).toBeGreaterThan(decayAt(0));
  });

  it("forgets between sessions: recall the next day below recall right after practice", () => {
    const memory = new ActRMemory(mulberry32(3));
    for (let i = 0; i < 3; i++) memory.answer("×6:7");
    const now = memory.recall("×6:7");
    memory.nextDay();
    expect(memory.recall("×6:7")).toBeLessThan(now);
  });
});
