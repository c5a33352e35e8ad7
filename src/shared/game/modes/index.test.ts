import { describe, expect, it } from "vitest";
import { DIFFICULTY_LEVELS, MTC_QUESTIONS } from "../../constants";
import { WRONG_ANSWER_FEEDBACK_MS, type ModeRules } from "../mode-rules";
import * as m from ".";
import { MODE_RULES } from "./rules";
import { CHALLENGE_SECONDS } from "./challenge/rules";
import { GET_TO_100_FEEDBACK_MS, GET_TO_100_TARGET } from "./get-to-100/rules";
import { MISSING_PIECE_SECONDS } from "./missing-piece/rules";
import { MTC_NEXT_AFTER_MS, MTC_PAUSE_MS, MTC_QUESTION_MS } from "./mtc/rules";
import { TIMED_SECONDS } from "./timed/rules";
import { TIMED_POOLS } from "./timed/pool";
import {
  TOWER_FEEDBACK_MS,
  TOWER_MAX_SCORE,
  TOWER_MILESTONE_EVERY,
  TOWER_SECONDS,
  TOWER_VISIBLE_BLOCKS,
} from "./times-table-tower/rules";
import {
  TRAFFIC_LIGHT_AMBER_MS,
  TRAFFIC_LIGHT_FEEDBACK_MS,
  TRAFFIC_LIGHT_GREEN_MS,
  TRAFFIC_LIGHT_QUESTIONS,
} from "./traffic-light/rules";

const sorted = (keys: readonly string[]) => [...keys].sort();
const rules = MODE_RULES;

/** Each mode's folder: its id in kebab case. */
const folderOf = (mode: m.GameMode) => mode.replaceAll("_", "-");

/** Every mode folder's rules.ts, by folder. */
const RULES_FILES = import.meta.glob<Record<string, unknown>>("./*/rules.ts", { eager: true });

/**
 * What the mode constants must make true together (each value itself is the
 * spec's, written once in its mode's rules.ts or in index.ts; rules.ts gathers the modes' rules).
 */
describe("the game modes", () => {
  it("every mode has a label and its rules, and its rules are those its own folder, named after its id, declares", () => {
    expect(sorted(Object.keys(m.MODE_LABELS))).toEqual(sorted(m.GAME_MODES));
    expect(sorted(Object.keys(rules))).toEqual(sorted(m.GAME_MODES));
    expect(sorted(Object.keys(RULES_FILES))).toEqual(
      sorted(m.GAME_MODES.map((mode) => `./${folderOf(mode)}/rules.ts`)),
    );
    for (const mode of m.GAME_MODES) {
      const declared = Object.values(RULES_FILES[`./${folderOf(mode)}/rules.ts`] ?? {});
      expect(declared, mode).toContain(rules[mode]);
    }
    expect(sorted(Object.keys(m.QUESTION_TYPE_LABELS))).toEqual(sorted(m.QUESTION_TYPES));
    expect(m.OPERATORS).toHaveLength(m.ARITHMETIC_OPERATIONS.length);
  });

  it("a mode without its own feedback time goes straight on after a right answer and shows a wrong one's answer", () => {
    for (const mode of ["timed", "challenge", "missing_piece", "smart_practice"] as const) {
      expect(rules[mode].feedbackPauseMs.right, mode).toBe(0);
      expect(rules[mode].feedbackPauseMs.wrong, mode).toBe(WRONG_ANSWER_FEEDBACK_MS);
    }
  });

  it("a mode with its own feedback time holds every answer for it alike", () => {
    const own = {
      get_to_100: GET_TO_100_FEEDBACK_MS,
      traffic_light: TRAFFIC_LIGHT_FEEDBACK_MS,
      times_table_tower: TOWER_FEEDBACK_MS,
      mtc: MTC_NEXT_AFTER_MS,
    } as const;
    for (const [mode, ms] of Object.entries(own) as [keyof typeof own, number][]) {
      expect(rules[mode].feedbackPauseMs, mode).toEqual({ right: ms, wrong: ms, skipped: ms });
    }
  });

  it("the question caps hold a whole game: the timed pools, Traffic Light's questions, Get to 100's slip, the check", () => {
    const poolSize = (level: (typeof DIFFICULTY_LEVELS)[number]) =>
      TIMED_POOLS[level].reduce((sum, entry) => sum + entry.count, 0);
    for (const level of DIFFICULTY_LEVELS) expect(poolSize(level)).toBe(rules.timed.maxQuestions);
    expect(rules.traffic_light.maxQuestions).toBe(TRAFFIC_LIGHT_QUESTIONS);
    expect(rules.get_to_100.maxQuestions).toBeGreaterThan(GET_TO_100_TARGET);
    expect(rules.mtc.maxQuestions).toBe(MTC_QUESTIONS);
  });

  it("each timed mode's limit is its own duration, long enough for the low-time warning; the check's fits every question", () => {
    expect(rules.timed.timeLimitSeconds).toBe(TIMED_SECONDS);
    expect(rules.challenge.timeLimitSeconds).toBe(CHALLENGE_SECONDS);
    expect(rules.missing_piece.timeLimitSeconds).toBe(MISSING_PIECE_SECONDS);
    expect(rules.times_table_tower.timeLimitSeconds).toBe(TOWER_SECONDS);
    for (const { timeLimitSeconds: limit } of Object.values<ModeRules>(rules)) {
      if (limit !== null) expect(limit).toBeGreaterThan(m.LOW_TIME_WARNING_SECONDS);
    }
    expect((rules.mtc.timeLimitSeconds ?? 0) * 1_000).toBeGreaterThanOrEqual(MTC_QUESTIONS * MTC_QUESTION_MS);
    expect(MTC_NEXT_AFTER_MS).toBeLessThan(MTC_PAUSE_MS);
  });

  it("Traffic Light turns amber after green; the tower's milestones fall within its height", () => {
    expect(TRAFFIC_LIGHT_GREEN_MS).toBeLessThan(TRAFFIC_LIGHT_AMBER_MS);
    expect(TOWER_MAX_SCORE % TOWER_MILESTONE_EVERY).toBe(0);
    expect(TOWER_VISIBLE_BLOCKS).toBeLessThanOrEqual(TOWER_MAX_SCORE);
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
