import { describe, expect, it } from "vitest";
import type { GameSession, SavedQuestion } from "../../../shared/api/play";
import { isPerfectGame, resultFromServer } from "./results-model";

describe("resultFromServer", () => {
  it("shows the score, total and time the server recorded, not waiting for upload", () => {
    const session = {
      mode: "timed",
      difficulty_level: "beginner",
      score: 7,
      max_score: 10,
      duration: 90,
    } as GameSession;
    const questions: SavedQuestion[] = [];
    expect(resultFromServer({ session, questions })).toEqual({
      mode: "timed",
      difficulty: "beginner",
      score: 7,
      total: 10,
      durationSeconds: 90,
      questions,
      pendingUpload: false,
    });
  });
});

describe("a perfect game", () => {
  const q = (position: number, is_correct: boolean): SavedQuestion => ({
    position,
    question_type: "multiplication",
    operand1: 7,
    operand2: 8,
    correct_answer: 56,
    user_answer: is_correct ? 56 : 54,
    is_correct,
    response_time_ms: 1_000,
    traffic_light: null,
    missing_type: null,
    operator_answer: null,
    user_operator_answer: null,
  });
  const answers = (right: number, wrong: number) => Array.from({ length: right + wrong }, (_, i) => q(i, i < right));

  it("needs every answer right, not only full marks: the tower at 20 after 21 of 22 is not perfect", () => {
    expect(isPerfectGame({ score: 20, total: 20, questions: answers(21, 1) })).toBe(false);
    expect(isPerfectGame({ score: 20, total: 20, questions: answers(20, 0) })).toBe(true);
    expect(isPerfectGame({ score: 0, total: 0, questions: [] })).toBe(false);
  });
});
