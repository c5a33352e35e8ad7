import { describe, expect, it } from "vitest";
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
});
