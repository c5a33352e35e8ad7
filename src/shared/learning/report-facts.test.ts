import { describe, expect, it } from "vitest";
import { mulberry32 } from "../game/random";
import { factInWords, factsMovedUp } from "./fact-model";
import { attemptsOf, type KeptAnswers } from "./kept-answers";
import { reportFacts, type ReportFactsAsk } from "./report-facts";

const DAY = 86_400_000;
const now = new Date(Date.UTC(2026, 2, 16, 7));
const weekStartsAt = new Date(now.getTime() - 7 * DAY);
const child: ReportFactsAsk["child"] = { difficultyLevel: "beginner", focusTables: [] };

/** A fact's row as the server keeps it, from [days before now, right, ms] answers, oldest first. */
const row = (
  operation: KeptAnswers["operation"],
  operand1: number,
  operand2: number,
  answers: readonly [number, boolean, number][],
): KeptAnswers => ({
  operation,
  operand1,
  operand2,
  recentMs: answers.map(([, , ms]) => ms),
  recentCorrect: answers.map(([, right]) => right),
  recentAt: answers.map(([days], i) => new Date(now.getTime() - days * DAY + i * 5_000)),
});

/** What moved up, as the report names it, reckoned from every fact's answers before the week and now. */
const movedUpOverAll = (facts: readonly KeptAnswers[]) => {
  const all = facts.flatMap((f) => attemptsOf(f));
  return factsMovedUp(
    all.filter((a) => a.at < weekStartsAt),
    all,
  ).flatMap(({ fact, to }) => (to === "secure" || to === "fluent" ? [{ fact: factInWords(fact), to }] : []));
};

describe("reportFacts: the facts that moved up over the week", () => {
  it("counts a fact answered this week as one operation with its answers as the other before it", () => {
    const facts = [
      // 7 × 8 right and quick twice before the week, then 56 ÷ 8 right and quick this week: fluent now.
      row("multiplication", 7, 8, [
        [20, true, 1500],
        [12, true, 1500],
      ]),
      row("division", 56, 8, [[2, true, 1500]]),
      // 3 × 4 fluent long before the week and not asked since: not a move of this week.
      row("multiplication", 3, 4, [
        [30, true, 1000],
        [20, true, 1000],
        [10, true, 1000],
      ]),
    ];
    expect(reportFacts({ child, facts, weekStartsAt, now }).moved_up).toEqual([{ fact: "7 × 8", to: "fluent" }]);
  });

  it("names the same moves as a reckoning over every fact, for any kept answers", () => {
    const random = mulberry32(41);
    let moves = 0;
    for (let n = 0; n < 200; n++) {
      const facts: KeptAnswers[] = [];
      for (let f = 0; f < 12; f++) {
        const a = 2 + Math.floor(random() * 11);
        const b = 2 + Math.floor(random() * 11);
        const answers = Array.from({ length: 1 + Math.floor(random() * 10) }, (): [number, boolean, number] => [
          Math.floor(random() * 40),
          random() < 0.8,
          500 + Math.floor(random() * 7000),
        ]).sort((x, y) => y[0] - x[0]);
        facts.push(random() < 0.3 ? row("division", a * b, a, answers) : row("multiplication", a, b, answers));
      }
      const expected = movedUpOverAll(facts);
      moves += expected.length;
      expect(reportFacts({ child, facts, weekStartsAt, now }).moved_up).toEqual(expected);
    }
    // The histories make moves to compare: most children have one.
    expect(moves).toBeGreaterThan(100);
  });
});
