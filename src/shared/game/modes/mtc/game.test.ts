import { describe, expect, it } from "vitest";
import { answeredQuestionSchema } from "../../../api/play";
import { finishedGame } from "../../finished-game";
import { gameActions as act } from "../../game-actions";
import { MTC_SECONDS } from "./rules";
import { mtcFormProblem } from "./form";
import { createMtcGame, mtcReducer, type MtcState } from "./game";
import { implausibility } from "../../plausible-game";
import { mulberry32 } from "../../random";

function begun(seed = 1): MtcState {
  const s = mtcReducer(createMtcGame({ difficulty: "intermediate", random: mulberry32(seed) }), act.start(0));
  return mtcReducer(s, act.tick(3_000));
}

const answerNow = (s: MtcState, now: number, right = true) =>
  mtcReducer(s, act.answer(Number(s.current?.answer ?? 0) + (right ? 0 : 1), now));

describe("a Times Tables Check rehearsal", () => {
  it("counts down 3-2-1, then shows the first practice question with 6 seconds on its clock", () => {
    let s = mtcReducer(createMtcGame({ difficulty: "beginner", random: mulberry32(1) }), act.start(0));
    expect(s).toMatchObject({ phase: "countdown", countdown: 3 });
    s = mtcReducer(s, act.tick(2_100));
    expect(s.countdown).toBe(1);
    s = mtcReducer(s, act.tick(3_000));
    expect(s.phase).toBe("playing");
    expect(s.mtc).toMatchObject({ stage: "practice", index: 0, questionDeadline: 9_000, secondsLeft: 6 });
    expect(s.current).toEqual(s.mtc.practice[0]);
    expect(mtcReducer(s, act.tick(4_001)).mtc.secondsLeft).toBe(5);
    expect(mtcReducer(s, act.tick(8_999)).mtc.secondsLeft).toBe(1);
  });

  it("pauses 3 s with nothing to answer after each question, then a 5 s interlude after the 3 practice questions", () => {
    let s = begun();
    s = answerNow(s, 4_000);
    expect(s).toMatchObject({ phase: "feedback", current: null });
    expect(s.feedback?.until).toBe(7_000);
    expect(s.mtc.secondsLeft).toBe(3);
    expect(mtcReducer(s, act.tick(6_500)).mtc.secondsLeft).toBe(1);
    // Nothing can be answered in the pause.
    const tried = mtcReducer(s, act.answer(12, 5_000));
    expect(tried).toMatchObject({ phase: "feedback", current: null, feedback: s.feedback });
    s = mtcReducer(s, act.tick(6_999));
    expect(s.phase).toBe("feedback");
    s = mtcReducer(s, act.tick(7_000));
    expect(s.mtc).toMatchObject({ stage: "practice", index: 1 });
    s = answerNow(s, 8_000);
    s = mtcReducer(s, act.tick(11_000));
    s = answerNow(s, 12_000);
    expect(s.mtc.stage).toBe("interlude");
    expect(s.feedback?.until).toBe(17_000);
    // The practice is not saved nor scored.
    expect(s.answers).toHaveLength(0);
    expect(s.score).toBe(0);
    s = mtcReducer(s, act.tick(17_000));
    expect(s.mtc).toMatchObject({ stage: "check", index: 0, questionDeadline: 23_000 });
    expect(s.playStartedAt).toBe(17_000);
    expect(s.current).toEqual(s.mtc.check[0]);
  });

  it("takes a question not answered in 6 s as no answer (wrong), then pauses 3 s", () => {
    let s = begun();
    s = mtcReducer(s, act.tick(9_000));
    expect(s).toMatchObject({ phase: "feedback" });
    expect(s.feedback).toMatchObject({ userAnswer: null, responseTimeMs: 6_000, until: 12_000 });
    expect(mtcReducer(s, act.tick(12_000)).mtc).toMatchObject({ stage: "practice", index: 1 });
  });

  it("ignores a skip: a question is answered or runs out of time", () => {
    const s = begun();
    expect(mtcReducer(s, act.skip(4_000)).current).toEqual(s.current);
  });

  it("asks the form's 25 questions, scores them out of 25 and ends after the last", () => {
    let s = begun(9);
    // Through the practice (answered at once) and the interlude.
    let now = 3_000;
    while (s.mtc.stage !== "check") {
      now = s.phase === "feedback" ? (s.feedback?.until ?? now) : now + 1_000;
      s = s.phase === "playing" ? answerNow(s, now) : mtcReducer(s, act.tick(now));
    }
    const asked: string[] = [];
    for (let i = 0; i < 25; i++) {
      expect(s.phase).toBe("playing");
      asked.push(s.current?.text ?? "");
      now += 2_000;
      // Every fourth one wrong; the 25th left to run out of time.
      s = i === 24 ? mtcReducer(s, act.tick(now + 4_000)) : answerNow(s, now, i % 4 !== 0);
      if (i < 24) {
        now += 3_000;
        s = mtcReducer(s, act.tick(now));
      }
    }
    expect(asked).toEqual(s.mtc.check.map((q) => q.text));
    expect(mtcFormProblem(s.answers.map((q) => ({ n1: q.operand1, n2: q.operand2 })))).toBeNull();
    expect(s).toMatchObject({ phase: "ended", endReason: "questions_done", score: 18 });
    expect(s.answers[24]).toMatchObject({ user_answer: null, response_time_ms: 6_000 });
    const game = finishedGame(s);
    // 24 answers of 2 s, the last question's 6 s and 24 pauses of 3 s.
    expect(game).toMatchObject({ mode: "mtc", score: 18, maxScore: 25, durationSeconds: 48 + 6 + 72 });
    for (const q of game?.questions ?? []) expect(answeredQuestionSchema.safeParse(q).success).toBe(true);
    if (game) {
      const saved = { ...game, difficulty_level: game.difficulty, duration_seconds: game.durationSeconds };
      expect(implausibility(saved)).toBeNull();
    }
  });

  it("left alone, runs out of time question by question: 222 s from the first question that counts, all wrong", () => {
    const s = mtcReducer(begun(), act.tick(3_600_000));
    expect(s).toMatchObject({ phase: "ended", score: 0 });
    expect(s.answers).toHaveLength(25);
    expect(s.answers.every((q) => q.user_answer === null && q.response_time_ms === 6_000)).toBe(true);
    expect(finishedGame(s)?.durationSeconds).toBe(MTC_SECONDS);
    expect(MTC_SECONDS).toBe(222);
  });

  it("with a Next button, waits after each question and after the practice until Next, which works from 1 s after the answer", () => {
    let s = mtcReducer(
      createMtcGame({ difficulty: "beginner", random: mulberry32(3) }, { nextButton: true }),
      act.start(0),
    );
    s = mtcReducer(s, act.tick(3_000));
    s = answerNow(s, 4_000);
    expect(s).toMatchObject({ phase: "feedback", mtc: { secondsLeft: 1 } });
    // No clock ends the wait; from 1 s on, Next works.
    expect(mtcReducer(s, act.tick(60_000))).toMatchObject({ phase: "feedback", mtc: { secondsLeft: 0 } });
    // Too soon: a second Enter skips nothing.
    expect(mtcReducer(s, act.next(4_500)).phase).toBe("feedback");
    s = mtcReducer(s, act.next(20_000));
    expect(s.mtc).toMatchObject({ stage: "practice", index: 1, questionDeadline: 26_000 });
    // Run out of time, then Next.
    s = mtcReducer(s, act.tick(26_000));
    expect(s.phase).toBe("feedback");
    s = mtcReducer(s, act.next(27_000));
    s = answerNow(s, 28_000);
    expect(s.mtc.stage).toBe("interlude");
    expect(mtcReducer(s, act.tick(90_000)).mtc.stage).toBe("interlude");
    s = mtcReducer(s, act.next(29_000));
    expect(s.mtc).toMatchObject({ stage: "check", index: 0 });
    expect(s.playStartedAt).toBe(29_000);
  });

  it("without a Next button, Next does nothing", () => {
    const s = answerNow(begun(), 4_000);
    expect(mtcReducer(s, act.next(5_000))).toMatchObject({ phase: "feedback", mtc: { stage: "practice", index: 0 } });
  });
});
