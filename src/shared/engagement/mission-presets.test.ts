import { describe, expect, it } from "vitest";
import {
  allowsQuestionType,
  defaultMissionTitle,
  defaultQuestionType,
  MISSION_MODES,
  MISSION_PRESETS,
} from "./mission-presets";

describe("mission presets per mode (gameplay spec §9)", () => {
  it.each([
    { mode: "traffic_light", time: null, target: 20, types: ["all", "addition", "subtraction", "multiplication"] },
    { mode: "timed", time: 90, target: null, types: ["all", "addition", "subtraction", "multiplication", "division"] },
    { mode: "missing_piece", time: 60, target: null, types: ["missing_piece"] },
    { mode: "times_table_tower", time: 90, target: null, types: ["multiplication"] },
    {
      mode: "get_to_100",
      time: null,
      target: 100,
      types: ["all", "addition", "subtraction", "multiplication", "division"],
    },
  ] as const)("$mode: time limit $time, score target $target", ({ mode, time, target, types }) => {
    const preset = MISSION_PRESETS[mode];
    expect(preset.timeLimitSeconds).toBe(time);
    expect(preset.defaultScoreTarget).toBe(target);
    expect(preset.questionTypes).toEqual(types);
    expect(defaultQuestionType(mode)).toBe(types[0]);
  });

  it("offers the five modes of Coach Mode, never the head-to-head one", () => {
    expect(MISSION_MODES).toEqual(["timed", "get_to_100", "missing_piece", "traffic_light", "times_table_tower"]);
  });

  it("refuses a question type the mode does not ask", () => {
    expect(allowsQuestionType("missing_piece", "addition")).toBe(false);
    expect(allowsQuestionType("traffic_light", "division")).toBe(false);
    expect(allowsQuestionType("timed", "division")).toBe(true);
  });

  it("a default target never exceeds the mode's highest score", () => {
    for (const mode of MISSION_MODES) {
      const { defaultScoreTarget, maxScoreTarget } = MISSION_PRESETS[mode];
      if (defaultScoreTarget !== null) expect(defaultScoreTarget).toBeLessThanOrEqual(maxScoreTarget);
    }
  });

  it("titles an untitled mission by its mode", () => {
    expect(defaultMissionTitle("90 Second Challenge")).toBe("90 Second Challenge Mission");
  });
});
