import { describe, expect, it } from "vitest";
import { GAME_MODES } from "./modes";
import {
  answerLightOf,
  correctAnswerOf,
  isCorrect,
  isPerfect,
  performanceBand,
  operatorOf,
  percentOf,
  scoreOf,
  showsConfetti,
  starsOf,
  totalOf,
  trafficLightOf,
  type AnsweredQuestion,
} from "./scoring";

const q = (over: Partial<AnsweredQuestion>): AnsweredQuestion => ({
  question_type: "addition",
  operand1: 3,
  operand2: 4,
  user_answer: 7,
  response_time_ms: 1000,
  ...over,
});

describe("correctness is worked out from the question", () => {
  it.each([
    [q({}), true],
    [q({ user_answer: 8 }), false],
    [q({ user_answer: null }), false],
    [q({ question_type: "subtraction", operand1: 9, operand2: 4, user_answer: 5 }), true],
    [q({ question_type: "multiplication", operand1: 7, operand2: 8, user_answer: 56 }), true],
    [q({ question_type: "division", operand1: 56, operand2: 8, user_answer: 7 }), true],
    [q({ question_type: "division", operand1: 7, operand2: 2, user_answer: 3 }), false],
    [q({ question_type: "division", operand1: 7, operand2: 0, user_answer: 0 }), false],
  ])("%j → %s", (question, expected) => {
    expect(isCorrect(question)).toBe(expected);
  });

  it("handles each missing part of a missing-piece equation", () => {
    const base = { question_type: "missing_piece" as const, operand1: 6, operand2: 3, operator: "×" as const };
    expect(isCorrect(q({ ...base, missing_type: "operand1", user_answer: 6 }))).toBe(true);
    expect(isCorrect(q({ ...base, missing_type: "operand2", user_answer: 3 }))).toBe(true);
    expect(isCorrect(q({ ...base, missing_type: "result", user_answer: 18 }))).toBe(true);
    expect(isCorrect(q({ ...base, missing_type: "result", user_answer: 9 }))).toBe(false);
    expect(isCorrect(q({ ...base, missing_type: "operator", user_answer: null, user_operator_answer: "×" }))).toBe(
      true,
    );
    expect(isCorrect(q({ ...base, missing_type: "operator", user_answer: null, user_operator_answer: "+" }))).toBe(
      false,
    );
    expect(correctAnswerOf(q({ ...base, missing_type: "operator", user_answer: null }))).toBe(18);
  });
});

describe("scores and totals (docs/product/gameplay.md#results)", () => {
  const right = q({});
  const wrong = q({ user_answer: 1 });

  it("counts correct answers in the counted modes", () => {
    expect(scoreOf("timed", [right, wrong, right])).toBe(2);
    expect(scoreOf("traffic_light", [right, right])).toBe(2);
  });

  it("scores the tower by its highest point (modes/times-table-tower/rules.test.ts)", () => {
    expect(scoreOf("times_table_tower", [right, right, wrong, right, right])).toBe(3);
  });

  it.each([
    ["get_to_100", 7, 100],
    ["missing_piece", 13, 13],
    ["traffic_light", 20, 20],
    ["times_table_tower", 9, 20],
    ["timed", 40, 40],
    ["challenge", 12, 40],
    ["mtc", 25, 25],
  ] as const)("%s with %i questions is out of %i", (mode, asked, total) => {
    expect(totalOf(mode, asked)).toBe(total);
  });

  it("rates stars as the ceiling of percentage / 20, out of 5", () => {
    expect(starsOf(0, 40)).toBe(0);
    expect(starsOf(1, 40)).toBe(1);
    expect(starsOf(8, 40)).toBe(1);
    expect(starsOf(9, 40)).toBe(2);
    expect(starsOf(32, 40)).toBe(4);
    expect(starsOf(33, 40)).toBe(5);
    expect(starsOf(40, 40)).toBe(5);
  });

  it("shows confetti from 70% correct", () => {
    expect(showsConfetti(27, 40)).toBe(false);
    expect(showsConfetti(28, 40)).toBe(true);
  });

  it("colours response times: green up to 2 s, amber up to 4 s, red beyond", () => {
    expect(trafficLightOf(2000)).toBe("green");
    expect(trafficLightOf(2001)).toBe("amber");
    expect(trafficLightOf(4000)).toBe("amber");
    expect(trafficLightOf(4001)).toBe("red");
  });

  it("saves a light with each answer of a Traffic Light game only", () => {
    for (const mode of GAME_MODES)
      expect(answerLightOf(mode, 3_000), mode).toBe(mode === "traffic_light" ? "amber" : null);
  });
});

describe("operators, percentages and perfect games", () => {
  it("finds the operator of a question", () => {
    expect(operatorOf({ question_type: "division" })).toBe("÷");
    expect(operatorOf({ question_type: "missing_piece", operator: "−" })).toBe("−");
    expect(operatorOf({ question_type: "missing_piece" })).toBeNull();
  });

  it("works out percentages and perfect scores", () => {
    expect(percentOf(10, 40)).toBe(25);
    expect(percentOf(3, 0)).toBe(0);
    expect(isPerfect(40, 40)).toBe(true);
    expect(isPerfect(39, 40)).toBe(false);
    expect(isPerfect(0, 0)).toBe(false);
  });
});

describe("performanceBand", () => {
  it.each([
    [100, "green"],
    [80, "green"],
    [79.9, "yellow"],
    [60, "yellow"],
    [59.9, "red"],
    [0, "red"],
  ] as const)("%s%% is %s", (percent, band) => {
    expect(performanceBand(percent)).toBe(band);
  });
});

describe("a challenge game's stars", () => {
  it("count against its results total of 40, as every mode's do against its own total", () => {
    expect(totalOf("challenge", 40)).toBe(40);
    // A win of 23 in 60 seconds: the ceiling of 57.5 % / 20, and no confetti under 70 %.
    expect(starsOf(23, totalOf("challenge", 40))).toBe(3);
    expect(showsConfetti(23, totalOf("challenge", 40))).toBe(false);
    expect(starsOf(16, totalOf("challenge", 40))).toBe(2);
  });
});
