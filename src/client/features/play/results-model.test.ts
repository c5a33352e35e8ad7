import { describe, expect, it } from "vitest";
import type { GameSession, SaveGameBody, SavedQuestion } from "../../../shared/api/play";
import {
  gameTitle,
  isPerfectGame,
  personalBestNote,
  playAgainPath,
  resultFromLocal,
  challengeHeadline,
  resultFromServer,
  resultsHeadline,
  savedOnDeviceText,
} from "./results-model";
import type { ChallengeOutcome } from "../../../shared/api/challenges";
import { fillIn } from "../../../shared/words";
import { productMessages } from "../../../shared/messages";

describe("resultFromServer", () => {
  it("shows the score, total and time the server recorded, not waiting for upload", () => {
    const session = {
      id: "s1",
      mode: "timed",
      difficulty_level: "beginner",
      score: 7,
      max_score: 10,
      duration: 90,
      time_allowance: "standard",
    } as GameSession;
    const questions: SavedQuestion[] = [];
    expect(resultFromServer({ session, questions })).toEqual({
      sessionId: "s1",
      mode: "timed",
      difficulty: "beginner",
      score: 7,
      total: 10,
      durationSeconds: 90,
      timeAllowance: "standard",
      questions,
      pendingUpload: false,
      waitingOnServer: false,
      refusedBecause: null,
      shieldEarned: false,
      towerWinsToday: null,
    });
  });

  it("carries the save's word that the game earned a streak shield", () => {
    const session = { id: "s2", mode: "times_table_tower", difficulty_level: "beginner" } as GameSession;
    const earned = { tower_daily_wins: 3, shield_awarded: true };
    expect(resultFromServer({ session, questions: [], outcomes: earned }).shieldEarned).toBe(true);
    expect(
      resultFromServer({ session, questions: [], outcomes: { ...earned, shield_awarded: false } }).shieldEarned,
    ).toBe(false);
  });
});

describe("the game's title", () => {
  it("names the mode, the level where it matters, and more time when the child had it", () => {
    expect(gameTitle({ mode: "timed", difficulty: "beginner", timeAllowance: "standard" })).toBe(
      "90 Second Challenge · Beginner",
    );
    expect(gameTitle({ mode: "timed", difficulty: "beginner", timeAllowance: "double" })).toBe(
      "90 Second Challenge · Beginner · 2 × the time",
    );
    expect(gameTitle({ mode: "smart_practice", difficulty: "expert", timeAllowance: "untimed" })).toMatch(
      /^Smart Practice.* · No clock$/,
    );
  });

  it("keeps a game's clock on this device as it was played, until the server has it", () => {
    const body = { mode: "timed", difficulty_level: "beginner", duration_seconds: 170, questions: [] };
    expect(resultFromLocal({ ...body, time_allowance: "double" } as unknown as SaveGameBody).timeAllowance).toBe(
      "double",
    );
    expect(resultFromLocal(body as unknown as SaveGameBody).timeAllowance).toBe("standard");
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

describe("a game kept on this device", () => {
  const body: SaveGameBody = {
    client_id: "00000000-0000-4000-8000-000000000000",
    child_id: "c1",
    mode: "get_to_100",
    difficulty_level: "beginner",
    duration_seconds: 20,
    questions: [
      { question_type: "addition", operand1: 2, operand2: 3, user_answer: 5, response_time_ms: 1_000 },
      { question_type: "addition", operand1: 4, operand2: 3, user_answer: 6, response_time_ms: 1_000 },
    ],
  };

  it("has no server id yet, so nothing is asked of the server about it", () => {
    expect(resultFromLocal(body)).toMatchObject({
      sessionId: null,
      score: 1,
      total: 100,
      pendingUpload: true,
      waitingOnServer: false,
      refusedBecause: null,
    });
  });

  it("says whether it waits on the server (an error, or no answer in time) or on the connection", () => {
    expect(resultFromLocal(body, null, "server")).toMatchObject({ pendingUpload: true, waitingOnServer: true });
    expect(savedOnDeviceText(resultFromLocal(body, null, "server"))).toBe(productMessages.gameSavedOnDeviceServerBusy);
    expect(savedOnDeviceText(resultFromLocal(body, null, "offline"))).toBe(productMessages.gameSavedOnDevice);
    // A copy kept by an older version says nothing of why: the connection, as before.
    expect(savedOnDeviceText(resultFromLocal(body))).toBe(productMessages.gameSavedOnDevice);
    expect(resultFromLocal(body, "Refused.", "server").waitingOnServer).toBe(false);
  });

  it("refused by the server, is no longer waiting: it says why", () => {
    expect(resultFromLocal(body, "The challenge was cancelled.")).toMatchObject({
      sessionId: null,
      score: 1,
      pendingUpload: false,
      refusedBecause: "The challenge was cancelled.",
    });
  });
});

describe("the personal best", () => {
  it("is a new best when this game beats every game before it", () => {
    expect(personalBestNote("timed", 21, 20)).toEqual({ newBest: true, text: "You beat your best of 20!" });
  });

  it("is matched or still to beat otherwise", () => {
    expect(personalBestNote("timed", 20, 20)).toEqual({ newBest: false, text: "You matched your best of 20!" });
    expect(personalBestNote("timed", 12, 20)).toEqual({ newBest: false, text: "Your best is 20. Can you beat it?" });
  });

  it("starts with a first game that scores: a new best, the score to beat at this level", () => {
    expect(personalBestNote("missing_piece", 9, null)).toEqual({
      newBest: true,
      text: "Your first game at this level: 9 is the score to beat next time.",
    });
    // Get to 100 is the same game at every level.
    expect(personalBestNote("get_to_100", 4, null).text).toBe("Your first game: 4 is the score to beat next time.");
  });

  it("never calls the best score there is a score to beat", () => {
    // A first game of Get to 100 that reached 100: nothing can beat it.
    expect(personalBestNote("get_to_100", 100, null)).toEqual({
      newBest: true,
      text: "Your first game: 100 out of 100, the best score there is!",
    });
    expect(personalBestNote("timed", 40, null).text).toBe(
      "Your first game at this level: 40 out of 40, the best score there is!",
    );
    // A best of 100 can be matched, never beaten.
    expect(personalBestNote("get_to_100", 62, 100)).toEqual({
      newBest: false,
      text: "Your best is 100 out of 100, the best score there is. Can you match it again?",
    });
    // Missing Piece is scored out of the questions asked: a game with more of them can score more.
    expect(personalBestNote("missing_piece", 12, null).text).toBe(
      "Your first game at this level: 12 is the score to beat next time.",
    );
  });

  it("is no new best for a first game of nothing", () => {
    expect(personalBestNote("get_to_100", 0, null)).toEqual({
      newBest: false,
      text: "Your first game. Play again and get your first point!",
    });
  });
});

describe("Play again", () => {
  it("goes back to the game's own play address, with its mode, level and player", () => {
    expect(playAgainPath("/play/missing-piece/c1?difficulty=expert")).toBe("/play/missing-piece/c1?difficulty=expert");
    expect(playAgainPath("/play/game/c1?mode=get_to_100&playerType=user")).toBe(
      "/play/game/c1?mode=get_to_100&playerType=user",
    );
  });

  it("is not offered without one, nor for an address that is not a game's", () => {
    expect(playAgainPath(undefined)).toBeNull();
    expect(playAgainPath("/parent/account")).toBeNull();
    expect(playAgainPath("https://example.com/play/game/c1")).toBeNull();
    expect(playAgainPath("/play/results")).toBeNull();
  });
});

describe("the heading of a challenge game's results", () => {
  it("speaks from the player's own side, and says only the score while the challenge's result is not known", () => {
    expect(challengeHeadline(null, 23)).toBe("You scored 23 in the challenge!");
    const side = (name: string, score: number) => ({
      child_id: null,
      name,
      difficulty_level: "expert" as const,
      played: true,
      score,
    });
    // The parent, who accepted Ava's challenge, won 30 to 12.
    const outcome: ChallengeOutcome = {
      id: "x",
      status: "completed",
      section: "completed",
      game_mode: "challenge",
      time_allowance: "standard",
      created_at: "",
      expires_at: "",
      completed_at: "",
      initiator: side("Ava", 12),
      opponent: { ...side("You", 30), type: "user" },
      winner: "opponent",
      side: "opponent",
      result: "won",
    };
    expect(challengeHeadline(outcome, 30)).toBe(fillIn(productMessages.challengeResultsWon, { mine: 30, theirs: 12 }));
    // Ava's side of it, where her parent is "Parent Account".
    const avas: ChallengeOutcome = {
      ...outcome,
      opponent: { ...side("Parent Account", 30), type: "user" },
      side: "initiator",
      result: "lost",
    };
    expect(challengeHeadline(avas, 12)).toBe("Parent Account won this time, 30 to 12.");
  });

  it("is the challenge's, never a rating out of 40", () => {
    const result = { mode: "challenge" as const, score: 23, total: 40, questions: [] };
    expect(resultsHeadline(result, null)).toBe("You scored 23 in the challenge!");
    expect(resultsHeadline({ ...result, mode: "timed" }, null)).toBe("Good effort!");
  });
});
