import { describe, expect, it } from "vitest";
import type { DifficultyLevel } from "../constants";
import { levelOffer, type RecentGame } from "./level-offer";

const games = (level: DifficultyLevel, ...percents: number[]): RecentGame[] =>
  percents.map((p) => ({ difficulty_level: level, score: p, max_score: 100 }));

describe("the level offered to a parent for their child", () => {
  it.each([
    [
      "three games of 90% or more at beginner",
      "beginner",
      games("beginner", 90, 95, 100),
      { direction: "up", to: "intermediate" },
    ],
    ["three at intermediate", "intermediate", games("intermediate", 100, 92, 90), { direction: "up", to: "expert" }],
    ["already expert: nothing higher", "expert", games("expert", 100, 100, 100), null],
    ["one game under 90%", "beginner", games("beginner", 95, 89, 100), null],
    ["only two games", "beginner", games("beginner", 100, 100), null],
    ["the third game at another level", "beginner", [...games("beginner", 100, 100), ...games("expert", 100)], null],
    [
      "the three latest count, not older ones",
      "beginner",
      [...games("beginner", 100, 100, 100), ...games("beginner", 10)],
      { direction: "up", to: "intermediate" },
    ],
    [
      "three games under 50% at expert",
      "expert",
      games("expert", 49, 20, 0),
      { direction: "down", to: "intermediate" },
    ],
    ["three under 50% at beginner: nothing lower", "beginner", games("beginner", 10, 10, 10), null],
    ["one game at 50%", "intermediate", games("intermediate", 49, 50, 10), null],
  ] as const)("%s", (_name, level, recent, offer) => {
    expect(levelOffer(level, recent)).toEqual(offer);
  });

  it("treats a game with no possible score as 0%", () => {
    expect(
      levelOffer(
        "expert",
        [0, 0, 0].map(() => ({ difficulty_level: "expert", score: 0, max_score: 0 })),
      ),
    ).toEqual({
      direction: "down",
      to: "intermediate",
    });
  });
});
