import { describe, expect, it } from "vitest";
import { DIFFICULTY_LEVELS } from "../../../constants";
import { challengeQuestions, matchesChallengeSeed } from "./questions";
import { mulberry32 } from "../../random";
import { simulatePlay, wrongAnswerTo } from "../../simulated-play";
import { TIMED_POOLS } from "../timed/pool";

const sent = (qs: readonly { type: string; operand1: number; operand2: number }[]) =>
  qs.map((q) => ({ question_type: q.type, operand1: q.operand1, operand2: q.operand2 }));

describe("challenge questions from a seed", () => {
  it.each(DIFFICULTY_LEVELS)("the same seed gives the same %s game, from its timed pool", (difficulty) => {
    const a = challengeQuestions(1234, difficulty);
    expect(challengeQuestions(1234, difficulty)).toEqual(a);
    expect(a).toHaveLength(TIMED_POOLS[difficulty].reduce((n, e) => n + e.count, 0));
    expect(challengeQuestions(1235, difficulty)).not.toEqual(a);
  });

  it("a game played in the challenge engine from the seed matches it, whatever was answered", () => {
    let turn = 0;
    const state = simulatePlay("challenge", "intermediate", mulberry32(99), (q) => ({
      thinkMs: 1_200,
      answer: turn++ % 3 === 0 ? null : turn % 2 ? q.answer : wrongAnswerTo(q),
    }));
    expect(state.phase).toBe("ended");
    expect(state.answers.length).toBeGreaterThan(10);
    expect(matchesChallengeSeed(state.answers, 99, "intermediate")).toBe(true);
  });

  it("refuses questions of another seed, another difficulty, out of order or invented", () => {
    const mine = sent(challengeQuestions(7, "beginner").slice(0, 12));
    expect(matchesChallengeSeed(mine, 7, "beginner")).toBe(true);
    expect(matchesChallengeSeed([], 7, "beginner")).toBe(true);
    expect(matchesChallengeSeed(mine, 8, "beginner")).toBe(false);
    expect(matchesChallengeSeed(mine, 7, "expert")).toBe(false);
    expect(matchesChallengeSeed([...mine].reverse(), 7, "beginner")).toBe(false);
    const easy = mine.map((q) => ({ ...q, question_type: "addition", operand1: 1, operand2: 1 }));
    expect(matchesChallengeSeed(easy, 7, "beginner")).toBe(false);
    const all = sent(challengeQuestions(7, "beginner"));
    expect(matchesChallengeSeed([...all, all[0]!], 7, "beginner")).toBe(false);
  });
});
