import { describe, expect, it } from "vitest";
import { finishedGame } from "../../finished-game";
import { gameActions as act } from "../../game-actions";
import { mulberry32 } from "../../random";
import { scoreOf } from "../../scoring";
import { TOWER_NO_REPEAT_WITHIN } from "./questions";
import { createTowerGame, towerReducer as reduce, type TowerState } from "./game";

const PLAY = 3_000;

function playing(seed = 6): TowerState {
  const s = reduce(createTowerGame({ difficulty: "beginner", random: mulberry32(seed) }), act.start(0));
  return reduce(s, act.tick(PLAY));
}

function rightAnswer(s: TowerState): number {
  const answer = s.current?.answer;
  if (typeof answer !== "number") throw new Error("no question on screen");
  return answer;
}

/** Answers in turn (true right, false wrong), 200 ms after each question, waiting out each 1.5 s feedback. */
function play(start: TowerState, answers: readonly boolean[]): TowerState {
  let s = start;
  for (const right of answers) {
    if (s.phase !== "playing") break;
    const at = (s.shownAt ?? 0) + 200;
    s = reduce(s, act.answer(right ? rightAnswer(s) : rightAnswer(s) + 1, at));
    s = reduce(s, act.tick(at + 1_500));
  }
  return s;
}

describe("Times Table Tower", () => {
  it("starts at height 0 with 90 seconds of multiplication", () => {
    const s = playing();
    expect(s).toMatchObject({ height: 0, maxHeight: 0, score: 0, secondsLeft: 90, visibleBlocks: 0 });
    expect(s.current?.type).toBe("multiplication");
  });

  it("adds a block for a right answer and shows 1.5 seconds of feedback", () => {
    let s = playing();
    s = reduce(s, act.answer(rightAnswer(s), PLAY + 400));
    expect(s).toMatchObject({ phase: "feedback", height: 1, maxHeight: 1, score: 1, correctCount: 1 });
    expect(s.feedback?.until).toBe(PLAY + 1_900);
    expect(reduce(s, act.tick(PLAY + 1_899)).phase).toBe("feedback");
    expect(reduce(s, act.tick(PLAY + 1_900)).phase).toBe("playing");
  });

  it("lets a key end a right answer's feedback, but shows a wrong answer's right answer for its whole 1.5 seconds", () => {
    let s = playing();
    s = reduce(s, act.answer(rightAnswer(s), PLAY + 400));
    s = reduce(s, act.next(PLAY + 600));
    expect(s).toMatchObject({ phase: "playing", shownAt: PLAY + 600, height: 1 });
    s = reduce(s, act.answer(rightAnswer(s) + 1, PLAY + 1_000));
    expect(reduce(s, act.next(PLAY + 1_200))).toBe(s);
    expect(reduce(s, act.tick(PLAY + 2_500))).toMatchObject({ phase: "playing", shownAt: PLAY + 2_500, height: 0 });
  });

  it("takes a block away for a wrong answer, never below 0, keeping the highest point as the score", () => {
    let s = play(playing(), [false]);
    expect(s).toMatchObject({ phase: "playing", height: 0, maxHeight: 0 });
    s = play(s, [true, true, false]);
    expect(s).toMatchObject({ height: 1, maxHeight: 2, score: 2, correctCount: 2 });
    s = play(s, [false, false]);
    expect(s).toMatchObject({ phase: "playing", height: 0, collapsed: false });
  });

  it("collapses when a wrong answer brings it back to 0 after standing above 2", () => {
    const s = play(playing(), [true, true, true, false, false, false, true]);
    expect(s).toMatchObject({ phase: "ended", endReason: "collapsed", collapsed: true, height: 0, score: 3 });
    expect(s.current).toBeNull();
    expect(s.answers).toHaveLength(6);
    const game = finishedGame(s);
    expect(game).toMatchObject({ mode: "times_table_tower", score: 3, maxScore: 20 });
    expect(game?.score).toBe(scoreOf("times_table_tower", game?.questions ?? []));
  });

  it("marks a milestone every 5 blocks and draws at most 8", () => {
    let s = play(playing(), [true, true, true, true]);
    expect(s.milestone).toBe(false);
    s = play(s, [true]);
    expect(s).toMatchObject({ milestone: true, height: 5 });
    s = play(s, [true, true, true, true]);
    expect(s).toMatchObject({ milestone: false, height: 9, visibleBlocks: 8 });
    s = play(s, [true]);
    expect(s.milestone).toBe(true);
  });

  it("is completed at 20 blocks, with no question after the end", () => {
    const s = play(playing(), Array<boolean>(25).fill(true));
    expect(s).toMatchObject({ phase: "ended", endReason: "completed", height: 20, score: 20, current: null });
    expect(s.answers).toHaveLength(20);
    expect(reduce(s, act.tick(200_000))).toBe(s);
    expect(finishedGame(s)?.score).toBe(scoreOf("times_table_tower", s.answers));
  });

  it("drops a beginner's 2 and 5 tables above 10 blocks, and never asks a fact again soon after", () => {
    const answers = Array.from({ length: 36 }, (_, i) => i % 4 !== 3);
    for (const seed of [1, 6, 42, 2026]) {
      const s = play(playing(seed), answers);
      expect(s.answers).toHaveLength(36);
      expect(s.correctCount).toBe(27);
      const facts = s.answers.map((q) => `${Math.min(q.operand1, q.operand2)}x${Math.max(q.operand1, q.operand2)}`);
      // Within 10 questions while more than 10 facts are in play; within 9 once only the 10 table's ten are.
      for (let i = 0; i < facts.length; i++) {
        expect(facts.slice(Math.max(0, i - TOWER_NO_REPEAT_WITHIN + 1), i).slice(-9)).not.toContain(facts[i]);
      }
      const tables = s.answers.map((q) => q.operand1);
      expect(tables.slice(0, 11).every((t) => [2, 5, 10].includes(t))).toBe(true);
      const above10 = answers.findIndex((_, i) => answers.slice(0, i).filter(Boolean).length > 10);
      expect(tables.slice(above10).every((t) => t === 10)).toBe(true);
    }
  });

  it("ends on time up, even during feedback, and asks nothing more", () => {
    let s = playing();
    s = reduce(s, act.tick(PLAY + 89_500));
    s = reduce(s, act.answer(rightAnswer(s), PLAY + 89_500));
    expect(s.phase).toBe("feedback");
    s = reduce(s, act.tick(PLAY + 91_000));
    expect(s).toMatchObject({ phase: "ended", endReason: "time_up", endedAt: PLAY + 90_000, current: null });
    expect(s.answers).toHaveLength(1);
    expect(finishedGame(s)).toMatchObject({ durationSeconds: 90, score: 1 });
  });

  it("asks nothing more for a key pressed during a right answer's feedback once the clock has run out", () => {
    let s = playing();
    s = reduce(s, act.tick(PLAY + 89_500));
    s = reduce(s, act.answer(rightAnswer(s), PLAY + 89_500));
    s = reduce(s, act.next(PLAY + 90_200));
    expect(s).toMatchObject({ phase: "ended", endReason: "time_up", endedAt: PLAY + 90_000, current: null });
    expect(s.answers).toHaveLength(1);
  });

  it("leaves out the question on screen when the clock runs out: it is neither skipped nor wrong", () => {
    let s = playing();
    s = reduce(s, act.answer(rightAnswer(s), PLAY + 2_000));
    s = reduce(s, act.tick(PLAY + 3_500));
    expect(s.phase).toBe("playing");
    s = reduce(s, act.tick(PLAY + 90_000));
    expect(s).toMatchObject({ phase: "ended", endReason: "time_up", current: null });
    expect(s.answers).toHaveLength(1);
    expect(s.answers[0]?.user_answer).not.toBeNull();
  });
});
