import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIFFICULTY_LEVELS, type DifficultyLevel } from "../constants";
import { mulberry32 } from "../game/random";
import { simulatePlay } from "../game/simulated-play";
import { productMessages } from "../messages";
import { MISSION_MODES, MISSION_PRESETS, MISSION_TABLES, type MissionMode } from "./mission-presets";
import {
  impossibleMissionMessage,
  missionProblems,
  missionReach,
  questionTypeChoices,
  tablesInWords,
} from "./mission-reach";

const CASES = MISSION_MODES.flatMap((mode) => DIFFICULTY_LEVELS.map((level) => [mode, level] as const));

/** A whole game on the mode's real engine, every answer right and quick, so that it goes as far as it can. */
function playAll(mode: MissionMode, level: DifficultyLevel, seed: number) {
  return simulatePlay(mode, level, mulberry32(seed), (question) => ({ thinkMs: 100, answer: question.answer }));
}

/** The mission tables a multiplication question brings up (either factor). */
const tablesOf = (q: { type: string; operand1: number; operand2: number }) =>
  q.type === "multiplication" ? MISSION_TABLES.filter((t) => t === q.operand1 || t === q.operand2) : [];

describe.each(CASES)("what a %s game asks at %s level", (mode, level) => {
  const reach = missionReach(mode, level);

  it("covers every question the generator makes, and never a score above its highest", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const game = playAll(mode, level, seed);
        for (const question of game.answers) {
          expect(reach.questionTypes).toContain(question.question_type);
          for (const table of tablesOf({ type: question.question_type, ...question })) {
            expect(reach.tables).toContain(table);
          }
        }
        expect(game.score).toBeLessThanOrEqual(reach.maxScore);
      }),
      { numRuns: 25 },
    );
  });

  it("is all produced: each type, each table and the highest score come up in real games", () => {
    const types = new Set<string>();
    const tables = new Set<number>();
    let best = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const game = playAll(mode, level, seed);
      for (const q of game.answers) {
        types.add(q.question_type);
        for (const t of tablesOf({ type: q.question_type, ...q })) tables.add(t);
      }
      best = Math.max(best, game.score);
    }
    expect([...types].sort()).toEqual([...reach.questionTypes].sort());
    expect([...tables].sort((a, b) => a - b)).toEqual(reach.tables);
    expect(best).toBe(reach.maxScore);
  });
});

describe("the reach the issue names", () => {
  it("a beginner's 90 Second Challenge asks addition and multiplication, tables 2 to 5, at most 40", () => {
    expect(missionReach("timed", "beginner")).toEqual({
      questionTypes: ["addition", "multiplication"],
      tables: [2, 3, 4, 5],
      maxScore: 40,
    });
  });

  it("no level's 90 Second Challenge asks division", () => {
    for (const level of DIFFICULTY_LEVELS) expect(missionReach("timed", level).questionTypes).not.toContain("division");
  });

  it("Missing Piece counts no times tables; the tower counts either factor", () => {
    expect(missionReach("missing_piece", "expert")).toMatchObject({ questionTypes: ["missing_piece"], tables: [] });
    expect(missionReach("times_table_tower", "beginner").tables).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("a mode's default target is one its games reach at every level", () => {
    for (const [mode, level] of CASES) {
      const target = MISSION_PRESETS[mode].defaultScoreTarget;
      if (target !== null) expect(target).toBeLessThanOrEqual(missionReach(mode, level).maxScore);
    }
  });

  it("offers All first only where the mode asks more than one type", () => {
    expect(questionTypeChoices(missionReach("timed", "beginner"))).toEqual(["all", "addition", "multiplication"]);
    expect(questionTypeChoices(missionReach("times_table_tower", "expert"))).toEqual(["multiplication"]);
  });
});

describe("a mission no child at the level could complete", () => {
  it("names a question type the mode never asks at the level, and what it asks", () => {
    const problems = missionProblems(
      { mode: "timed", questionType: "division", tables: [], scoreTarget: null },
      "beginner",
    );
    expect(problems).toEqual({
      question_type_target:
        "At Beginner level the 90 Second Challenge never asks division questions, only addition and multiplication questions.",
    });
    expect(impossibleMissionMessage("Ava", problems)).toBe(
      "Ava could never complete this mission. At Beginner level the 90 Second Challenge never asks division questions, only addition and multiplication questions.",
    );
  });

  it("names the tables outside the level's range", () => {
    expect(
      missionProblems({ mode: "timed", questionType: "multiplication", tables: [3, 7], scoreTarget: 10 }, "beginner"),
    ).toEqual({
      tables: "At Beginner level the 90 Second Challenge asks only the 2 to 5 times tables, never the 7 times table.",
    });
    expect(
      missionProblems({ mode: "traffic_light", questionType: "all", tables: [11, 12], scoreTarget: null }, "beginner")
        .tables,
    ).toBe(
      "At Beginner level the Traffic Light Challenge asks only the 2 to 5 times tables, never the 11 and 12 times tables.",
    );
    expect(
      missionProblems({ mode: "missing_piece", questionType: "all", tables: [2], scoreTarget: null }, "expert").tables,
    ).toBe(
      "At Expert level the Missing Piece Challenge asks no times-table questions, so a times-table target could never be met.",
    );
  });

  it("refuses a target above the mode's highest score, and allows it", () => {
    const ask = { mode: "traffic_light", questionType: "all", tables: [] } as const;
    expect(missionProblems({ ...ask, scoreTarget: 20 }, "beginner")).toEqual({});
    expect(missionProblems({ ...ask, scoreTarget: 21 }, "beginner")).toEqual({
      score_target: productMessages.missionTargetTooHigh
        .replace("{mode}", "Traffic Light Challenge")
        .replaceAll("{max}", "20"),
    });
  });

  it("accepts what the level asks", () => {
    expect(
      missionProblems({ mode: "timed", questionType: "subtraction", tables: [7, 12], scoreTarget: 40 }, "expert"),
    ).toEqual({});
    expect(impossibleMissionMessage("Ava", {})).toBeNull();
  });

  it("puts tables in words", () => {
    expect(tablesInWords([7])).toBe("7");
    expect(tablesInWords([8, 7])).toBe("7 and 8");
    expect(tablesInWords([2, 5, 10])).toBe("2, 5 and 10");
    expect(tablesInWords([2, 3, 4, 5, 9])).toBe("2 to 5 and 9");
  });
});
