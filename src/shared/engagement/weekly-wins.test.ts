import { describe, expect, it } from "vitest";
import { EMPTY_WEEKLY_WINS, weeklyWins, type WeekOfPlay } from "./weekly-wins";

const week = (over: Partial<WeekOfPlay> = {}): WeekOfPlay => ({
  gamesPlayed: 6,
  daysPlayed: 4,
  modes: [
    { mode: "timed", games: 4, bestScore: 34, averageScore: 28, maxScore: 40 },
    { mode: "times_table_tower", games: 2, bestScore: 9, averageScore: 7, maxScore: 20 },
  ],
  types: [
    { type: "addition", asked: 60, correct: 57 },
    { type: "multiplication", asked: 50, correct: 30 },
  ],
  tables: [
    { table: 7, asked: 8, correct: 3 },
    { table: 5, asked: 10, correct: 10 },
  ],
  missionsCompleted: [],
  factsToPractise: [],
  currentStreak: 4,
  hasShield: true,
  ...over,
});

describe("weekly wins (last 7 days)", () => {
  it("names the week's real games, strengths and the streak", () => {
    const wins = weeklyWins(week());
    expect(wins.achievements).toEqual([
      "Played 6 games on 4 of the last 7 days",
      "Best 90 Second Challenge score: 34 / 40",
      "Got 57 of 60 addition questions right (95%)",
      "On a 4-day practice streak",
    ]);
    expect(wins.improvementAreas).toEqual([
      "Multiplication: 30 of 50 right in the last 7 days",
      "The 7 times table: 3 of 8 right",
    ]);
    expect(wins.currentStreak).toBe(4);
    expect(wins.hasShield).toBe(true);
  });

  it("celebrates a completed mission and a tall tower", () => {
    const wins = weeklyWins(
      week({
        missionsCompleted: ["Road to 100"],
        modes: [{ mode: "times_table_tower", games: 1, bestScore: 15, averageScore: 15, maxScore: 20 }],
        types: [],
        tables: [],
        currentStreak: 1,
      }),
    );
    expect(wins.achievements).toEqual([
      "Played 6 games on 4 of the last 7 days",
      'Completed the mission "Road to 100"',
      "Built a tower 15 blocks high",
    ]);
    expect(wins.improvementAreas).toEqual([]);
  });

  it("says so kindly when nothing was played", () => {
    const wins = weeklyWins(
      week({ gamesPlayed: 0, daysPlayed: 0, modes: [], types: [], tables: [], currentStreak: 0, hasShield: false }),
    );
    expect(wins.achievements).toEqual([]);
    expect(wins.improvementAreas).toEqual(["No games in the last 7 days: one short game a day builds the habit"]);
  });

  it("nudges towards more days when play was on one or two", () => {
    const wins = weeklyWins(week({ gamesPlayed: 1, daysPlayed: 1, types: [], tables: [], currentStreak: 1 }));
    expect(wins.achievements[0]).toBe("Played 1 game on 1 of the last 7 days");
    expect(wins.improvementAreas).toEqual(["Practising on more days, even for 90 seconds, helps it stick"]);
  });

  it("gives no verdict on a kind of question with too few answers", () => {
    const wins = weeklyWins(week({ types: [{ type: "division", asked: 3, correct: 0 }], tables: [] }));
    expect(wins.improvementAreas).toEqual([]);
  });

  it("reaching 100 reads as such", () => {
    const wins = weeklyWins(
      week({ modes: [{ mode: "get_to_100", games: 1, bestScore: 100, averageScore: 100, maxScore: 100 }] }),
    );
    expect(wins.achievements).toContain("Reached 100 in the Get to 100 Challenge");
  });

  it("names to practise the facts Smart Practice would ask first, in its order, instead of the weakest table", () => {
    const wins = weeklyWins(
      week({
        factsToPractise: [
          { operation: "multiplication", operand1: 6, operand2: 7 },
          { operation: "multiplication", operand1: 3, operand2: 4 },
          { operation: "subtraction", operand1: 8, operand2: 5 },
          { operation: "multiplication", operand1: 8, operand2: 9 },
        ],
      }),
    );
    expect(wins.improvementAreas).toEqual([
      "Multiplication: 30 of 50 right in the last 7 days",
      "Facts to practise next: 6 × 7, 3 × 4 and 8 − 5",
    ]);
    const one = weeklyWins(week({ factsToPractise: [{ operation: "multiplication", operand1: 7, operand2: 8 }] }));
    expect(one.improvementAreas).toContain("Facts to practise next: 7 × 8");
  });

  it("has empty defaults", () => {
    expect(EMPTY_WEEKLY_WINS).toEqual({ achievements: [], improvementAreas: [], currentStreak: 0, hasShield: false });
  });
});
