import { describe, expect, it } from "vitest";
import { completesMission, missionStanding, type MissionCriteria, type MissionGame } from "./mission-completion";

const mission = (over: Partial<MissionCriteria> = {}): MissionCriteria => ({
  gameModeTarget: "timed",
  scoreTarget: null,
  durationTarget: null,
  questionTypeTarget: null,
  tables: [],
  ...over,
});
const q = (question_type: MissionGame["questions"][number]["question_type"], a: number, b: number, ok = true) => ({
  question_type,
  operand1: a,
  operand2: b,
  is_correct: ok,
});
const game = (over: Partial<MissionGame> = {}): MissionGame => ({
  mode: "timed",
  score: 20,
  duration: 90,
  questions: [q("addition", 2, 3), q("multiplication", 3, 4), q("multiplication", 7, 8, false)],
  ...over,
});

describe("mission completion (docs/product/gameplay.md#missions)", () => {
  it.each([
    { name: "the mode matches, no targets", m: mission(), g: game(), done: true },
    { name: "another mode never completes", m: mission(), g: game({ mode: "get_to_100" }), done: false },
    {
      name: "a challenge game does not complete a timed mission",
      m: mission(),
      g: game({ mode: "challenge" }),
      done: false,
    },
    { name: "score exactly at the target", m: mission({ scoreTarget: 20 }), g: game({ score: 20 }), done: true },
    { name: "score one below the target", m: mission({ scoreTarget: 20 }), g: game({ score: 19 }), done: false },
    { name: "duration at the target", m: mission({ durationTarget: 90 }), g: game({ duration: 90 }), done: true },
    { name: "duration over the target", m: mission({ durationTarget: 60 }), g: game({ duration: 61 }), done: false },
    { name: "question type all", m: mission({ questionTypeTarget: "all" }), g: game(), done: true },
    {
      name: "a correct answer of the type",
      m: mission({ questionTypeTarget: "multiplication" }),
      g: game(),
      done: true,
    },
    {
      name: "only wrong answers of the type",
      m: mission({ questionTypeTarget: "multiplication" }),
      g: game({ questions: [q("addition", 1, 1), q("multiplication", 3, 4, false)] }),
      done: false,
    },
    { name: "no question of the type", m: mission({ questionTypeTarget: "division" }), g: game(), done: false },
    { name: "a listed table as the first operand", m: mission({ tables: [3] }), g: game(), done: true },
    { name: "a listed table as the second operand", m: mission({ tables: [4] }), g: game(), done: true },
    { name: "one of several tables", m: mission({ tables: [9, 4] }), g: game(), done: true },
    { name: "the table only in a wrong answer", m: mission({ tables: [7] }), g: game(), done: false },
    {
      name: "the table only in an addition",
      m: mission({ tables: [2] }),
      g: game({ questions: [q("addition", 2, 3), q("multiplication", 3, 4)] }),
      done: false,
    },
    {
      name: "every criterion met at once",
      m: mission({ scoreTarget: 15, durationTarget: 90, questionTypeTarget: "multiplication", tables: [4] }),
      g: game(),
      done: true,
    },
    {
      name: "every criterion but one (score)",
      m: mission({ scoreTarget: 25, durationTarget: 90, questionTypeTarget: "multiplication", tables: [4] }),
      g: game(),
      done: false,
    },
    {
      name: "a missing-piece mission",
      m: mission({ gameModeTarget: "missing_piece", questionTypeTarget: "missing_piece", durationTarget: 60 }),
      g: game({ mode: "missing_piece", duration: 60, questions: [q("missing_piece", 4, 5)] }),
      done: true,
    },
    {
      name: "a game with 2 × the time, within the mission's limit on its clock",
      m: mission({ durationTarget: 90 }),
      g: game({ duration: 180, timeAllowance: "double" }),
      done: true,
    },
    {
      name: "a game with 1.5 × the time, past the mission's limit on its clock",
      m: mission({ durationTarget: 90 }),
      g: game({ duration: 136, timeAllowance: "one_and_a_half" }),
      done: false,
    },
    {
      name: "a game on the usual clock that lasted as long as a 2 × game",
      m: mission({ durationTarget: 90 }),
      g: game({ duration: 180 }),
      done: false,
    },
    {
      name: "Smart Practice without a clock, however long",
      m: mission({ gameModeTarget: "smart_practice", durationTarget: 180 }),
      g: game({ mode: "smart_practice", duration: 900, timeAllowance: "untimed" }),
      done: true,
    },
  ])("$name", ({ m, g, done }) => {
    expect(completesMission(m, g)).toBe(done);
  });
});

describe("how a game stands against each criterion (the in-game mission line and the server alike)", () => {
  it("counts the score against the target, never past it", () => {
    expect(missionStanding(mission({ scoreTarget: 20 }), { score: 5, questions: [] })).toEqual({
      score: { current: 5, target: 20, met: false },
      questionType: null,
      tables: null,
      met: false,
    });
    expect(missionStanding(mission({ scoreTarget: 20 }), { score: 25, questions: [] }).score).toEqual({
      current: 20,
      target: 20,
      met: true,
    });
  });

  it("is not met on the score alone while the question type or the table is not", () => {
    const m = mission({ scoreTarget: 2, questionTypeTarget: "multiplication", tables: [7] });
    const sums = [q("addition", 2, 3), q("addition", 1, 1)];
    const standing = missionStanding(m, { score: 2, questions: sums });
    expect(standing).toMatchObject({
      score: { met: true },
      questionType: { type: "multiplication", met: false },
      tables: { tables: [7], met: false },
      met: false,
    });
    const withSeven = missionStanding(m, { score: 3, questions: [...sums, q("multiplication", 3, 7)] });
    expect(withSeven).toMatchObject({ questionType: { met: true }, tables: { met: true }, met: true });
    expect(completesMission(m, game({ score: 2, questions: sums }))).toBe(false);
  });

  it("agrees with completesMission on every case above", () => {
    const m = mission({ questionTypeTarget: "division", tables: [4], scoreTarget: 10 });
    for (const g of [game(), game({ questions: [q("division", 8, 4)] }), game({ score: 3 })]) {
      expect(missionStanding(m, g).met).toBe(completesMission(m, g));
    }
  });
});
