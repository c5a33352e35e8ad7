import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { NO_ACCESS_SETTINGS } from "../../shared/access-settings";
import type { GameConfig } from "../../shared/game/game-state";
import { createTimedGame, timedReducer } from "../../shared/game/modes/timed/game";
import { renderUnderAuth } from "../../../tests/support/render-route";
import { GameScreen } from "./game-screen";

const engine = { create: (c: GameConfig) => createTimedGame({ ...c, mode: "timed" }), reduce: timedReducer };

/** Ava's 90 Second Challenge, on a clock the test moves (`Date.now` and the engine's tick are fake timers). */
function openGame() {
  const player = { childId: "c1", difficulty: "beginner" as const, access: NO_ACCESS_SETTINGS };
  return renderUnderAuth(
    [
      { path: "/play/game/:childId", element: <GameScreen engine={engine} player={player} /> },
      { path: "/child/dashboard", element: <p>Dashboard</p> },
    ],
    "/play/game/c1?mode=timed",
  );
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
