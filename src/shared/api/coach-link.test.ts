import { describe, expect, it } from "vitest";
import { coachModeLink, missionFromLink } from "./coach-link";

const CHILD = "3f0c1a52-8a1e-4c59-9a43-2a4f4b0f3e11";
const read = (query: string) => missionFromLink(new URLSearchParams(query));

describe("a Coach Mode link with a mission", () => {
  it("reads back the mission it was made from", () => {
    const mission = {
      childId: CHILD,
      suggestion: {
        game_mode_target: "times_table_tower" as const,
        challenge_name: "Tower of sevens",
        challenge_description: "Climb to 12.",
        focus_area: "The 7 times table",
        score_target: 12,
        question_type_target: "multiplication" as const,
        tables: [7, 8],
        source: "coach" as const,
      },
    };
    const link = coachModeLink(mission);
    expect(link.startsWith("/parent/coach-mode?")).toBe(true);
    expect(missionFromLink(new URL(link, "https://x.example").searchParams)).toEqual(mission);
  });

  it("ignores a link that carries no mission, or one the mission form would refuse", () => {
    expect(read("")).toBeNull();
    expect(read("mode=timed")).toBeNull();
    expect(read(`child=not-an-id&mode=timed`)).toBeNull();
    expect(read(`child=${CHILD}&mode=flying`)).toBeNull();
    expect(read(`child=${CHILD}&mode=timed&target=0`)).toBeNull();
    expect(read(`child=${CHILD}&mode=timed&target=ten`)).toBeNull();
    expect(read(`child=${CHILD}&mode=timed&tables=1,13`)).toBeNull();
    expect(read(`child=${CHILD}&mode=timed&type=poetry`)).toBeNull();
    expect(read(`child=${CHILD}&mode=timed&title=${"x".repeat(81)}`)).toBeNull();
  });

  it("fills what a link leaves out as a blank mission would", () => {
    expect(read(`child=${CHILD}&mode=timed`)?.suggestion).toEqual({
      game_mode_target: "timed",
      challenge_name: "",
      challenge_description: "",
      focus_area: "",
      score_target: null,
      question_type_target: "all",
      tables: [],
      source: "coach",
    });
  });
});
