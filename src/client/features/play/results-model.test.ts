import { describe, expect, it } from "vitest";
import type { GameSession, SavedQuestion } from "../../../shared/api/play";
import { resultFromServer } from "./results-model";

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
