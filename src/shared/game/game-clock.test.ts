import { describe, expect, it } from "vitest";
import { createGameClock } from "./game-clock";
import { finishedGame } from "./finished-game";
import { gameActions as act } from "./game-actions";
import { mulberry32 } from "./random";
import { createTimedGame, timedReducer } from "./modes/timed/game";
import { createMtcGame, mtcReducer } from "./modes/mtc/game";

describe("a game paused while the player is asked whether to leave", () => {
  it("keeps its clock where it was, and goes on from there once play resumes", () => {
    const clock = createGameClock();
    const at = (wall: number) => clock.gameTime(wall);
    let s = timedReducer(createTimedGame({ difficulty: "beginner", random: mulberry32(1) }), act.start(at(0)));
    // The countdown, then 3 s of play: 87 s left.
    s = timedReducer(s, act.tick(at(6_000)));
    expect(s.secondsLeft).toBe(87);

    // "Leave this game?" stays open 3 s.
    clock.pause(6_000);
    expect(clock.paused).toBe(true);
    for (const wall of [7_000, 8_000, 9_000]) s = timedReducer(s, act.tick(at(wall)));
    expect(s.secondsLeft).toBe(87);
    // Keep playing: still 87, then the clock runs again.
    clock.resume(9_000);
    s = timedReducer(s, act.tick(at(9_000)));
    expect(s.secondsLeft).toBe(87);
    s = timedReducer(s, act.tick(at(10_000)));
    expect(s.secondsLeft).toBe(86);

    // The question on screen through the pause: its answer's time (5 s, not the 8 s on the wall) leaves the pause out.
    const question = s.current;
    if (!question || typeof question.answer !== "number") throw new Error("a question was expected");
    s = timedReducer(s, act.answer(question.answer, at(11_000)));
    expect(s.answers.at(-1)?.response_time_ms).toBe(5_000);

    // The game's time is its play, without the pause: the full 90 s when the clock runs out.
    s = timedReducer(s, act.tick(at(3_000 + 90_000 + 3_000)));
    expect(s.phase).toBe("ended");
    expect(finishedGame(s)?.durationSeconds).toBe(90);
  });

  it("pauses the Times Tables Check's 6 seconds for a question too", () => {
    const clock = createGameClock();
    const at = (wall: number) => clock.gameTime(wall);
    let s = mtcReducer(createMtcGame({ difficulty: "beginner", random: mulberry32(2) }), act.start(at(0)));
    s = mtcReducer(s, act.tick(at(5_000)));
    expect(s.mtc.secondsLeft).toBe(4);
    clock.pause(5_000);
    s = mtcReducer(s, act.tick(at(20_000)));
    clock.resume(20_000);
    s = mtcReducer(s, act.tick(at(20_000)));
    expect(s.mtc).toMatchObject({ index: 0, secondsLeft: 4 });
  });

  it("pauses once and resumes once: a second pause or resume changes nothing", () => {
    const clock = createGameClock();
    clock.resume(1_000);
    expect(clock.gameTime(1_000)).toBe(1_000);
    clock.pause(2_000);
    clock.pause(3_000);
    expect(clock.gameTime(5_000)).toBe(2_000);
    clock.resume(6_000);
    clock.resume(7_000);
    expect(clock.gameTime(8_000)).toBe(4_000);
    expect(clock.paused).toBe(false);
  });
});
