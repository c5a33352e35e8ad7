import { describe, expect, it } from "vitest";
import type { DifficultyLevel } from "../../../constants";
import { finishedGame } from "../../finished-game";
import { gameActions as act } from "../../game-actions";
import type { GameState } from "../../game-state";
import { createMissingPieceGame, missingPieceReducer as reduce } from "./game";
import { WRONG_ANSWER_FEEDBACK_MS } from "../../mode-rules";
import { mulberry32 } from "../../random";
import { scoreOf } from "../../scoring";

const PLAY = 3_000;

function playing(difficulty: DifficultyLevel = "intermediate", seed = 2): GameState {
  const s = reduce(createMissingPieceGame({ difficulty, random: mulberry32(seed) }), act.start(0));
  return reduce(s, act.tick(PLAY));
}

/** When the question on screen appeared. */
const shownAt = (s: GameState) => s.shownAt ?? Number.NaN;

/** Skips, 10 ms after each question appears, until a question of the wanted kind is on screen. */
function skipUntil(start: GameState, wanted: (s: GameState) => boolean): GameState {
  let s = start;
  while (!wanted(s)) {
    if (s.phase !== "playing") throw new Error(`no question on screen (${s.phase})`);
    s = reduce(s, act.skip(shownAt(s) + 10));
  }
  return s;
}

describe("Missing Piece", () => {
  it("lasts 60 seconds, warns at 10 and saves every question answered or skipped", () => {
    let s = playing();
    expect(s.secondsLeft).toBe(60);
    expect(s.current?.text.split("?")).toHaveLength(2);
    expect(reduce(s, act.tick(PLAY + 50_000))).toMatchObject({ secondsLeft: 10, lowTime: true });
    s = reduce(s, act.skip(PLAY + 1_000));
    s = reduce(s, act.tick(PLAY + 60_000));
    expect(s).toMatchObject({ phase: "ended", endReason: "time_up" });
    const game = finishedGame(s);
    // The question the clock cut off is left out: the child skipped one, and nothing else.
    expect(game).toMatchObject({ mode: "missing_piece", durationSeconds: 60, score: 0, maxScore: 1 });
  });

  it("scores full marks for a game of right answers: the question on screen at time-up does not count", () => {
    let s = playing();
    for (let at = PLAY + 2_000; s.phase === "playing" && at < PLAY + 60_000; at += 2_000) {
      const answer = s.current?.answer ?? 0;
      s = typeof answer === "number" ? reduce(s, act.answer(answer, at)) : reduce(s, act.answerOperator(answer, at));
    }
    s = reduce(s, act.tick(PLAY + 61_000));
    const game = finishedGame(s);
    expect(game?.questions.length).toBe(29);
    expect(game).toMatchObject({ score: 29, maxScore: 29 });
    expect(game?.questions.every((q) => q.user_answer !== null || q.user_operator_answer != null)).toBe(true);
  });

  it("takes a number for a hidden number and moves on at once", () => {
    let s = skipUntil(playing(), (x) => x.current?.missingType === "operand1");
    const q = s.current;
    const at = shownAt(s) + 2_000;
    s = reduce(s, act.answerOperator("+", at));
    expect(s.current).toBe(q);
    s = reduce(s, act.answer(q?.operand1 ?? -1, at));
    expect(s).toMatchObject({ phase: "playing", score: 1 });
    expect(s.answers.at(-1)).toEqual({
      question_type: "missing_piece",
      operand1: q?.operand1,
      operand2: q?.operand2,
      operator: q?.operator,
      missing_type: "operand1",
      user_answer: q?.operand1,
      response_time_ms: expect.any(Number),
    });
  });

  it("takes an operator for a hidden operator, and shows the right one after a wrong one", () => {
    let s = skipUntil(playing(), (x) => x.current?.missingType === "operator");
    const q = s.current;
    expect(q?.text).toMatch(/^\d+ \? \d+ = \d+$/);
    const at = shownAt(s) + 2_000;
    s = reduce(s, act.tick(at));
    expect(reduce(s, act.answer(3, at))).toBe(s);
    const wrong = q?.operator === "+" ? "−" : "+";
    s = reduce(s, act.answerOperator(wrong, at));
    expect(s.feedback).toMatchObject({ correct: false, userAnswer: wrong, correctAnswer: q?.operator });
    expect(s.answers.at(-1)).toMatchObject({
      missing_type: "operator",
      user_answer: null,
      user_operator_answer: wrong,
    });
    // The right sign shows for a moment; then the next question.
    expect(s).toMatchObject({ phase: "feedback", current: null });
    s = reduce(s, act.tick(at + WRONG_ANSWER_FEEDBACK_MS));
    expect(s.phase).toBe("playing");
    s = skipUntil(s, (x) => x.current?.missingType === "operator");
    s = reduce(s, act.answerOperator(s.current?.operator ?? "+", shownAt(s) + 1_000));
    expect(s.feedback?.correct).toBe(true);
    s = reduce(s, act.skip(shownAt(s) + 500));
    s = reduce(s, act.tick(PLAY + 61_000));
    const game = finishedGame(s);
    expect(game?.score).toBe(scoreOf("missing_piece", game?.questions ?? []));
    expect(game?.score).toBeGreaterThan(0);
  });

  it("never hides the operator for a beginner", () => {
    let s = playing("beginner");
    for (let i = 1; i <= 120; i++) {
      expect(s.current?.missingType).not.toBe("operator");
      expect(["+", "−"]).toContain(s.current?.operator);
      s = reduce(s, act.skip(shownAt(s) + 100));
    }
  });
});
