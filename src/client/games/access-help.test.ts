import { describe, expect, it } from "vitest";
import { spokenQuestion } from "./access-help";

describe("a question read aloud", () => {
  it.each([
    ["7 × 8 = ?", "7 times 8 equals what"],
    ["56 ÷ 8 = ?", "56 divided by 8 equals what"],
    ["? + 4 = 12", "what plus 4 equals 12"],
    ["15 − ? = 9", "15 minus what equals 9"],
    ["6 ? 3 = 18", "6 what 3 equals 18"],
  ])("%s is said as %s", (text, said) => {
    expect(spokenQuestion(text)).toBe(said);
  });
});
