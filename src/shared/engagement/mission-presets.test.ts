import { describe, expect, it } from "vitest";
import { defaultMissionTitle, MISSION_MODES, MISSION_PRESETS } from "./mission-presets";

describe("mission presets per mode (docs/product/gameplay.md#missions)", () => {
  it.each([
    { mode: "traffic_light", time: null, target: 20 },
    { mode: "timed", time: 90, target: null },
    { mode: "missing_piece", time: 60, target: null },
    { mode: "times_table_tower", time: 90, target: null },
    { mode: "get_to_100", time: null, target: 100 },
  ] as const)("$mode: time limit $time, score target $target", ({ mode, time, target }) => {
    const preset = MISSION_PRESETS[mode];
    expect(preset.timeLimitSeconds).toBe(time);
    expect(preset.defaultScoreTarget).toBe(target);
  });

  it("offers the five modes of Coach Mode, never the head-to-head one", () => {
    expect(MISSION_MODES).toEqual(["timed", "get_to_100", "missing_piece", "traffic_light", "times_table_tower"]);
  });

  it("titles an untitled mission by its mode", () => {
    expect(defaultMissionTitle("90 Second Challenge")).toBe("90 Second Challenge Mission");
  });
});
