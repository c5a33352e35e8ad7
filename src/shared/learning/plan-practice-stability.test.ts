import { describe, expect, it } from "vitest";
import { mulberry32 } from "../game/random";
import { factKey, factOf, type Fact, type FactAttempt } from "./fact-model";
import { newFactShare, planPractice, PRACTICE_EXTRA_NEW_FACTS, TIMES_TABLE_FACTS } from "./plan-practice";

const DAY = 86_400_000;
const now = new Date(Date.UTC(2026, 2, 20, 16));
const fact = TIMES_TABLE_FACTS[0] as Fact;
const attempt = (f: Fact, daysAgo: number, correct: boolean): FactAttempt => ({
  operation: "multiplication",
  operand1: f.a,
  operand2: f.b,
  correct,
  responseMs: 2000,
  at: new Date(now.getTime() - daysAgo * DAY),
});

describe("the facts estimated below the fluency line tomorrow", () => {
  it("puts a due fact in the plan before a weaker-looking one that is not due", () => {
    // 2 × 2: right long ago and again four days ago (estimate 13.5 days); 2 × 3: right once, two days ago (due).
    const [held, due] = TIMES_TABLE_FACTS as [Fact, Fact];
    const others = TIMES_TABLE_FACTS.slice(2, 40).flatMap((f) => [attempt(f, 20, true), attempt(f, 1, true)]);
    const history = [attempt(held, 30, true), attempt(held, 4, true), attempt(due, 2, true), ...others];
    const plan = planPractice(history, now, { count: 6, random: mulberry32(1) }).map((q) => factKey(factOf(q) as Fact));
    expect(plan).toContain(factKey(due));
  });
});

describe("new facts", () => {
  it(`brings in ${PRACTICE_EXTRA_NEW_FACTS} more after a sitting answered well`, () => {
    const known = TIMES_TABLE_FACTS.slice(0, 20);
    const good = known.map((f) => attempt(f, 1, true));
    // 16 of 20 right: as right as the plan aims for (80 %).
    const fair = known.map((f, i) => attempt(f, 1, i % 5 !== 0));
    const poor = known.map((f, i) => attempt(f, 1, i % 2 === 0));
    const newIn = (history: FactAttempt[]) => {
      const tried = new Set(history.map((a) => factKey(factOf(a) as Fact)));
      return new Set(
        planPractice(history, now, { count: 30, random: mulberry32(2) })
          .map((q) => factKey(factOf(q) as Fact))
          .filter((k) => !tried.has(k)),
      ).size;
    };
    expect(newIn(good)).toBe(newFactShare(30) + PRACTICE_EXTRA_NEW_FACTS);
    expect(newIn(fair)).toBe(newFactShare(30) + PRACTICE_EXTRA_NEW_FACTS);
    expect(newIn(poor)).toBe(newFactShare(30));
  });
});

describe("a fact missed at its last sitting", () => {
  it("is asked twice in the session, a few questions apart", () => {
    // 2 × 2 missed yesterday; 40 other facts right yesterday and the week before.
    const others = TIMES_TABLE_FACTS.slice(1, 41).flatMap((f) => [attempt(f, 8, true), attempt(f, 1, true)]);
    const history = [attempt(fact, 8, true), attempt(fact, 1, false), ...others];
    const plan = planPractice(history, now, { count: 30, random: mulberry32(4) }).map((q) =>
      factKey(factOf(q) as Fact),
    );
    const at = plan.flatMap((k, i) => (k === factKey(fact) ? [i] : []));
    expect(at).toHaveLength(2);
    expect((at[1] as number) - (at[0] as number)).toBeGreaterThanOrEqual(3);
  });
});
