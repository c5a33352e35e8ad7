import { describe, expect, it } from "vitest";
import { DIFFICULTY_LEVELS, MTC_QUESTIONS } from "../../constants";
import * as m from ".";
import { TIMED_POOLS } from "./timed/pool";

const sorted = (keys: readonly string[]) => [...keys].sort();

/**
 * What the mode constants must make true together (each value itself is the
 * spec's, written once in modes.ts).
 */
describe("the game modes", () => {
  it("every mode has a label, a feedback pause, a question cap and a time limit (or none)", () => {
    for (const table of [m.MODE_LABELS, m.FEEDBACK_PAUSE_MS, m.MODE_MAX_QUESTIONS, m.MODE_TIME_LIMIT_SECONDS]) {
      expect(sorted(Object.keys(table))).toEqual(sorted(m.GAME_MODES));
    }
    expect(sorted(Object.keys(m.QUESTION_TYPE_LABELS))).toEqual(sorted(m.QUESTION_TYPES));
    expect(m.OPERATORS).toHaveLength(m.ARITHMETIC_OPERATIONS.length);
  });

  it("a mode without its own feedback time goes straight on after a right answer and shows a wrong one's answer", () => {
    for (const mode of ["timed", "challenge", "missing_piece", "smart_practice"] as const) {
      expect(m.FEEDBACK_PAUSE_MS[mode].right, mode).toBe(0);
      expect(m.FEEDBACK_PAUSE_MS[mode].wrong, mode).toBe(m.WRONG_ANSWER_FEEDBACK_MS);
    }
  });

  it("a mode with its own feedback time holds every answer for it alike", () => {
    const own = {
      get_to_100: m.GET_TO_100_FEEDBACK_MS,
      traffic_light: m.TRAFFIC_LIGHT_FEEDBACK_MS,
      times_table_tower: m.TOWER_FEEDBACK_MS,
      mtc: m.MTC_NEXT_AFTER_MS,
    } as const;
    for (const [mode, ms] of Object.entries(own) as [keyof typeof own, number][]) {
      expect(m.FEEDBACK_PAUSE_MS[mode], mode).toEqual({ right: ms, wrong: ms, skipped: ms });
    }
  });

  it("the question caps hold a whole game: the timed pools, Traffic Light's questions, Get to 100's slip, the check", () => {
    const poolSize = (level: (typeof DIFFICULTY_LEVELS)[number]) =>
      TIMED_POOLS[level].reduce((sum, entry) => sum + entry.count, 0);
    for (const level of DIFFICULTY_LEVELS) expect(poolSize(level)).toBe(m.MODE_MAX_QUESTIONS.timed);
    expect(m.MODE_MAX_QUESTIONS.traffic_light).toBe(m.TRAFFIC_LIGHT_QUESTIONS);
    expect(m.MODE_MAX_QUESTIONS.get_to_100).toBeGreaterThan(m.GET_TO_100_TARGET);
    expect(m.MODE_MAX_QUESTIONS.mtc).toBe(MTC_QUESTIONS);
  });

  it("each timed mode's limit is its own duration, long enough for the low-time warning; the check's fits every question", () => {
    expect(m.MODE_TIME_LIMIT_SECONDS.timed).toBe(m.TIMED_SECONDS);
    expect(m.MODE_TIME_LIMIT_SECONDS.challenge).toBe(m.CHALLENGE_SECONDS);
    expect(m.MODE_TIME_LIMIT_SECONDS.missing_piece).toBe(m.MISSING_PIECE_SECONDS);
    expect(m.MODE_TIME_LIMIT_SECONDS.times_table_tower).toBe(m.TOWER_SECONDS);
    for (const limit of Object.values(m.MODE_TIME_LIMIT_SECONDS)) {
      if (limit !== null) expect(limit).toBeGreaterThan(m.LOW_TIME_WARNING_SECONDS);
    }
    expect((m.MODE_TIME_LIMIT_SECONDS.mtc ?? 0) * 1_000).toBeGreaterThanOrEqual(MTC_QUESTIONS * m.MTC_QUESTION_MS);
    expect(m.MTC_NEXT_AFTER_MS).toBeLessThan(m.MTC_PAUSE_MS);
  });

  it("Traffic Light turns amber after green; the tower's milestones fall within its height", () => {
    expect(m.TRAFFIC_LIGHT_GREEN_MS).toBeLessThan(m.TRAFFIC_LIGHT_AMBER_MS);
    expect(m.TOWER_MAX_SCORE % m.TOWER_MILESTONE_EVERY).toBe(0);
    expect(m.TOWER_VISIBLE_BLOCKS).toBeLessThanOrEqual(m.TOWER_MAX_SCORE);
  });

  it("the keypad takes the longest answer of any timed pool", () => {
    for (const level of DIFFICULTY_LEVELS) {
      for (const { max } of TIMED_POOLS[level]) {
        expect(String(Math.max(max * max, max + max)).length).toBeLessThanOrEqual(m.KEYPAD_MAX_DIGITS);
      }
    }
  });

  it("the memory game's tables grow with the difficulty, and each level has enough facts for its pairs", () => {
    const factors = DIFFICULTY_LEVELS.map((level) => m.MEMORY_GAME_MAX_FACTOR[level]);
    expect([...factors].sort((a, b) => a - b)).toEqual(factors);
    for (const factor of factors) expect(factor * factor).toBeGreaterThanOrEqual(m.MEMORY_GAME_PAIRS);
  });
});
