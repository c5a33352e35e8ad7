import { virtual } from "@guidepup/virtual-screen-reader";
import { act, fireEvent, screen } from "@testing-library/react";
import type { ComponentProps, ReactElement } from "react";
import { vi } from "vitest";
import { NO_ACCESS_SETTINGS } from "../../src/shared/access-settings";
import type { GameState } from "../../src/shared/game/game-state";
import { LiveRegions } from "../../src/client/components/announcer";
import { GameScreen, type Player } from "../../src/client/games/game-screen";
import { renderUnderAuth } from "./render-route";

type ScreenProps<S extends GameState> = Omit<ComponentProps<typeof GameScreen<S>>, "player">;

/** The game page a screen opens on unless told: Ava's (child c1). */
const GAME_PAGE = "/play/game/c1";

/**
 * Ava's game, `show` drawn for her as the player, in the app's page at `at`
 * with the announcer's regions, on a clock the test moves; `as` changes who
 * she plays as (more time, her level). For a screen of its own (the Times
 * Tables Check's, the bonus memory game); `openGame` opens the shared one.
 */
export function openScreen(show: (player: Player) => ReactElement, as: Partial<Player> = {}, at = GAME_PAGE) {
  const player: Player = {
    childId: "c1",
    difficulty: "beginner",
    access: NO_ACCESS_SETTINGS,
    questionSeed: 7,
    timeAllowance: "standard",
    ...as,
  };
  return renderUnderAuth(
    [
      {
        path: at,
        element: (
          <>
            <LiveRegions />
            {show(player)}
          </>
        ),
      },
      { path: "/child/dashboard", element: <p>Dashboard</p> },
    ],
    at,
  );
}

/**
 * Ava's game on the shared game screen, in the app's page with the announcer's
 * regions, on a clock the test moves; `as` changes who she plays as (more time).
 */
export function openGame<S extends GameState>(props: ScreenProps<S>, as: Partial<Player> = {}) {
  return openScreen((player) => <GameScreen {...props} player={player} />, as);
}

/** The game's tick: the screen shows (and says) what changed at each. */
const TICK_MS = 100;

/** Lets `ms` of the child's time pass a tick at a time, each shown on screen and heard before the next. */
export async function wait(ms: number) {
  for (let passed = 0; passed < ms; passed += TICK_MS) {
    await act(() => vi.advanceTimersByTimeAsync(TICK_MS));
  }
}

export const questionOnScreen = () => screen.getByTestId("question").textContent ?? "";

/** The right answer to a question on screen, such as "7 + 2 = ?". */
export function answerTo(text: string): number {
  const [, a = "0", sign, b = "0"] = /(\d+) ([+−×÷]) (\d+)/.exec(text) ?? [];
  const x = Number(a);
  const y = Number(b);
  return sign === "+" ? x + y : sign === "−" ? x - y : sign === "×" ? x * y : x / y;
}

/** Presses keys on the keyboard, one after another, as a child with a screen reader would. */
export async function press(...keys: string[]) {
  for (const key of keys) await act(() => Promise.resolve(void fireEvent.keyDown(window, { key })));
}

/** Types an answer and Enter. */
export const typeAnswer = (answer: number) => press(...String(answer).split(""), "Enter");

/** What the screen reader said of its own accord: the announcements, without the page it started on. */
export async function heard(): Promise<string[]> {
  return (await virtual.spokenPhraseLog()).filter((phrase) => /^(polite|assertive): /.test(phrase));
}

/** A virtual screen reader over the page and a clock the test moves, for each test; call in the file's top level. */
export function listening(beforeEach: (fn: () => Promise<void>) => void, afterEach: (fn: () => Promise<void>) => void) {
  beforeEach(async () => {
    vi.useFakeTimers();
    sessionStorage.clear();
    localStorage.clear();
    await virtual.start({ container: document.body });
  });
  afterEach(async () => {
    await virtual.stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
