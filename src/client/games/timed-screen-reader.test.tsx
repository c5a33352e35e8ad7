import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GameConfig } from "../../shared/game/game-state";
import { createTimedGame, timedReducer } from "../../shared/game/modes/timed/game";
import { fakeFetch } from "../../../tests/support/fake-fetch";
import {
  answerTo,
  heard,
  listening,
  openGame,
  press,
  questionOnScreen,
  typeAnswer,
  wait,
} from "../../../tests/support/listen-to-game";
import { questionInWords } from "./game-announcements";

const timed = { create: (c: GameConfig) => createTimedGame({ ...c, mode: "timed" }), reduce: timedReducer };

listening(beforeEach, afterEach);
// The finished game's save is not what is listened to here: it is left unanswered.
beforeEach(() => void fakeFetch());

describe("a 90 Second Challenge, heard through a screen reader", () => {
  it("says the countdown, each question once in words, a short word after each answer before the next question, the time at a minute, 30 and 10 seconds only, and the end", async () => {
    openGame({ engine: timed });
    await wait(3_000);
    const first = questionOnScreen();
    await typeAnswer(answerTo(first));
    const second = questionOnScreen();
    const secondAnswer = answerTo(second);
    await typeAnswer(secondAnswer + 1);
    await wait(1_500);
    const third = questionOnScreen();
    const thirdAnswer = answerTo(third);
    await act(() => Promise.resolve(void fireEvent.click(screen.getByRole("button", { name: "Skip" }))));
    const fourth = questionOnScreen();
    // The rest of the 90 seconds, unanswered.
    await wait(90_000);

    expect(new Set([first, second, third, fourth]).size).toBe(4);
    expect(await heard()).toEqual([
      "assertive: Get ready! 3.",
      "assertive: 2.",
      "assertive: 1.",
      `assertive: ${questionInWords(first)}`,
      `assertive: Right. ${questionInWords(second)}`,
      `assertive: Not quite, it's ${secondAnswer}.`,
      `assertive: ${questionInWords(third)}`,
      `assertive: It's ${thirdAnswer}. ${questionInWords(fourth)}`,
      "polite: 1 minute left.",
      "polite: 30 seconds left.",
      "polite: 10 seconds left.",
      "assertive: Time's Up! You scored 1 point.",
    ]);
    // In words, as a child says them.
    expect(questionInWords(first)).toMatch(/^\d+ (plus|minus|times|divided by) \d+$/);
  });

  it("with 2 × the time, runs a clock of 3 minutes, says the time near its end as ever, and tells the time asked for from 3 minutes", async () => {
    const { calls } = fakeFetch();
    openGame({ engine: timed }, { timeAllowance: "double" });
    await wait(3_000);
    expect(screen.getByRole("progressbar", { name: "Time left" })).toHaveAttribute("aria-valuemax", "180");
    expect(screen.getByTestId("seconds-left")).toHaveTextContent("180s");
    // A minute and a half in, the usual clock would be over.
    await wait(90_000);
    await press("s");
    await wait(90_000);
    expect((await heard()).slice(4)).toEqual([
      "assertive: Score: 0 points. 1 minute 30 seconds left.",
      "polite: 1 minute left.",
      "polite: 30 seconds left.",
      "polite: 10 seconds left.",
      "assertive: Time's Up! You scored 0 points.",
    ]);
    // The game goes to the server with its clock, so that it is kept apart from the usual clock's.
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith("/api/games"))).toBe(true));
    const save = calls.find((c) => c.url.endsWith("/api/games"));
    expect(JSON.parse(save?.init.body as string)).toMatchObject({ time_allowance: "double", duration_seconds: 180 });
  });
});
