import { describe, expect, it } from "vitest";
import { GAME_MODES } from "../../../shared/game/modes";
import { playPath } from "../../../shared/routing/play-paths";
import { playGameMode } from "./game-mode-param";

describe("playGameMode", () => {
  it("plays the mode the address names", () => {
    expect(playGameMode("challenge")).toBe("challenge");
    expect(playGameMode("get_to_100")).toBe("get_to_100");
  });

  it("plays the 90 Second Challenge for a missing or unknown mode, inherited object keys included", () => {
    for (const requested of [null, "", "memory", "toString", "constructor", "__proto__", "hasOwnProperty"]) {
      expect(playGameMode(requested)).toBe("timed");
    }
  });

  it("reads back the mode that the play address of each mode on the shared page names", () => {
    const onSharedPage = GAME_MODES.map((mode) => ({ mode, path: playPath(mode, "c1", "beginner") })).filter(
      ({ path }) => path.startsWith("/play/game/"),
    );
    expect(onSharedPage.length).toBeGreaterThan(1);
    for (const { mode, path } of onSharedPage)
      expect(playGameMode(new URLSearchParams(path.split("?")[1]).get("mode")), path).toBe(mode);
  });
});
