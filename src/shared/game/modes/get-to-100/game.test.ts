import { describe, expect, it } from "vitest";
import { finishedGame } from "../../finished-game";
import { gameActions as act } from "../../game-actions";
import type { GameState } from "../../game-state";
import { createGetTo100Game, getTo100Reducer as reduce } from "./game";
import { mulberry32 } from "../../random";
import { scoreOf } from "../../scoring";

const PLAY = 3_000;

function playing(seed = 1): GameState {
  const s = reduce(createGetTo100Game({ difficulty: "beginner", random: mulberry32(seed) }), act.start(0));
  return reduce(s, act.tick(PLAY));
}

function rightAnswer(s: GameState): number {
  const answer = s.current?.answer;
  if (typeof answer !== "number") throw new Error("no question on screen");
  return answer;
}

/** Answers right `n` times, 500 ms after each question appears, waiting out each feedback. */
function answerRight(start: GameState, n: number): GameState {
  let s = start;
  for (let i = 0; i < n && s.phase === "playing"; i++) {
    const at = (s.shownAt ?? 0) + 500;
    s = reduce(s, act.answer(rightAnswer(s), at));
    s = reduce(s, act.tick(at + 1_000));
  }
  return s;
}

describe("Get to 100", () => {
  it("has no clock: waiting never ends it", () => {
    const s = reduce(playing(), act.tick(PLAY + 3_600_000));
    expect(s).toMatchObject({ phase: "playing", secondsLeft: null, lowTime: false, deadline: null });
  });

  it("starts with simple addition and subtraction, operands 1-9", () => {
    const q = playing().current;
    expect(["addition", "subtraction"]).toContain(q?.type);
    expect(q?.text).toMatch(/^[1-9] [+−] [1-9] = \?$/);
  });

  it("shows 1 second of feedback after a right answer, then a new question", () => {
    let s = playing();
    s = reduce(s, act.answer(rightAnswer(s), PLAY + 800));
    expect(s).toMatchObject({ phase: "feedback", score: 1, current: null });
    expect(s.feedback).toMatchObject({ correct: true, at: PLAY + 800, until: PLAY + 1_800 });
    expect(reduce(s, act.answer(3, PLAY + 900))).toBe(s);
    expect(reduce(s, act.tick(PLAY + 1_799)).phase).toBe("feedback");
    s = reduce(s, act.tick(PLAY + 1_850));
    expect(s).toMatchObject({ phase: "playing", shownAt: PLAY + 1_800 });
    expect(s.current).not.toBeNull();
  });

  it("moves on at once when a key is pressed during a right answer's feedback, timing the next question from then", () => {
    let s = playing();
    s = reduce(s, act.answer(rightAnswer(s), PLAY + 800));
    s = reduce(s, act.next(PLAY + 1_050));
    expect(s).toMatchObject({ phase: "playing", shownAt: PLAY + 1_050, score: 1 });
    expect(s.feedback).toMatchObject({ correct: true, until: PLAY + 1_050 });
    expect(s.current).not.toBeNull();
    // The key only ends a pause: with a question on screen it does nothing.
    expect(reduce(s, act.next(PLAY + 1_100))).toMatchObject({ phase: "playing", shownAt: PLAY + 1_050 });
    s = reduce(s, act.answer(rightAnswer(s), PLAY + 1_700));
    expect(s.answers.at(-1)?.response_time_ms).toBe(650);
  });

  it("ends on the first wrong answer, at once, keeping its feedback and asking nothing more", () => {
    let s = answerRight(playing(), 3);
    const wrong = rightAnswer(s) + 1;
    const at = (s.shownAt ?? 0) + 700;
    s = reduce(s, act.answer(wrong, at));
    expect(s).toMatchObject({ phase: "ended", endReason: "wrong_answer", endedAt: at, score: 3, current: null });
    expect(s.feedback).toMatchObject({ correct: false, userAnswer: wrong });
    expect(reduce(s, act.tick(at + 5_000))).toBe(s);
    const game = finishedGame(s);
    expect(game?.questions).toHaveLength(4);
    expect(game).toMatchObject({ mode: "get_to_100", score: 3, maxScore: 100 });
    expect(game?.score).toBe(scoreOf("get_to_100", game?.questions ?? []));
  });

  it("ends on a skip", () => {
    const s = reduce(answerRight(playing(), 2), act.skip(20_000));
    expect(s).toMatchObject({ phase: "ended", endReason: "wrong_answer", score: 2 });
    expect(s.answers.at(-1)?.user_answer).toBeNull();
  });

  it("gets harder at 34 and 67 and ends when the score reaches 100", () => {
    const s = answerRight(playing(4), 100);
    expect(s).toMatchObject({ phase: "ended", endReason: "target_reached", score: 100 });
    const types = s.answers.map((q) => q.question_type);
    expect(new Set(types.slice(0, 34))).toEqual(new Set(["addition", "subtraction"]));
    expect(types.slice(34, 67)).not.toContain("division");
    expect(types.slice(34, 67)).toContain("multiplication");
    expect(types.slice(67)).toContain("division");
    const game = finishedGame(s);
    expect(game?.questions).toHaveLength(100);
    expect(game?.score).toBe(scoreOf("get_to_100", game?.questions ?? []));
    // The 100th answer, 500 ms after its question, ends it: 99 × 1.5 s + 0.5 s.
    expect(game?.durationSeconds).toBe(149);
    expect(new Set(s.answers.map((q) => `${q.question_type}${q.operand1},${q.operand2}`)).size).toBe(100);
  });
});
