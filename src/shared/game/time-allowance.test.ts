import { describe, expect, it } from "vitest";
import { ENGINES } from "./engines";
import { finishedGame } from "./finished-game";
import { gameActions as act } from "./game-actions";
import type { GameState } from "./game-state";
import { GAME_MODES } from "./modes";
import { MODE_RULES } from "./modes/rules";
import { mulberry32 } from "./random";
import {
  allowanceFor,
  allowanceLabel,
  modeTakesMoreTime,
  timeAllowanceOf,
  timeLimitOf,
  TIME_ALLOWANCES,
  type TimeAllowance,
} from "./time-allowance";

const T0 = 1_000_000;
const PLAY = T0 + 3_000;

/** A game of `mode` on `clock`, started, with its countdown over and nothing answered. */
function begun(mode: (typeof GAME_MODES)[number], clock: TimeAllowance): GameState {
  const engine = ENGINES[mode];
  let s = engine.create({ difficulty: "beginner", random: mulberry32(3), timeAllowance: clock });
  s = engine.reduce(s, act.start(T0));
  return engine.reduce(s, act.tick(PLAY));
}

describe("more time", () => {
  it("changes the clock of every mode that has one, except the Times Tables Check", () => {
    for (const mode of GAME_MODES) {
      expect(modeTakesMoreTime(mode), mode).toBe(mode !== "mtc" && MODE_RULES[mode].timeLimitSeconds !== null);
    }
  });

  it("gives 1.5 or 2 times the clock, no clock only in Smart Practice (twice the clock elsewhere)", () => {
    expect(timeLimitOf("timed", "standard")).toBe(90);
    expect(timeLimitOf("timed", "one_and_a_half")).toBe(135);
    expect(timeLimitOf("missing_piece", "double")).toBe(120);
    expect(allowanceFor("timed", "untimed")).toBe("double");
    expect(allowanceFor("challenge", "untimed")).toBe("double");
    expect(allowanceFor("smart_practice", "untimed")).toBe("untimed");
    expect(timeLimitOf("smart_practice", "untimed")).toBeNull();
    // No clock to stretch, or the check's own timing: the usual clock, whatever the setting.
    for (const clock of ["one_and_a_half", "double", "untimed"] as const) {
      expect(allowanceFor("get_to_100", clock)).toBe("standard");
      expect(allowanceFor("traffic_light", clock)).toBe("standard");
      expect(allowanceFor("mtc", clock)).toBe("standard");
    }
  });

  it("runs a game's clock for its allowance: a 90 Second Challenge on 2 × the time ends at 180 seconds", () => {
    const engine = ENGINES.timed;
    let s = begun("timed", "double");
    expect(s).toMatchObject({ timeAllowance: "double", secondsLeft: 180, deadline: PLAY + 180_000 });
    s = engine.reduce(s, act.tick(PLAY + 90_000));
    expect(s.phase).toBe("playing");
    expect(s.secondsLeft).toBe(90);
    s = engine.reduce(s, act.tick(PLAY + 180_000));
    expect(s).toMatchObject({ phase: "ended", endReason: "time_up" });
    expect(finishedGame(s)).toMatchObject({ timeAllowance: "double", durationSeconds: 180 });
  });

  it("plays Smart Practice without a clock to its last question", () => {
    const engine = ENGINES.smart_practice;
    let s = begun("smart_practice", "untimed");
    expect(s).toMatchObject({ timeAllowance: "untimed", secondsLeft: null, deadline: null });
    let now = PLAY + 60_000;
    while (s.phase !== "ended") {
      const answer = s.current?.answer;
      if (typeof answer !== "number") throw new Error("no question on screen");
      // Ten minutes a question: far past the usual 3 minutes, and nothing ends it but the last answer.
      now += 600_000;
      s = engine.reduce(engine.reduce(s, act.tick(now)), act.answer(answer, now));
    }
    expect(s.endReason).toBe("questions_done");
    expect(finishedGame(s)?.timeAllowance).toBe("untimed");
  });

  it("starts every game on its mode's clock for each setting, in seconds (null: no clock)", () => {
    const clockOf = (mode: (typeof GAME_MODES)[number], clock: TimeAllowance) => {
      const { timeLimitMs } = ENGINES[mode].create({
        difficulty: "beginner",
        random: mulberry32(3),
        timeAllowance: clock,
      });
      return timeLimitMs === null ? null : timeLimitMs / 1000;
    };
    const clocks = Object.fromEntries(GAME_MODES.map((mode) => [mode, TIME_ALLOWANCES.map((c) => clockOf(mode, c))]));
    // Standard, 1.5 × and 2 × the time, and no clock (2 × the time in a mode that is never played without one).
    expect(clocks).toEqual({
      timed: [90, 135, 180, 180],
      challenge: [60, 90, 120, 120],
      get_to_100: [null, null, null, null],
      missing_piece: [60, 90, 120, 120],
      traffic_light: [null, null, null, null],
      times_table_tower: [90, 135, 180, 180],
      smart_practice: [180, 270, 360, null],
      mtc: [null, null, null, null],
    });
  });

  it("keeps the Times Tables Check and the modes without a clock as they are", () => {
    expect(begun("mtc", "double")).toMatchObject({ timeAllowance: "standard", timeLimitMs: null });
    expect(begun("get_to_100", "double")).toMatchObject({ timeAllowance: "standard", secondsLeft: null });
  });

  it("names a game's clock when it is not the usual one, and reads anything unknown as the usual", () => {
    expect(allowanceLabel("standard")).toBeNull();
    expect(allowanceLabel("double")).toBe("2 × the time");
    expect(allowanceLabel("untimed")).toBe("No clock");
    expect(timeAllowanceOf("triple")).toBe("standard");
    expect(timeAllowanceOf(undefined)).toBe("standard");
    expect(timeAllowanceOf("one_and_a_half")).toBe("one_and_a_half");
  });
});
