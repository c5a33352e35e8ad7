import { describe, expect, it } from "vitest";
import { playedAnswers, questionsOf } from "../../../tests/factories";
import type { DifficultyLevel } from "../constants";
import { GAME_MODES, type GameMode } from "./modes";
import {
  FAST_ANSWERS_FORGIVEN,
  HUMAN_FLOOR_MS,
  QUESTION_CHECKS,
  TIMING_SLACK_MS,
  implausibility,
} from "./plausible-game";
import type { AnsweredQuestion } from "./scoring";

const game = (
  questions: AnsweredQuestion[],
  mode: GameMode = "timed",
  duration_seconds = 90,
  difficulty_level: DifficultyLevel = "beginner",
) => ({ mode, difficulty_level, duration_seconds, questions });

const sum = (a: number, b: number): AnsweredQuestion => ({
  question_type: "addition",
  operand1: a,
  operand2: b,
  user_answer: a + b,
  response_time_ms: 1_000,
});
const times = (a: number, b: number, ms = 1_000): AnsweredQuestion => ({
  question_type: "multiplication",
  operand1: a,
  operand2: b,
  user_answer: a * b,
  response_time_ms: ms,
});

/** Every mode folder's plausible.ts, by folder. */
const PLAUSIBLE_FILES = import.meta.glob<Record<string, unknown>>("./modes/*/plausible.ts", { eager: true });

describe("each mode's check", () => {
  it("is the one its own folder, named after the mode's id, declares", () => {
    const fileOf = (mode: GameMode) => `./modes/${mode.replaceAll("_", "-")}/plausible.ts`;
    expect(Object.keys(PLAUSIBLE_FILES).sort()).toEqual(GAME_MODES.map(fileOf).sort());
    for (const mode of GAME_MODES) {
      expect(Object.values(PLAUSIBLE_FILES[fileOf(mode)] ?? {}), mode).toContain(QUESTION_CHECKS[mode]);
    }
  });
});

describe("answers faster than a child can read", () => {
  it("refuses 40 right answers of 0 ms in a game of 0 seconds", () => {
    const questions = questionsOf(40).map((q) => ({ ...q, response_time_ms: 0 }));
    expect(implausibility(game(questions, "timed", 0))).toEqual({
      field: "questions",
      detail: "40 right answers came in under 250 ms, faster than anyone can read a question.",
    });
  });

  it(`forgives ${FAST_ANSWERS_FORGIVEN} right answer under ${HUMAN_FLOOR_MS} ms, not two; the floor itself is human`, () => {
    const played = questionsOf(10);
    const fast = (n: number, ms: number) => played.map((q, i) => (i < n ? { ...q, response_time_ms: ms } : q));
    expect(implausibility(game(fast(1, 0)))).toBeNull();
    expect(implausibility(game(fast(2, HUMAN_FLOOR_MS - 1)))?.field).toBe("questions");
    expect(implausibility(game(fast(10, HUMAN_FLOOR_MS)))).toBeNull();
  });

  it("does not count fast wrong or skipped answers: a double tap earns nothing and loses nothing", () => {
    const questions = playedAnswers("RRWWSSRR").map((q, i) => (i >= 2 && i < 6 ? { ...q, response_time_ms: 0 } : q));
    expect(implausibility(game(questions))).toBeNull();
  });
});

describe("answer times and the game's length", () => {
  it("refuses answers of an hour each in a 60-second game", () => {
    const questions = questionsOf(39, 0, "challenge").map((q) => ({ ...q, response_time_ms: 3_600_000 }));
    expect(implausibility(game(questions, "challenge", 60))).toEqual({
      field: "duration_seconds",
      detail: "The answers took 140400 seconds in a game that lasted 60.",
    });
  });

  it(`allows ${TIMING_SLACK_MS} ms of slack over the duration, and no more`, () => {
    // 10 wrong answers of 1.5 s with 1.5 s of feedback between them: 15 s + 13.5 s = 28.5 s.
    const tower = questionsOf(0, 10, "times_table_tower");
    expect(implausibility(game(tower, "times_table_tower", 27))).toBeNull();
    const over = tower.map((q, i) => (i === 0 ? { ...q, response_time_ms: q.response_time_ms + 501 } : q));
    expect(implausibility(game(over, "times_table_tower", 27))?.field).toBe("duration_seconds");
  });

  it("counts no pause after a right answer, which a key cuts short, but the whole pause after a wrong one", () => {
    // 10 right answers of 1.5 s: the child may have moved on from each at once, so 15 s is enough.
    const right = questionsOf(10, 0, "times_table_tower");
    expect(implausibility(game(right, "times_table_tower", 13))).toBeNull();
    expect(implausibility(game(right, "times_table_tower", 12))).toEqual({
      field: "duration_seconds",
      detail: "The answers took 15 seconds in a game that lasted 12.",
    });
    // Traffic Light's 2 s after a wrong answer stays: two answers of 1.5 s and that pause, 5 s.
    const slip = playedAnswers("WR", "traffic_light");
    expect(implausibility(game(slip, "traffic_light", 3))).toBeNull();
    expect(implausibility(game(slip, "traffic_light", 2))?.field).toBe("duration_seconds");
  });

  it.each<GameMode>(["timed", "challenge", "missing_piece"])(
    "counts the %s game's pause to show the right answer after a wrong answer, and none after a right one or a skip",
    (mode) => {
      // 5 answers of 1.5 s, and 1.5 s showing the right answer after the first wrong one (the last one's may be cut short).
      const questions = playedAnswers("RWSRW", mode);
      expect(implausibility(game(questions, mode, 7))).toBeNull();
      expect(implausibility(game(questions, mode, 6))).toEqual({
        field: "duration_seconds",
        detail: "The answers took 9 seconds in a game that lasted 6.",
      });
    },
  );

  it("cannot hold an untimed game saved at the contract's hour to it, so lets it be", () => {
    const slow = questionsOf(20, 0, "traffic_light").map((q) => ({ ...q, response_time_ms: 3_600_000 }));
    expect(implausibility(game(slow, "traffic_light", 3_600))).toBeNull();
    expect(implausibility(game(slow, "traffic_light", 3_599))?.field).toBe("duration_seconds");
  });
});

describe("questions the mode never asks at its level", () => {
  it("refuses 40 copies of 1 + 1 at beginner level", () => {
    const result = implausibility(game(Array.from({ length: 40 }, () => sum(1, 1))));
    expect(result).toEqual({ field: "questions.2", detail: "The same question came up too many times." });
  });

  it("refuses more questions of a type than the level's pool holds", () => {
    const additions = Array.from({ length: 21 }, (_, i) => sum((i % 5) + 1, (Math.floor(i / 5) % 5) + 1));
    expect(implausibility(game(additions))).toEqual({
      field: "questions.20",
      detail: "This level asks at most 20 addition questions in a game.",
    });
  });

  const notAsked = { detail: "This question is not one this game asks at this level." };
  it.each<[string, GameMode, DifficultyLevel, AnsweredQuestion[]]>([
    ["7 × 8 in a beginner 90 Second Challenge (tables to 5)", "timed", "beginner", [times(7, 8)]],
    [
      "a division in an intermediate Traffic Light",
      "traffic_light",
      "intermediate",
      [times(2, 3), { ...times(6, 3), question_type: "division", user_answer: 2 }],
    ],
    ["3 × 4 in a beginner tower (the 2s, 5s and 10s)", "times_table_tower", "beginner", [times(2, 4), times(3, 4)]],
    ["5 × 5 in Get to 100 before a score of 34", "get_to_100", "beginner", [sum(4, 5), times(5, 5)]],
    [
      "a multiplication in a beginner Missing Piece (+ and − only)",
      "missing_piece",
      "beginner",
      [
        { ...sum(3, 4), question_type: "missing_piece", operator: "+", missing_type: "result" },
        { ...times(2, 3), question_type: "missing_piece", operator: "×", missing_type: "result" },
      ],
    ],
    [
      "a hidden operator that two operators fit (2 ? 2 = 4)",
      "missing_piece",
      "intermediate",
      [
        {
          ...times(2, 2),
          question_type: "missing_piece",
          operator: "×",
          missing_type: "operator",
          user_answer: null,
          user_operator_answer: "×",
        },
      ],
    ],
  ])("refuses %s", (_, mode, difficulty, questions) => {
    const last = questions.length - 1;
    expect(implausibility(game(questions, mode, 60, difficulty))).toEqual({ field: `questions.${last}`, ...notAsked });
  });

  it("follows the tower's tables as the score rises: above 10 right, the tables below 6 go", () => {
    const eleven = questionsOf(11, 0, "times_table_tower", "intermediate");
    expect(implausibility(game([...eleven, times(7, 3)], "times_table_tower", 90, "intermediate"))).toBeNull();
    expect(implausibility(game([...eleven, times(3, 7)], "times_table_tower", 90, "intermediate"))).toEqual({
      field: "questions.11",
      ...notAsked,
    });
  });
});

describe("a Times Tables Check", () => {
  // 25 answers of 1.5 s, and at least 1 s between two questions (3 s, or less with a Next button): 37.5 s + 24 s.
  const played = playedAnswers("R".repeat(20) + "W".repeat(5), "mtc");
  const notAsked = { detail: "This question is not one this game asks at this level." };

  it("is 25 multiplications of a form the framework allows, timed with the least pause between questions", () => {
    expect(played).toHaveLength(25);
    expect(implausibility(game(played, "mtc", 110))).toBeNull();
    expect(implausibility(game(played, "mtc", 60))).toBeNull();
    expect(implausibility(game(played, "mtc", 59))).toEqual({
      field: "duration_seconds",
      detail: "The answers took 62 seconds in a game that lasted 59.",
    });
  });

  it("takes a question that ran out of time: no answer after its 6 seconds, and no more", () => {
    const timedOut = played.map((q, i) => (i === 0 ? { ...q, user_answer: null, response_time_ms: 6_000 } : q));
    expect(implausibility(game(timedOut, "mtc", 115))).toBeNull();
    const tooLong = played.map((q, i) => (i === 0 ? { ...q, response_time_ms: 6_001 } : q));
    expect(implausibility(game(tooLong, "mtc", 115))).toEqual({
      field: "questions.0",
      detail: "A question of the check is on screen for at most 6000 ms.",
    });
  });

  it("refuses easier sums than the check's: the 1× table, a repeat, 24 questions, an addition", () => {
    const swap = (q: AnsweredQuestion) => played.map((p, i) => (i === 0 ? q : p));
    expect(implausibility(game(swap(times(1, 7)), "mtc", 110))?.detail).toMatch(/not from the 2 to 12/);
    expect(implausibility(game(swap(played[1] ?? times(2, 2)), "mtc", 110))?.detail).toMatch(/twice|reversal/);
    expect(implausibility(game(played.slice(1), "mtc", 110))?.detail).toMatch(/25 questions, not 24/);
    expect(implausibility(game(swap(sum(3, 4)), "mtc", 110))).toEqual({ field: "questions.0", ...notAsked });
  });
});
