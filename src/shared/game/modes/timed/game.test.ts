import { describe, expect, it } from "vitest";
import { finishedGame } from "../../finished-game";
import { gameActions as act } from "../../game-actions";
import type { GameState } from "../../game-state";
import { CHALLENGE_SECONDS } from "../challenge/rules";
import { TIMED_MAX_QUESTIONS, TIMED_SECONDS } from "./rules";
import { WRONG_ANSWER_FEEDBACK_MS } from "../../mode-rules";
import { TIMED_POOLS } from "./pool";
import { mulberry32 } from "../../random";
import { scoreOf } from "../../scoring";
import { createTimedGame, timedReducer } from "./game";

const T0 = 1_000_000;
/** Play begins 3 s after start. */
const PLAY = T0 + 3_000;

function playing(config: Partial<Parameters<typeof createTimedGame>[0]> = {}): GameState {
  let s = createTimedGame({ difficulty: "beginner", random: mulberry32(5), ...config });
  s = timedReducer(s, act.start(T0));
  return timedReducer(s, act.tick(PLAY));
}

function rightAnswer(s: GameState): number {
  const answer = s.current?.answer;
  if (typeof answer !== "number") throw new Error("no numeric question on screen");
  return answer;
}

describe("timed mode (90 Second Challenge)", () => {
  it("waits for start, then counts down 3, 2, 1", () => {
    let s = createTimedGame({ difficulty: "beginner", random: mulberry32(1) });
    expect(s).toMatchObject({ mode: "timed", phase: "countdown", countdown: 3, secondsLeft: 90, current: null });
    expect(timedReducer(s, act.tick(T0))).toBe(s);
    expect(timedReducer(s, act.answer(3, T0))).toBe(s);
    s = timedReducer(s, act.start(T0));
    expect(timedReducer(s, act.start(T0 + 500))).toBe(s);
    expect(timedReducer(s, act.tick(T0 + 999)).countdown).toBe(3);
    expect(timedReducer(s, act.tick(T0 + 1_000)).countdown).toBe(2);
    expect(timedReducer(s, act.tick(T0 + 2_000)).countdown).toBe(1);
    const counting = timedReducer(s, act.tick(T0 + 2_999));
    expect(counting).toMatchObject({ phase: "countdown", countdown: 1, current: null });
    expect(timedReducer(counting, act.answer(1, T0 + 2_999))).toBe(counting);
    const play = timedReducer(s, act.tick(T0 + 3_000));
    expect(play).toMatchObject({ phase: "playing", countdown: null, secondsLeft: 90, lowTime: false });
    expect(play.current).not.toBeNull();
    expect(play.playStartedAt).toBe(PLAY);
    expect(play.deadline).toBe(PLAY + 90_000);
  });

  it("prepares the 40 questions of the difficulty's timed pool", () => {
    const s = createTimedGame({ difficulty: "expert", random: mulberry32(3) });
    expect(s.upcoming).toHaveLength(TIMED_MAX_QUESTIONS);
    const types = new Set(s.upcoming?.map((q) => q.type));
    expect(types).toEqual(new Set(TIMED_POOLS.expert.map((e) => e.type)));
  });

  it("shows the question as text like `3 × 4 = ?`", () => {
    const s = playing();
    expect(s.current?.text).toMatch(/^\d+ [+×] \d+ = \?$/);
  });

  it("scores a right answer and moves on at once; a wrong one shows the correct answer", () => {
    let s = playing();
    const first = s.current;
    s = timedReducer(s, act.answer(rightAnswer(s), PLAY + 1_200));
    expect(s).toMatchObject({ phase: "playing", score: 1, correctCount: 1 });
    expect(s.feedback).toMatchObject({ correct: true, question: first, responseTimeMs: 1_200, until: PLAY + 1_200 });
    expect(s.current).not.toBeNull();
    expect(s.current).not.toBe(first);
    const second = s.current;
    const wrong = rightAnswer(s) + 1;
    s = timedReducer(s, act.answer(wrong, PLAY + 2_000));
    expect(s.score).toBe(1);
    expect(s.feedback).toMatchObject({ correct: false, userAnswer: wrong, correctAnswer: second?.answer });
    expect(s.answers).toHaveLength(2);
    expect(s.answers[1]).toMatchObject({ user_answer: wrong, response_time_ms: 800 });
  });

  it(`holds a wrong answer ${WRONG_ANSWER_FEEDBACK_MS} ms to show the right one, while the clock runs on`, () => {
    let s = playing();
    const question = s.current;
    s = timedReducer(s, act.answer(rightAnswer(s) + 1, PLAY + 2_000));
    expect(s).toMatchObject({ phase: "feedback", current: null });
    expect(s.feedback).toMatchObject({ correct: false, question, until: PLAY + 2_000 + WRONG_ANSWER_FEEDBACK_MS });
    // Nothing is taken while the right answer shows.
    expect(timedReducer(s, act.answer(4, PLAY + 2_500))).toMatchObject({ phase: "feedback", answers: s.answers });
    expect(timedReducer(s, act.skip(PLAY + 2_500)).answers).toHaveLength(1);
    const reading = timedReducer(s, act.tick(PLAY + 3_499));
    expect(reading).toMatchObject({ phase: "feedback", secondsLeft: 87 });
    s = timedReducer(s, act.tick(PLAY + 3_500));
    expect(s).toMatchObject({ phase: "playing", shownAt: PLAY + 3_500, secondsLeft: 87 });
    expect(s.current).not.toBeNull();
    expect(s.current).not.toBe(question);
  });

  it("ends on time even while a wrong answer's right one shows, with no question left on screen to save", () => {
    let s = playing();
    s = timedReducer(s, act.answer(rightAnswer(s) + 1, PLAY + 89_000));
    s = timedReducer(s, act.tick(PLAY + 90_200));
    expect(s).toMatchObject({ phase: "ended", endReason: "time_up", endedAt: PLAY + 90_000 });
    expect(s.answers).toHaveLength(1);
  });

  it("counts a skip as wrong with no answer, and moves on at once", () => {
    let s = playing();
    s = timedReducer(s, act.skip(PLAY + 500));
    expect(s.answers[0]).toMatchObject({ user_answer: null, response_time_ms: 500 });
    expect(s.feedback?.correct).toBe(false);
    expect(s.score).toBe(0);
    expect(s.phase).toBe("playing");
    expect(s.current).not.toBeNull();
  });

  it("ignores answers that are not whole numbers or are operators", () => {
    const s = playing();
    expect(timedReducer(s, act.answer(2.5, PLAY + 10))).toBe(s);
    expect(timedReducer(s, act.answer(Number.NaN, PLAY + 10))).toBe(s);
    expect(timedReducer(s, act.answer(1_000_000, PLAY + 10))).toBe(s);
    expect(timedReducer(s, act.answerOperator("+", PLAY + 10))).toBe(s);
  });

  it("counts down the seconds and warns at 10 seconds or less", () => {
    const s = playing();
    expect(timedReducer(s, act.tick(PLAY + 500)).secondsLeft).toBe(90);
    expect(timedReducer(s, act.tick(PLAY + 1_000)).secondsLeft).toBe(89);
    expect(timedReducer(s, act.tick(PLAY + 79_999))).toMatchObject({ secondsLeft: 11, lowTime: false });
    expect(timedReducer(s, act.tick(PLAY + 80_000))).toMatchObject({ secondsLeft: 10, lowTime: true });
    expect(timedReducer(s, act.tick(PLAY + 89_999))).toMatchObject({ secondsLeft: 1, lowTime: true });
    const same = timedReducer(s, act.tick(PLAY + 100));
    expect(timedReducer(same, act.tick(PLAY + 200))).toBe(same);
  });

  it("ends at zero: time up, 90 seconds, the question on screen left out (the child never skipped it)", () => {
    let s = playing();
    s = timedReducer(s, act.answer(rightAnswer(s), PLAY + 2_000));
    s = timedReducer(s, act.tick(PLAY + 90_000 + 37));
    expect(s).toMatchObject({ phase: "ended", endReason: "time_up", endedAt: PLAY + 90_000, secondsLeft: 0 });
    expect(s.current).toBeNull();
    expect(s.answers).toHaveLength(1);
    expect(s.answers.filter((q) => q.user_answer === null)).toEqual([]);
    const game = finishedGame(s);
    expect(game).toMatchObject({ mode: "timed", difficulty: "beginner", durationSeconds: TIMED_SECONDS, maxScore: 40 });
    expect(game?.score).toBe(1);
    expect(game?.score).toBe(scoreOf("timed", game?.questions ?? []));
  });

  it("does not take an answer given after the clock ran out, nor saves the question as skipped", () => {
    const s = playing();
    const late = timedReducer(s, act.answer(rightAnswer(s), PLAY + 90_001));
    expect(late).toMatchObject({ phase: "ended", endReason: "time_up", score: 0 });
    expect(late.answers).toEqual([]);
  });

  it("keeps a real skip, and leaves out only the question the clock cut off (60-second challenge too)", () => {
    let s = playing({ mode: "challenge" });
    s = timedReducer(s, act.skip(PLAY + 1_000));
    s = timedReducer(s, act.answer(rightAnswer(s), PLAY + 3_000));
    s = timedReducer(s, act.tick(PLAY + CHALLENGE_SECONDS * 1_000));
    expect(s).toMatchObject({ phase: "ended", endReason: "time_up" });
    expect(s.answers.map((q) => q.user_answer === null)).toEqual([true, false]);
    expect(finishedGame(s)).toMatchObject({ score: 1, maxScore: 40 });
  });

  it("ends when the 40 questions run out", () => {
    let s = playing({ difficulty: "intermediate" });
    let now = PLAY;
    for (let i = 0; i < TIMED_MAX_QUESTIONS; i++) {
      expect(s.phase).toBe("playing");
      now += 1_000;
      const wrong = i % 4 === 0;
      s = timedReducer(s, act.answer(wrong ? rightAnswer(s) + 1 : rightAnswer(s), now));
      if (wrong) {
        now += WRONG_ANSWER_FEEDBACK_MS;
        s = timedReducer(s, act.tick(now));
      }
    }
    // 40 answers of 1 s, and the 10 wrong ones' right answers shown for 1.5 s each.
    expect(s).toMatchObject({ phase: "ended", endReason: "questions_done", endedAt: PLAY + 55_000, score: 30 });
    const game = finishedGame(s);
    expect(game?.questions).toHaveLength(40);
    expect(game?.durationSeconds).toBe(55);
    expect(game?.score).toBe(scoreOf("timed", game?.questions ?? []));
  });

  it("ends once: nothing changes it afterwards", () => {
    const ended = timedReducer(playing(), act.tick(PLAY + 95_000));
    expect(ended.phase).toBe("ended");
    for (const action of [
      act.tick(PLAY + 99_000),
      act.answer(4, PLAY + 99_000),
      act.skip(PLAY + 99_000),
      act.start(PLAY + 99_000),
    ]) {
      expect(timedReducer(ended, action)).toBe(ended);
    }
    expect(finishedGame(playing())).toBeNull();
  });

  it("replays the same game from the same seed", () => {
    const run = () => {
      let s = playing({ random: mulberry32(99) });
      for (let i = 1; i <= 5; i++) s = timedReducer(s, act.answer(i, PLAY + i * 2_000));
      return s.answers;
    };
    expect(run()).toEqual(run());
  });
});

describe("challenge mode (head-to-head)", () => {
  it("lasts 60 seconds on the timed pools at the player's difficulty", () => {
    let s = createTimedGame({ mode: "challenge", difficulty: "intermediate", random: mulberry32(8) });
    expect(s).toMatchObject({ mode: "challenge", secondsLeft: CHALLENGE_SECONDS });
    expect(s.upcoming).toHaveLength(40);
    expect(s.upcoming?.every((q) => q.operand1 <= 10 && q.operand2 <= 10)).toBe(true);
    s = timedReducer(timedReducer(s, act.start(T0)), act.tick(PLAY));
    s = timedReducer(s, act.answer(rightAnswer(s), PLAY + 3_000));
    expect(timedReducer(s, act.tick(PLAY + 50_000))).toMatchObject({ secondsLeft: 10, lowTime: true });
    s = timedReducer(s, act.tick(PLAY + 60_000));
    expect(s).toMatchObject({ phase: "ended", endReason: "time_up" });
    const game = finishedGame(s);
    expect(game).toMatchObject({ mode: "challenge", durationSeconds: 60, score: 1, maxScore: 40 });
    expect(game?.score).toBe(scoreOf("challenge", game?.questions ?? []));
  });
});
