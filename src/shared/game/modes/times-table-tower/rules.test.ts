import { describe, expect, it } from "vitest";
import { towerMaxHeight } from "./rules";

describe("the tower's score", () => {
  it("is its highest point: +1 right, -1 wrong, never below 0, at most 20", () => {
    expect(towerMaxHeight([true, true, true, false, false, true])).toBe(3);
    expect(towerMaxHeight([false, false, true])).toBe(1);
    expect(towerMaxHeight(Array<boolean>(25).fill(true))).toBe(20);
  });
});
