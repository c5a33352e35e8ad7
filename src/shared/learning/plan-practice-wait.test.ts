import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mulberry32 } from "../game/random";
import { factKey, factOf, factStatus, type Fact, type FactAttempt } from "./fact-model";
import { planPractice, PRACTICE_MAX_WAIT, sittingsWaited, TIMES_TABLE_FACTS } from "./plan-practice";

const DAY = 86_400_000;
const start = Date.UTC(2026, 2, 20, 16);
const COUNT = 30;
/** Once every fact has had its turn: a fact overdue waits behind at most the facts that filled the sittings before. */
const BOUND = PRACTICE_MAX_WAIT + Math.ceil(TIMES_TABLE_FACTS.length / COUNT) - 1;
const WARM_UP = Math.ceil(TIMES_TABLE_FACTS.length / COUNT);

/** Any history: answers to any facts, right or wrong, quick or slow, on any of the 40 days before. */
const historyArb = fc.array(
  fc.record({
    fact: fc.constantFrom(...TIMES_TABLE_FACTS),
    daysAgo: fc.integer({ min: 1, max: 40 }),
    correct: fc.boolean(),
    ms: fc.integer({ min: 800, max: 9000 }),
  }),
  { maxLength: 200 },
);

describe("planPractice never starves a fact", () => {
  it(`asks every fact that needs practice again within ${BOUND} sittings, whatever the answers`, () => {
    fc.assert(
      fc.property(historyArb, fc.integer(), (history, seed) => {
        // Each fact its own odds of a right answer and its own pace: some always right, some mostly missed.
        const answers = mulberry32(seed);
        const odds = new Map(TIMES_TABLE_FACTS.map((f) => [factKey(f), [answers(), answers()] as const]));
        const attempts: FactAttempt[] = history.map(({ fact, daysAgo, correct, ms }) => ({
          operation: "multiplication",
          operand1: fact.a,
          operand2: fact.b,
          correct,
          responseMs: ms,
          at: new Date(start - daysAgo * DAY),
        }));
        for (let sitting = 0; sitting < WARM_UP + 20; sitting++) {
          const now = new Date(start + sitting * DAY);
          if (sitting >= WARM_UP) {
            const waited = sittingsWaited(attempts);
            const byFact = new Map<string, FactAttempt[]>();
            for (const a of attempts) {
              const key = factKey(factOf(a) as Fact);
              byFact.set(key, [...(byFact.get(key) ?? []), a]);
            }
            for (const [key, of] of byFact) {
              if (factStatus(factOf(of[0] as FactAttempt) as Fact, of).state === "fluent") continue;
              expect(waited.get(key), key).toBeLessThanOrEqual(BOUND);
            }
          }
          const plan = planPractice(attempts, now, { count: COUNT, random: mulberry32(seed + sitting) });
          for (const [i, q] of plan.entries()) {
            const [right, pace] = odds.get(factKey(factOf(q) as Fact)) ?? [0, 0];
            const correct = answers() < right;
            const responseMs = 800 + Math.floor(pace * 8000 * answers());
            attempts.push({ ...q, correct, responseMs, at: new Date(now.getTime() + i * 6000) });
          }
        }
      }),
      { numRuns: 20 },
    );
  }, 60_000);
});
