import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { NO_ACCESS_SETTINGS } from "../../shared/access-settings";
import type { GameConfig, GameState } from "../../shared/game/game-state";
import { createGetTo100Game, getTo100Reducer } from "../../shared/game/modes/get-to-100/game";
import { createTimedGame, timedReducer } from "../../shared/game/modes/timed/game";
import { renderUnderAuth } from "../../../tests/support/render-route";
import { GameScreen } from "./game-screen";
import type { Engine } from "./use-game-engine";

const timed = { create: (c: GameConfig) => createTimedGame({ ...c, mode: "timed" }), reduce: timedReducer };
const getTo100 = { create: createGetTo100Game, reduce: getTo100Reducer };

/** Ava's game (a 90 Second Challenge unless said), on a clock the test moves (`Date.now` and the engine's tick are fake timers). */
function openGame(engine: Engine<GameState> = timed) {
  const player = {
    childId: "c1",
    difficulty: "beginner" as const,
    access: NO_ACCESS_SETTINGS,
    questionSeed: 7,
    timeAllowance: "standard" as const,
  };
  return renderUnderAuth(
    [
      { path: "/play/game/:childId", element: <GameScreen engine={engine} player={player} /> },
      { path: "/child/dashboard", element: <p>Dashboard</p> },
    ],
    "/play/game/c1",
  );
}

const questionOnScreen = () => screen.getByTestId("question").textContent ?? "";
const answerLine = () => screen.getByTestId("answer").textContent ?? "";

/** The right answer to a question on screen, such as "7 + 2 = ?". */
function answerTo(text: string): number {
  const [, a = "0", sign, b = "0"] = /(\d+) ([+−×÷]) (\d+)/.exec(text) ?? [];
  const x = Number(a);
  const y = Number(b);
  return sign === "+" ? x + y : sign === "−" ? x - y : sign === "×" ? x * y : x / y;
}

/** Types on the keyboard, as a child with one would. */
function typeKeys(keys: string) {
  for (const key of keys) act(() => void fireEvent.keyDown(window, { key }));
}

/** Lets `ms` of the child's time pass. */
function wait(ms: number) {
  act(() => void vi.advanceTimersByTime(ms));
}

const secondsLeft = () => screen.getByRole("progressbar", { name: "Time left" }).getAttribute("aria-valuenow");

// jsdom has no modal dialogs: opening one here only sets it open, as the browser's does.
function showModal(this: HTMLDialogElement) {
  this.setAttribute("open", "");
}
function close(this: HTMLDialogElement) {
  this.removeAttribute("open");
}

const dialogs = HTMLDialogElement.prototype;
const jsdomDialogs = Object.getOwnPropertyDescriptors(dialogs);
let isOpen: MockInstance<() => boolean>;

beforeEach(() => {
  isOpen = vi.spyOn(dialogs, "open", "get").mockImplementation(function (this: HTMLDialogElement) {
    return this.hasAttribute("open");
  });
  Object.assign(dialogs, { showModal, close });
  vi.useFakeTimers();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  isOpen.mockRestore();
  for (const name of ["showModal", "close"] as const) {
    const own = jsdomDialogs[name];
    if (own) Object.defineProperty(dialogs, name, own);
    else Reflect.deleteProperty(dialogs, name);
  }
});

describe("leaving a game", () => {
  it("stops the clock while Leave this game? asks, and Keep playing goes on from where it stopped", () => {
    openGame();
    wait(3_000 + 3_000);
    expect(secondsLeft()).toBe("87");

    act(() => void fireEvent.click(screen.getByRole("button", { name: "Leave game" })));
    expect(screen.getByRole("heading", { name: "Leave this game?" })).toBeVisible();
    wait(3_000);
    expect(secondsLeft()).toBe("87");

    act(() => void fireEvent.click(screen.getByRole("button", { name: "Keep playing" })));
    wait(100);
    expect(secondsLeft()).toBe("87");
    expect(screen.getByRole("button", { name: "Skip" })).toBeEnabled();
    wait(1_000);
    expect(secondsLeft()).toBe("86");
  });
});

describe("the pause after an answer", () => {
  it("gives way to the next question at a key after a right answer, and that key types nothing", () => {
    openGame(getTo100);
    wait(3_000);
    const first = questionOnScreen();
    typeKeys(String(answerTo(first)));
    act(() => void fireEvent.keyDown(window, { key: "Enter" }));
    expect(answerLine()).toBe("✓ Correct!");
    // Enter held down since the answer repeats: that is no new press.
    act(() => void fireEvent.keyDown(window, { key: "Enter", repeat: true }));
    expect(answerLine()).toBe("✓ Correct!");

    typeKeys("4");
    expect(questionOnScreen()).not.toBe(first);
    expect(questionOnScreen()).toMatch(/= \?$/);
    expect(answerLine().trim()).toBe("");

    // The on-screen keys move on as well: Go, pressed after the next right answer.
    typeKeys(String(answerTo(questionOnScreen())));
    act(() => void fireEvent.click(screen.getByRole("button", { name: "Submit answer" })));
    expect(answerLine()).toBe("✓ Correct!");
    const third = questionOnScreen();
    act(() => void fireEvent.click(screen.getByRole("button", { name: "Submit answer" })));
    expect(questionOnScreen()).not.toBe(third);
    expect(screen.getByTestId("score")).toHaveTextContent("2");
  });

  it("keeps a wrong answer's right answer on screen through its whole pause, whatever is pressed", () => {
    openGame();
    wait(3_000);
    const asked = questionOnScreen();
    typeKeys(String(answerTo(asked) + 1));
    act(() => void fireEvent.keyDown(window, { key: "Enter" }));
    expect(answerLine()).toMatch(/^Not quite!/);
    typeKeys("5");
    act(() => void fireEvent.click(screen.getByRole("button", { name: "5" })));
    expect(answerLine()).toMatch(/^Not quite!/);
    wait(1_500);
    expect(questionOnScreen()).not.toBe(asked);
    expect(answerLine().trim()).toBe("");
  });
});
