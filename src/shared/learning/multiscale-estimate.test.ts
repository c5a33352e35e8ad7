import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { factKey, type Fact, type FactAttempt } from "./fact-model";
import { MultiscaleEstimate, multiscaleReader } from "./multiscale-estimate";
import { TIMES_TABLE_FACTS } from "./plan-practice";
import { FLUENT_LINE } from "./recall-estimate";

const DAY = 86_400_000;
const now = new Date("2026-06-01T16:00:00Z");
const FLUENT_MS = 3000;

const fact = (a: number, b: number): Fact => ({ family: "multiplication", a, b });
const answer = (f: Fact, daysAgo: number, correct: boolean, ms = correct ? 1500 : 6000): FactAttempt => ({
  operation: "multiplication",
  operand1: f.a,
  operand2: f.b,
  correct,
  responseMs: ms,
  at: new Date(now.getTime() - daysAgo * DAY),
});
const byFact = (answers: readonly FactAttempt[]) => {
  const out = new Map<string, FactAttempt[]>();
  for (const a of answers) {
    const key = factKey(fact(Math.min(a.operand1, a.operand2), Math.max(a.operand1, a.operand2)));
    out.set(key, [...(out.get(key) ?? []), a]);
  }
  return out;
};
const tomorrow = new Date(now.getTime() + DAY);
const sevenEight = fact(7, 8);
const sixNine = fact(6, 9);

describe("MultiscaleEstimate", () => {
  it("gives nothing for a fact never answered, and more for one right at spaced sittings than for one missed at each", () => {
    const spaced = [30, 20, 12, 6, 3, 1].map((d) => answer(sevenEight, d, true));
    const missedLast = [30, 20, 12, 6, 3, 1].map((d) => answer(sixNine, d, false));
    const read = new MultiscaleEstimate(FLUENT_MS).read(byFact([...spaced, ...missedLast])).chance;
    expect(read(factKey(fact(3, 4)), tomorrow)).toBe(0);
    expect(read(factKey(sevenEight), tomorrow)).toBeGreaterThan(0.9);
    expect(read(factKey(sixNine), tomorrow)).toBeLessThan(read(factKey(sevenEight), tomorrow));
  });

  it("counts a right answer slower than the fluent time as not yet fluent", () => {
    const quick = [10, 5, 2, 1].map((d) => answer(sevenEight, d, true, 1500));
    const slow = [10, 5, 2, 1].map((d) => answer(sixNine, d, true, 5000));
    const read = new MultiscaleEstimate(FLUENT_MS).read(byFact([...quick, ...slow])).chance;
    expect(read(factKey(sixNine), tomorrow)).toBeLessThan(read(factKey(sevenEight), tomorrow));
  });

  it("falls the longer a fact is left, and gains more from a sitting after a gap than from a repeat the same day", () => {
    // Each first met with a miss: the study after it is what the later answer builds on.
    const spaced = [answer(sevenEight, 20, false), answer(sevenEight, 10, true)];
    const massed = [answer(sixNine, 20, false), answer(sixNine, 20 - 1 / 48, true)];
    const { chance } = new MultiscaleEstimate(FLUENT_MS).read(byFact([...spaced, ...massed]));
    const daysAfter = (days: number, lastDaysAgo: number) => new Date(now.getTime() + (days - lastDaysAgo) * DAY);
    expect(chance(factKey(sevenEight), daysAfter(1, 10))).toBeGreaterThan(
      chance(factKey(sevenEight), daysAfter(10, 10)),
    );
    expect(chance(factKey(sevenEight), daysAfter(10, 10))).toBeGreaterThan(
      chance(factKey(sevenEight), daysAfter(60, 10)),
    );
    // Ten days after each one's last answer.
    expect(chance(factKey(sixNine), daysAfter(10, 20 - 1 / 48))).toBeLessThan(
      chance(factKey(sevenEight), daysAfter(10, 10)),
    );
  });

  it("reads a child's other facts: the same answers to a fact weigh less for a child who forgets the others", () => {
    const others = [fact(2, 3), fact(2, 4), fact(2, 5), fact(3, 3), fact(3, 5), fact(4, 5)];
    const history = (keeps: boolean) =>
      others.flatMap((f) => [answer(f, 40, false), answer(f, 30, keeps), answer(f, 20, keeps), answer(f, 10, keeps)]);
    const same = [answer(sevenEight, 20, false), answer(sevenEight, 8, true)];
    const keeper = new MultiscaleEstimate(FLUENT_MS).read(byFact([...history(true), ...same])).chance;
    const forgetter = new MultiscaleEstimate(FLUENT_MS).read(byFact([...history(false), ...same])).chance;
    expect(forgetter(factKey(sevenEight), tomorrow)).toBeLessThan(keeper(factKey(sevenEight), tomorrow));
  });

  it("gives the same chances read at once or a plan at a time, still counting answers let go since", () => {
    const first = [answer(sevenEight, 12, false), answer(sevenEight, 6, true), answer(sixNine, 5, true)];
    const later = [answer(sevenEight, 2, true), answer(sixNine, 1, false), answer(sixNine, 1 - 1 / 96, true)];
    const kept = new MultiscaleEstimate(FLUENT_MS);
    kept.read(byFact(first));
    const stepwise = kept.read(byFact([...first, ...later])).chance;
    const atOnce = new MultiscaleEstimate(FLUENT_MS).read(byFact([...first, ...later])).chance;
    for (const f of [sevenEight, sixNine]) expect(stepwise(factKey(f), tomorrow)).toBe(atOnce(factKey(f), tomorrow));
    // The oldest answer of 7 × 8 let go by the server: the estimate that read it still counts it.
    const letGo = kept.read(byFact([...first.slice(1), ...later])).chance;
    for (const f of [sevenEight, sixNine]) expect(letGo(factKey(f), tomorrow)).toBe(atOnce(factKey(f), tomorrow));
  });

  it("reads a fact afresh when the last answer it took is no longer among its answers (a history put back)", () => {
    const before = [answer(sevenEight, 12, true), answer(sevenEight, 6, true)];
    const kept = new MultiscaleEstimate(FLUENT_MS);
    kept.read(byFact([...before, answer(sevenEight, 3, true)]));
    const putBack = [...before, answer(sevenEight, 2, false)];
    const afresh = new MultiscaleEstimate(FLUENT_MS).read(byFact(putBack)).chance;
    expect(kept.read(byFact(putBack)).chance(factKey(sevenEight), tomorrow)).toBe(
      afresh(factKey(sevenEight), tomorrow),
    );
  });

  it("foretells the sittings of a child whose memory it models better than those of a child who answers at random", () => {
    const facts = [fact(2, 3), fact(2, 4), fact(2, 5), fact(3, 3), fact(3, 5), fact(4, 5), sevenEight, sixNine];
    const days = [20, 14, 9, 5, 2, 1];
    const steady = facts.flatMap((f) => days.map((d) => answer(f, d, true)));
    let flip = 0;
    const random = facts.flatMap((f) => days.map((d) => answer(f, d, (flip++ * 7) % 3 === 0)));
    const steadyFit = new MultiscaleEstimate(FLUENT_MS).read(byFact(steady)).sittingsLogLikelihood;
    const randomFit = new MultiscaleEstimate(FLUENT_MS).read(byFact(random)).sittingsLogLikelihood;
    expect(steadyFit).toBeLessThan(0);
    expect(steadyFit).toBeGreaterThan(randomFit);
    // A long history of answers it cannot foretell still gives a number (each sum taken about its largest term).
    const long = TIMES_TABLE_FACTS.flatMap((f) =>
      Array.from({ length: 60 }, (_, d) => answer(f, 60 - d, (flip++ * 7) % 3 === 0)),
    );
    const longFit = new MultiscaleEstimate(FLUENT_MS).read(byFact(long)).sittingsLogLikelihood;
    expect(Number.isFinite(longFit)).toBe(true);
    expect(longFit).toBeLessThan(randomFit);
  });
});

/** A child's answers to any of twenty facts on any of the last 60 days, right or not, quick or slow. */
const historyArb = fc
  .array(
    fc.record({
      fact: fc.constantFrom(...TIMES_TABLE_FACTS.slice(0, 20)),
      daysAgo: fc.integer({ min: 2, max: 60 }),
      hour: fc.integer({ min: 0, max: 8 }),
      correct: fc.boolean(),
      ms: fc.integer({ min: 500, max: 12_000 }),
    }),
    { maxLength: 300 },
  )
  .map((list) => list.map(({ fact: f, daysAgo, hour, correct, ms }) => answer(f, daysAgo - hour / 24, correct, ms)));
const target = TIMES_TABLE_FACTS[0] as Fact;

describe("multiscaleReader", () => {
  /** How many of a property's runs had a reading to check: a property that never reads one would prove nothing. */
  const reads = { missed: 0, right: 0 };

  it("puts a fact missed at its last sitting below the fluency line, for any history", () => {
    fc.assert(
      fc.property(historyArb, fc.integer({ min: 0, max: 5 }), (history, rightAfter) => {
        const before = history.filter((a) => factKey(fact(a.operand1, a.operand2)) !== factKey(target));
        const lastSitting = [
          answer(target, 1, false),
          ...Array.from({ length: rightAfter }, (_, i) => answer(target, 1 - (i + 1) / 48, true, 1500)),
        ];
        const read = multiscaleReader(new MultiscaleEstimate(FLUENT_MS), [...before, ...lastSitting], "beginner");
        if (read) {
          reads.missed += 1;
          expect(read(factKey(target), now)).toBeLessThan(FLUENT_LINE);
          expect(read(factKey(target), tomorrow)).toBeLessThan(FLUENT_LINE);
        }
      }),
      { numRuns: 60 },
    );
    expect(reads.missed).toBeGreaterThan(5);
  });

  it("puts a fact answered right and quick at many sittings lately above the fluency line, for any history", () => {
    fc.assert(
      fc.property(historyArb, fc.integer({ min: 3, max: 12 }), (history, sittings) => {
        const before = history.filter(
          (a) =>
            factKey(fact(a.operand1, a.operand2)) !== factKey(target) ||
            a.at.getTime() < now.getTime() - (sittings + 0.5) * DAY,
        );
        const run = Array.from({ length: sittings }, (_, i) => answer(target, sittings - i, true, 1500));
        const read = multiscaleReader(new MultiscaleEstimate(FLUENT_MS), [...before, ...run], "beginner");
        if (read) {
          reads.right += 1;
          expect(read(factKey(target), now)).toBeGreaterThanOrEqual(FLUENT_LINE);
        }
      }),
      { numRuns: 60 },
    );
    expect(reads.right).toBeGreaterThan(10);
  });

  it("reads the multiscale estimate for a child whose sittings it foretells, and not for one it cannot", () => {
    const facts = [fact(2, 3), fact(2, 4), fact(2, 5), fact(3, 3), fact(3, 5), fact(4, 5), sevenEight, sixNine];
    // Met with a miss, then right and quick at sittings further and further apart, as the model's memory holds.
    const asModelled = facts.flatMap((f) => [
      answer(f, 30, false),
      ...[29, 27, 23, 15, 1].map((d) => answer(f, d, true)),
    ]);
    expect(multiscaleReader(new MultiscaleEstimate(FLUENT_MS), asModelled, "beginner")).toBeDefined();
    // Right at every sitting, but slowly: never fluent, which the fitted estimate reads in the times.
    const slow = facts.flatMap((f) => [29, 27, 23, 15, 1].map((d) => answer(f, d, true, 5000)));
    expect(multiscaleReader(new MultiscaleEstimate(FLUENT_MS), slow, "beginner")).toBeUndefined();
    // Nothing to compare yet: one sitting of each fact.
    expect(
      multiscaleReader(
        new MultiscaleEstimate(FLUENT_MS),
        facts.map((f) => answer(f, 1, true)),
        "beginner",
      ),
    ).toBeUndefined();
  });
});
