import { describe, expect, it } from "vitest";
import { mulberry32 } from "../../../src/shared/game/random";
import { McmMemory } from "./mcm";
import { McmPosterior, type SeenAnswer } from "./mcm-posterior";
import { DAY_S, QUESTION_S, quickRecall } from "./retrieval";

const OPTIONS = { times: true, childGrid: 5, lostStudies: 0 };

/**
 * One simulated child answering `facts` on the days given (one answer a day
 * each), watched as the answers-only limit watches: every answer seen, the
 * memory never read until the end.
 */
function practise(seed: number, schedule: ReadonlyMap<string, readonly number[]>, days: number) {
  const memory = new McmMemory(mulberry32(seed));
  const seen = new Map<string, SeenAnswer[]>();
  let clock = 0;
  for (let day = 0; day < days; day++) {
    for (const [key, on] of schedule) {
      if (!on.includes(day)) continue;
      seen.set(key, [...(seen.get(key) ?? []), { day: clock, ...memory.answer(key) }]);
      clock += QUESTION_S / DAY_S;
    }
    memory.nextDay();
    clock = Math.floor(clock) + 1;
  }
  return { memory, seen, clock };
}

describe("the answers-only limit's reading of an MCM learner (McmPosterior)", () => {
  it("reads a fact practised on many spaced days as stronger than one met once, as the memory has it", () => {
    const schedule = new Map([
      ["spaced", [0, 1, 3, 7, 14, 28]],
      ["once", [28]],
    ]);
    let spacedRead = 0;
    let onceRead = 0;
    let spacedTrue = 0;
    let onceTrue = 0;
    const learners = 40;
    for (let seed = 1; seed <= learners; seed++) {
      const { memory, seen, clock } = practise(seed, schedule, 29);
      const read = new McmPosterior(seed, OPTIONS).quickRecallAt(seen, clock + 1);
      spacedRead += (read.get("spaced") ?? 0) / learners;
      onceRead += (read.get("once") ?? 0) / learners;
      spacedTrue += quickRecall(memory.recallTomorrow("spaced")) / learners;
      onceTrue += quickRecall(memory.recallTomorrow("once")) / learners;
    }
    expect(spacedTrue).toBeGreaterThan(onceTrue);
    expect(spacedRead).toBeGreaterThan(onceRead + 0.2);
    // On average over the learners, within a tenth of what the memory holds.
    expect(Math.abs(spacedRead - spacedTrue)).toBeLessThan(0.1);
    expect(Math.abs(onceRead - onceTrue)).toBeLessThan(0.1);
  });

  it("reads the same answers the same way, and a fact missed at its last answer as weaker than one right", () => {
    const answers = (last: boolean): SeenAnswer[] => [
      { day: 0, correct: false, responseMs: 6_000 },
      { day: 2, correct: true, responseMs: 2_100 },
      { day: 5, correct: last, responseMs: last ? 1_800 : 6_000 },
    ];
    const seen = new Map([
      ["right", answers(true)],
      ["missed", answers(false)],
    ]);
    const first = new McmPosterior(7, OPTIONS).quickRecallAt(seen, 6);
    const again = new McmPosterior(7, OPTIONS).quickRecallAt(seen, 6);
    expect(again).toEqual(first);
    expect(first.get("missed") ?? 1).toBeLessThan(first.get("right") ?? 0);
  });
});
