import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIFFICULTY_LEVELS } from "../constants";
import { QUESTION_TYPES } from "../game/modes";
import { completesMission } from "./mission-completion";
import { MISSION_MODES, MISSION_PRESETS, MISSION_TABLES } from "./mission-presets";
import { missionProblems, missionReach } from "./mission-reach";
import { suggestMission, type CoachHistory } from "./coach-suggestion";

const history = (over: Partial<CoachHistory> = {}): CoachHistory => ({
  firstName: "Ava",
  difficulty: "intermediate",
  modes: [{ mode: "timed", games: 8, bestScore: 30, averageScore: 24.4, maxScore: 40 }],
  types: [
    { type: "addition", asked: 100, correct: 95 },
    { type: "multiplication", asked: 100, correct: 90 },
  ],
  tables: [
    { table: 6, asked: 12, correct: 11 },
    { table: 7, asked: 10, correct: 5 },
  ],
  towerOpen: true,
  ...over,
});

describe("the built-in coach", () => {
  it("starts a child with no history on a first 90 Second Challenge at their level", () => {
    const s = suggestMission(history({ modes: [], types: [], tables: [], difficulty: "beginner" }));
    expect(s).toMatchObject({ gameModeTarget: "timed", scoreTarget: 10, questionTypeTarget: "all", tables: [] });
    expect(s.description).toContain("Ava");
  });

  it("aims at the weakest times table, a little above the recent average", () => {
    const s = suggestMission(history());
    expect(s).toMatchObject({
      gameModeTarget: "timed",
      focusArea: "The 7 times table",
      scoreTarget: 26,
      questionTypeTarget: "multiplication",
      tables: [7],
    });
    expect(s.description).toContain("5 of 10");
  });

  it("honours the parent's focus tables: the weakest of them, even one doing well or never asked yet", () => {
    const focusSix = suggestMission(history({ focusTables: [6] }));
    expect(focusSix).toMatchObject({ focusArea: "The 6 times table", tables: [6], gameModeTarget: "timed" });
    expect(focusSix.description).toContain("11 of 12");
    expect(suggestMission(history({ focusTables: [6, 7] }))).toMatchObject({ tables: [7] });
    const fresh = suggestMission(history({ focusTables: [9] }));
    expect(fresh).toMatchObject({ tables: [9], focusArea: "The 9 times table" });
    expect(fresh.description).toContain("The 9 times table is one you chose for Ava to focus on.");
    // No history yet: still the focus table.
    const first = suggestMission(history({ modes: [], types: [], tables: [], focusTables: [5] }));
    expect(first).toMatchObject({ tables: [5], gameModeTarget: "timed" });
  });

  it("sends a table the 90 Second Challenge never asks at this level to the tower", () => {
    const s = suggestMission(history({ difficulty: "beginner" }));
    expect(s.gameModeTarget).toBe("times_table_tower");
    expect(s.tables).toEqual([7]);
    expect(s.scoreTarget).toBeLessThanOrEqual(missionReach("times_table_tower", "beginner").maxScore);
  });

  it("never suggests the tower while it is locked for the child: the weakest kind of question instead", () => {
    const s = suggestMission(
      history({
        difficulty: "beginner",
        towerOpen: false,
        types: [
          { type: "addition", asked: 50, correct: 48 },
          { type: "subtraction", asked: 40, correct: 20 },
        ],
      }),
    );
    expect(s.gameModeTarget).not.toBe("times_table_tower");
    expect(s).toMatchObject({ questionTypeTarget: "subtraction", focusArea: "Subtraction" });
  });

  it("aims at the weakest kind of question when the tables are fine", () => {
    const s = suggestMission(
      history({
        tables: [],
        difficulty: "expert",
        types: [
          { type: "addition", asked: 50, correct: 48 },
          { type: "subtraction", asked: 40, correct: 20 },
        ],
      }),
    );
    expect(s).toMatchObject({ gameModeTarget: "timed", questionTypeTarget: "subtraction", focusArea: "Subtraction" });
  });

  it("moves an operation the 90 Second Challenge never asks to Get to 100, high enough to reach it", () => {
    const s = suggestMission(history({ tables: [], types: [{ type: "division", asked: 10, correct: 2 }] }));
    expect(s.gameModeTarget).toBe("get_to_100");
    expect(s.questionTypeTarget).toBe("division");
    expect(s.scoreTarget).toBeGreaterThanOrEqual(67);
  });

  it("turns weak missing-piece answers into a Missing Piece mission", () => {
    const s = suggestMission(history({ tables: [], types: [{ type: "missing_piece", asked: 20, correct: 8 }] }));
    expect(s).toMatchObject({ gameModeTarget: "missing_piece", questionTypeTarget: "missing_piece" });
  });

  it("stretches a child who is doing well in Get to 100", () => {
    const s = suggestMission(
      history({
        tables: [],
        modes: [
          { mode: "timed", games: 3, bestScore: 38, averageScore: 36, maxScore: 40 },
          { mode: "get_to_100", games: 2, bestScore: 50, averageScore: 45, maxScore: 100 },
        ],
      }),
    );
    expect(s).toMatchObject({ gameModeTarget: "get_to_100", scoreTarget: 47, questionTypeTarget: "all" });
  });

  it("never sets a target above what the mode allows", () => {
    const s = suggestMission(
      history({ modes: [{ mode: "timed", games: 5, bestScore: 40, averageScore: 40, maxScore: 40 }] }),
    );
    expect(s.scoreTarget).toBe(40);
  });

  it("suggests missions a game of the mode can complete", () => {
    const s = suggestMission(history());
    expect(
      completesMission(
        {
          gameModeTarget: s.gameModeTarget,
          scoreTarget: s.scoreTarget,
          durationTarget: MISSION_PRESETS[s.gameModeTarget].timeLimitSeconds,
          questionTypeTarget: s.questionTypeTarget,
          tables: s.tables,
        },
        {
          mode: "timed",
          score: 30,
          duration: 90,
          questions: [{ question_type: "multiplication", operand1: 7, operand2: 3, is_correct: true }],
        },
      ),
    ).toBe(true);
  });

  it("never sends a beginner to the tower for a table the beginner's tower never asks", () => {
    const s = suggestMission(history({ difficulty: "beginner", focusTables: [12], tables: [] }));
    expect(s.tables).not.toContain(12);
    expect(missionProblems(ask(s), "beginner")).toEqual({});
  });

  it("never suggests a mission the child's level cannot complete, whatever the history", () => {
    const counts = { asked: fc.integer({ min: 0, max: 200 }), correct: fc.integer({ min: 0, max: 200 }) };
    fc.assert(
      fc.property(
        fc.record({
          firstName: fc.constant("Ava"),
          difficulty: fc.constantFrom(...DIFFICULTY_LEVELS),
          modes: fc.array(
            fc.record({
              mode: fc.constantFrom(...MISSION_MODES),
              games: fc.integer({ min: 0, max: 50 }),
              bestScore: fc.integer({ min: 0, max: 200 }),
              averageScore: fc.double({ min: 0, max: 200, noNaN: true }),
              maxScore: fc.integer({ min: 1, max: 200 }),
            }),
            { maxLength: 5 },
          ),
          types: fc.array(fc.record({ type: fc.constantFrom(...QUESTION_TYPES), ...counts }), { maxLength: 5 }),
          tables: fc.array(fc.record({ table: fc.constantFrom(...MISSION_TABLES), ...counts }), { maxLength: 11 }),
          towerOpen: fc.boolean(),
          focusTables: fc.array(fc.constantFrom(...MISSION_TABLES), { maxLength: 3 }),
        }),
        (history: CoachHistory) => {
          const s = suggestMission(history);
          expect(missionProblems(ask(s), history.difficulty)).toEqual({});
          if (!history.towerOpen) expect(s.gameModeTarget).not.toBe("times_table_tower");
        },
      ),
      { numRuns: 500 },
    );
  });
});

const ask = (s: ReturnType<typeof suggestMission>) => ({
  mode: s.gameModeTarget,
  questionType: s.questionTypeTarget,
  tables: s.tables,
  scoreTarget: s.scoreTarget,
});
