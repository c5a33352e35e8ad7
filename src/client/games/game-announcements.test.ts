import { describe, expect, it } from "vitest";
import type { GameState } from "../../shared/game/game-state";
import { createTimedGame, timedReducer } from "../../shared/game/modes/timed/game";
import { gameActions as act } from "../../shared/game/game-actions";
import { mulberry32 } from "../../shared/game/random";
import { gameAnnouncements, questionInWords } from "./game-announcements";

const T0 = 1_000_000;
const PLAY = T0 + 3_000;

function timedAt(ms: number): GameState {
  let s = createTimedGame({ difficulty: "beginner", random: mulberry32(5) });
  s = timedReducer(s, act.start(T0));
  return timedReducer(s, act.tick(ms));
}

const timeSaid = (s: GameState, total: number | null = 90) =>
  gameAnnouncements(s, total)
    .filter((a) => a.key.startsWith("time:"))
    .map((a) => a.text);

describe("what a game says", () => {
  it.each([
    ["7 × 8 = ?", "7 times 8"],
    ["56 ÷ 8 = ?", "56 divided by 8"],
    ["15 − 6 = ?", "15 minus 6"],
    ["4 + ? = 11", "What is missing: 4 plus blank equals 11"],
    ["6 ? 3 = 18", "What is missing: 6 blank 3 equals 18"],
  ])("says %s as %s", (text, words) => {
    expect(questionInWords(text)).toBe(words);
  });

  it("says the time left only once a minute, 30 seconds or 10 seconds is passed, the last one passed", () => {
    expect(timeSaid(timedAt(PLAY))).toEqual([]);
    expect(timeSaid(timedAt(PLAY + 29_500))).toEqual([]);
    expect(timeSaid(timedAt(PLAY + 30_000))).toEqual(["1 minute left."]);
    expect(timeSaid(timedAt(PLAY + 45_000))).toEqual(["1 minute left."]);
    expect(timeSaid(timedAt(PLAY + 60_000))).toEqual(["30 seconds left."]);
    expect(timeSaid(timedAt(PLAY + 80_000))).toEqual(["10 seconds left."]);
    // A one-minute clock does not start by saying a minute is left.
    expect(timeSaid(timedAt(PLAY), 60)).toEqual([]);
  });

  it("says the answer's word before the next question, and the end with the score", () => {
    const s = timedAt(PLAY);
    const answer = s.current?.answer;
    if (typeof answer !== "number") throw new Error("no question");
    const next = timedReducer(s, act.answer(answer, PLAY + 1_000));
    expect(gameAnnouncements(next, 90).map((a) => a.text)).toEqual([
      "Right.",
      questionInWords(next.current?.text ?? ""),
    ]);
    const ended = timedReducer(next, act.tick(PLAY + 90_000));
    expect(gameAnnouncements(ended, 90).at(-1)).toEqual({
      key: "end",
      text: "Time's Up! You scored 1 point.",
      politeness: "assertive",
    });
  });
});
