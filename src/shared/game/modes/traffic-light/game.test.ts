import { describe, expect, it } from "vitest";
import { finishedGame } from "../../finished-game";
import { gameActions as act } from "../../game-actions";
import type { GameState } from "../../game-state";
import { mulberry32 } from "../../random";
import { scoreOf } from "../../scoring";
import { createTrafficLightGame, responseSeconds, trafficLightReducer as reduce } from "./game";

const PLAY = 3_000;

function playing(seed = 3): GameState {
  const s = reduce(createTrafficLightGame({ difficulty: "expert", random: mulberry32(seed) }), act.start(0));
  return reduce(s, act.tick(PLAY));
}

function rightAnswer(s: GameState): number {
  const answer = s.current?.answer;
  if (typeof answer !== "number") throw new Error("no question on screen");
  return answer;
}

describe("Traffic Light", () => {
  it("asks the 20 questions of the traffic-light pool, with no clock", () => {
    const s = playing();
    expect((s.upcoming?.length ?? 0) + 1).toBe(20);
    expect(s.secondsLeft).toBeNull();
    const types = [s.current, ...(s.upcoming ?? [])].map((q) => q?.type);
    expect(types.filter((t) => t === "subtraction")).toHaveLength(6);
  });

  it.each([
    [2_000, "green"],
    [2_001, "amber"],
    [4_000, "amber"],
    [4_001, "red"],
  ] as const)("colours an answer after %i ms %s and shows it for 2 seconds", (ms, light) => {
    let s = playing();
    s = reduce(s, act.answer(rightAnswer(s), PLAY + ms));
    expect(s.phase).toBe("feedback");
    expect(s.feedback).toMatchObject({
      correct: true,
      trafficLight: light,
      responseTimeMs: ms,
      until: PLAY + ms + 2_000,
    });
    expect(reduce(s, act.tick(PLAY + ms + 1_999)).phase).toBe("feedback");
    const next = reduce(s, act.tick(PLAY + ms + 2_000));
    expect(next).toMatchObject({ phase: "playing", shownAt: PLAY + ms + 2_000 });
  });

  it("ends after the last question's 2-second feedback", () => {
    let s = playing();
    let at = PLAY;
    for (let i = 0; i < 20; i++) {
      at = (s.shownAt ?? 0) + 1_500;
      s = reduce(s, i === 5 ? act.skip(at) : act.answer(rightAnswer(s), at));
      if (i < 19) s = reduce(s, act.tick(at + 2_000));
    }
    expect(s).toMatchObject({ phase: "feedback", score: 19 });
    expect(reduce(s, act.tick(at + 1_999)).phase).toBe("feedback");
    s = reduce(s, act.tick(at + 2_500));
    expect(s).toMatchObject({ phase: "ended", endReason: "questions_done", endedAt: at + 2_000 });
    const game = finishedGame(s);
    expect(game).toMatchObject({ mode: "traffic_light", score: 19, maxScore: 20 });
    expect(game?.questions).toHaveLength(20);
    expect(game?.score).toBe(scoreOf("traffic_light", game?.questions ?? []));
  });

  it("shows response times in seconds to one decimal", () => {
    expect(responseSeconds(1_530)).toBe("1.5");
    expect(responseSeconds(4_000)).toBe("4.0");
  });
});
