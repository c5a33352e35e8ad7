import { describe, expect, it } from "vitest";
import type { FactQuestion } from "../../../learning/fact-model";
import { gameActions as act } from "../../game-actions";
import { mulberry32 } from "../../random";
import { createSmartPracticeGame, smartPracticeReducer, type SmartPracticeState } from "./game";

const plan: FactQuestion[] = [
  [7, 8],
  [2, 3],
  [5, 5],
  [6, 4],
  [9, 3],
].map(([operand1 = 0, operand2 = 0]) => ({ operation: "multiplication", operand1, operand2 }));

function started(): { s: SmartPracticeState; now: number } {
  const s = smartPracticeReducer(
    createSmartPracticeGame({ difficulty: "beginner", random: mulberry32(1) }, plan),
    act.start(0),
  );
  return { s: smartPracticeReducer(s, act.tick(3_000)), now: 3_000 };
}

describe("a Smart Practice game", () => {
  it("asks the plan in order", () => {
    let { s, now } = started();
    const asked: string[] = [];
    while (s.phase === "playing" && s.current) {
      asked.push(s.current.text);
      now += 1_000;
      s = smartPracticeReducer(s, act.answer(Number(s.current.answer), now));
    }
    expect(asked).toEqual(["7 × 8 = ?", "2 × 3 = ?", "5 × 5 = ?", "6 × 4 = ?", "9 × 3 = ?"]);
    expect(s.phase).toBe("ended");
    expect(s.score).toBe(5);
  });

  it("shows the right answer after a miss and asks the fact again three questions later, keeping the session's length", () => {
    let { s, now } = started();
    now += 1_000;
    s = smartPracticeReducer(s, act.answer(55, now));
    expect(s.phase).toBe("feedback");
    expect(s.feedback).toMatchObject({ correct: false, correctAnswer: 56 });
    now += 1_500;
    s = smartPracticeReducer(s, act.tick(now));
    const asked: string[] = [];
    while (s.phase === "playing" && s.current) {
      asked.push(s.current.text);
      now += 1_000;
      s = smartPracticeReducer(s, act.answer(Number(s.current.answer), now));
    }
    expect(asked).toEqual(["2 × 3 = ?", "5 × 5 = ?", "7 × 8 = ?", "6 × 4 = ?"]);
  });

  it("ends after 3 minutes", () => {
    const { s } = started();
    expect(smartPracticeReducer(s, act.tick(3_000 + 180_000))).toMatchObject({ phase: "ended", endReason: "time_up" });
  });
});
