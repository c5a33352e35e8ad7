import { virtual } from "@guidepup/virtual-screen-reader";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NO_ACCESS_SETTINGS } from "../../shared/access-settings";
import type { GameConfig } from "../../shared/game/game-state";
import { createTimedGame, timedReducer } from "../../shared/game/modes/timed/game";
import { fakeFetch } from "../../../tests/support/fake-fetch";
import { renderUnderAuth } from "../../../tests/support/render-route";
import { LiveRegions } from "../components/announcer";
import { GameScreen } from "./game-screen";
import { questionInWords } from "./game-announcements";

const timed = { create: (c: GameConfig) => createTimedGame({ ...c, mode: "timed" }), reduce: timedReducer };

/** Ava's 90 Second Challenge in the app's page, with the announcer's regions, on a clock the test moves. */
function openGame() {
  const player = { childId: "c1", difficulty: "beginner" as const, access: NO_ACCESS_SETTINGS, questionSeed: 7 };
  return renderUnderAuth(
    [
      {
        path: "/play/game/:childId",
        element: (
          <>
            <LiveRegions />
            <GameScreen engine={timed} player={player} />
          </>
        ),
      },
      { path: "/child/dashboard", element: <p>Dashboard</p> },
    ],
    "/play/game/c1",
  );
}

/** The game's tick: the screen shows (and says) what changed at each. */
const TICK_MS = 100;

/** Lets `ms` of the child's time pass a tick at a time, each shown on screen and heard before the next. */
async function wait(ms: number) {
  for (let passed = 0; passed < ms; passed += TICK_MS) {
    await act(() => vi.advanceTimersByTimeAsync(TICK_MS));
  }
}

const questionOnScreen = () => screen.getByTestId("question").textContent ?? "";

/** The right answer to a question on screen, such as "7 + 2 = ?". */
function answerTo(text: string): number {
  const [, a = "0", sign, b = "0"] = /(\d+) ([+−×÷]) (\d+)/.exec(text) ?? [];
  const x = Number(a);
  const y = Number(b);
  return sign === "+" ? x + y : sign === "−" ? x - y : sign === "×" ? x * y : x / y;
}

/** Types an answer and Enter on the keyboard, as a child with a screen reader would. */
async function typeAnswer(answer: number) {
  for (const key of [...String(answer).split(""), "Enter"]) {
    await act(() => Promise.resolve(void fireEvent.keyDown(window, { key })));
  }
}

/** What the screen reader said of its own accord: the announcements, without the page it started on. */
async function heard(): Promise<string[]> {
  return (await virtual.spokenPhraseLog()).filter((phrase) => /^(polite|assertive): /.test(phrase));
}

beforeEach(async () => {
  vi.useFakeTimers();
  sessionStorage.clear();
  localStorage.clear();
  // The finished game's save is not what is listened to here: it is left unanswered.
  fakeFetch();
  await virtual.start({ container: document.body });
});
afterEach(async () => {
  await virtual.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a 90 Second Challenge, heard through a screen reader", () => {
  it("says the countdown, each question once in words, a short word after each answer before the next question, the time at a minute, 30 and 10 seconds only, and the end", async () => {
    openGame();
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
});
