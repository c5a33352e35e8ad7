import { describe, expect, it } from "vitest";
import { trendOf } from "./trend";

describe("the two-week trend", () => {
  it("needs games in both weeks", () => {
    expect(trendOf(null, 80)).toBe("not_enough_data");
    expect(trendOf(80, null)).toBe("not_enough_data");
    expect(trendOf(null, null)).toBe("not_enough_data");
  });

  it("calls a change of more than 5 points a change, and 5 or less stable", () => {
    expect(trendOf(60, 65.1)).toBe("improving");
    expect(trendOf(60, 65)).toBe("stable");
    expect(trendOf(60, 55)).toBe("stable");
    expect(trendOf(60, 54.9)).toBe("declining");
    expect(trendOf(0, 100)).toBe("improving");
    expect(trendOf(72, 72)).toBe("stable");
  });
});
