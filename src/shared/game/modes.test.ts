import { describe, expect, it } from "vitest";
import * as m from "./modes";

/** The constants of docs/product/gameplay.md#mode-rules, #question-pools and #results, as the rules state them. */
describe("game constants", () => {
  it("modes, question types, operators and missing parts", () => {
    expect(m.GAME_MODES).toEqual([
      "timed",
      "get_to_100",
      "missing_piece",
      "challenge",
      "traffic_light",
      "times_table_tower",
      "smart_practice",
      "mtc",
    ]);
    expect(m.QUESTION_TYPES).toEqual(["addition", "subtraction", "multiplication", "division", "missing_piece"]);
    expect(m.OPERATORS).toEqual(["+", "−", "×", "÷"]);
    expect(m.MISSING_TYPES).toEqual(["operand1", "operand2", "operator", "result"]);
    expect(m.MODE_LABELS).toMatchObject({
      timed: "90 Second Challenge",
      get_to_100: "Get to 100 Challenge",
      missing_piece: "Missing Piece Challenge",
      traffic_light: "Traffic Light Challenge",
    });
  });

  it("durations, counts and feedback times", () => {
    expect(m.TIMED_SECONDS).toBe(90);
    expect(m.TIMED_MAX_QUESTIONS).toBe(40);
    expect(m.CHALLENGE_SECONDS).toBe(60);
    expect(m.GET_TO_100_TARGET).toBe(100);
    expect(m.GET_TO_100_FEEDBACK_MS).toBe(1_000);
    expect(m.MISSING_PIECE_SECONDS).toBe(60);
    expect(m.MISSING_PIECE_OPERAND_CAP).toBe(12);
    expect(m.TRAFFIC_LIGHT_QUESTIONS).toBe(20);
    expect(m.TRAFFIC_LIGHT_FEEDBACK_MS).toBe(2_000);
    expect(m.TRAFFIC_LIGHT_GREEN_MS).toBe(2_000);
    expect(m.TRAFFIC_LIGHT_AMBER_MS).toBe(4_000);
    expect(m.TOWER_SECONDS).toBe(90);
    expect(m.TOWER_MAX_SCORE).toBe(20);
    expect(m.TOWER_FEEDBACK_MS).toBe(1_500);
    expect(m.TOWER_VISIBLE_BLOCKS).toBe(8);
    expect(m.TOWER_MILESTONE_EVERY).toBe(5);
    expect(m.COUNTDOWN_SECONDS).toBe(3);
    expect(m.LOW_TIME_WARNING_SECONDS).toBe(10);
    expect(m.END_OVERLAY_MS).toBe(2_000);
    expect(m.UNIQUE_QUESTION_ATTEMPTS).toBe(50);
  });

  it("the pause after each answer: the spec's feedback times, and a wrong answer's right answer shown where it gives none", () => {
    expect(m.WRONG_ANSWER_FEEDBACK_MS).toBe(1_500);
    expect(m.FEEDBACK_PAUSE_MS).toEqual({
      timed: { right: 0, wrong: 1_500, skipped: 0 },
      challenge: { right: 0, wrong: 1_500, skipped: 0 },
      missing_piece: { right: 0, wrong: 1_500, skipped: 0 },
      get_to_100: { right: 1_000, wrong: 1_000, skipped: 1_000 },
      traffic_light: { right: 2_000, wrong: 2_000, skipped: 2_000 },
      times_table_tower: { right: 1_500, wrong: 1_500, skipped: 1_500 },
      smart_practice: { right: 0, wrong: 1_500, skipped: 1_500 },
      mtc: { right: 1_000, wrong: 1_000, skipped: 1_000 },
    });
  });

  it("keypad, saving and results", () => {
    expect(m.KEYPAD_MAX_DIGITS).toBe(4);
    expect(m.KEYPAD_MAX_MISSING_PIECE_CHARS).toBe(10);
    expect(m.SESSION_SAVE_TIMEOUT_MS).toBe(30_000);
    expect(m.CHALLENGE_RESULT_TIMEOUT_MS).toBe(15_000);
    expect(m.CONFETTI_MIN_PERCENT).toBe(70);
  });

  it("the bonus memory game", () => {
    expect(m.MEMORY_GAME_PAIRS).toBe(6);
    expect(m.MEMORY_GAME_MAX_FACTOR).toEqual({ beginner: 5, intermediate: 8, expert: 12 });
    expect(m.MEMORY_MISMATCH_MS).toBe(1_500);
    expect(m.MEMORY_MATCH_MS).toBe(800);
  });

  it("time limits and question caps per mode", () => {
    expect(m.MODE_TIME_LIMIT_SECONDS).toEqual({
      timed: 90,
      challenge: 60,
      missing_piece: 60,
      times_table_tower: 90,
      traffic_light: null,
      get_to_100: null,
      smart_practice: 180,
      mtc: 222,
    });
    expect(m.MODE_MAX_QUESTIONS).toMatchObject({
      timed: 40,
      challenge: 40,
      traffic_light: 20,
      get_to_100: 101,
      mtc: 25,
    });
    expect([m.MTC_QUESTION_MS, m.MTC_PAUSE_MS, m.MTC_NEXT_AFTER_MS, m.MTC_SECONDS]).toEqual([6_000, 3_000, 1_000, 222]);
  });
});
