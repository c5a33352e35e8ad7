import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeProblems } from "./axe";
import { installFakeClock } from "./fake-clock";
import { answer } from "./play-support";
import {
  childLogInAs,
  childReadyToPlay,
  familyOnDashboard,
  logIn,
  premiumFamilyOfTwo,
  type ChildSettings,
} from "./support";

/**
 * Every game played with the keyboard alone, on a phone's screen (390 × 664):
 * the game reached from the dashboard with Tab and Enter, answered with digits
 * and Enter, the results read from their headline, and the way back to the
 * dashboard found with Tab. axe looks at the game mid-game and at its results,
 * in the usual colours, in the child's high-contrast scheme, and in Windows'
 * forced colours with reduced motion.
 */

test.beforeEach(async ({ page }) => {
  await installFakeClock(page);
  await page.setViewportSize({ width: 390, height: 664 });
});

/**
 * Presses Tab until `target` has the focus (Shift+Tab when it comes before
 * the focused control on the page), and sees the focus ring on it.
 */
async function tabTo(page: Page, target: Locator, most = 80) {
  const back = await target.evaluate((element) => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return false;
    return (focused.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
  });
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectFocusRing(target);
      return;
    }
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused control is drawn with a ring (an outline or a ring's shadow), not left to colour alone. */
async function expectFocusRing(target: Locator) {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== "none";
  });
  expect(ring, `a focus ring on ${target.toString()}`).toBe(true);
}

async function expectNoAxeProblems(page: Page, where: string) {
  expect(await axeProblems(page), where).toEqual([]);
}

/** axe content in the usual colours, then in forced colours, and back. */
async function expectNoAxeProblemsEitherWay(page: Page, where: string) {
  await expectNoAxeProblems(page, where);
  await page.emulateMedia({ forcedColors: "active" });
  await expectNoAxeProblems(page, `${where}, forced colours`);
  await page.emulateMedia({ forcedColors: "none" });
}

/** The games on a child's dashboard, each played a little, checked mid-game, then brought to its end. */
interface KeyboardGame {
  mode: string;
  /** After the first answers and the check mid-game: plays on to the end overlay. */
  finish: (page: Page) => Promise<void>;
}

const clockRunsOut = (seconds: number) => async (page: Page) => {
  await page.clock.fastForward(seconds * 1_000);
};

const GAMES: readonly KeyboardGame[] = [
  { mode: "timed", finish: clockRunsOut(90) },
  {
    mode: "get_to_100",
    finish: async (page) => {
      await answer(page, false);
    },
  },
  { mode: "missing_piece", finish: clockRunsOut(60) },
  { mode: "smart_practice", finish: clockRunsOut(180) },
  {
    mode: "traffic_light",
    // All 20 right: a perfect game, whose results open the memory game.
    finish: async (page) => {
      for (let asked = 3; asked <= 20; asked++) {
        await expect(page.getByText(`Question ${asked} of 20`)).toBeVisible();
        await answer(page, true);
        await page.clock.fastForward(2_000);
      }
    },
  },
];

/** One game from the dashboard to its results and back, by keyboard. */
async function playByKeyboard(page: Page, game: KeyboardGame, scheme: string) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await tabTo(page, page.getByTestId(`game-${game.mode}`));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("countdown")).toHaveText("3", { timeout: 15_000 });
  await page.clock.fastForward(3_000);
  for (let i = 0; i < 2; i++) {
    const asked = await answer(page, true);
    await expect(page.getByTestId("question")).not.toHaveText(asked);
    if (game.mode === "traffic_light") await page.clock.fastForward(2_000);
  }
  await expectNoAxeProblems(page, `${game.mode} mid-game, ${scheme}`);
  await game.finish(page);
  await page.clock.fastForward(2_000);
  await expect(page).toHaveURL(/\/play\/results$/);
  // The results are read from their headline, which has the focus.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expectNoAxeProblems(page, `${game.mode} results, ${scheme}`);
  if (game.mode === "traffic_light") await playMemoryGame(page);
  await tabTo(page, page.getByRole("link", { name: "Back to Dashboard" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/child\/dashboard$/);
}

/** What a memory card's face says: a question ("7 × 8") or an answer ("56"). */
const valueOf = (face: string) => {
  const [a, b] = face.split("×").map((part) => Number(part.trim()));
  return b === undefined ? Number(face) : (a ?? 0) * b;
};

/**
 * The whole memory game with the keyboard: each card reached with Tab (or
 * Shift+Tab) and turned with Enter, remembering each face seen, until every
 * pair is matched. The focus stays on a card as it turns.
 */
async function playMemoryGame(page: Page) {
  const cards = page.getByTestId("memory-game").getByRole("button");
  await expect(cards).toHaveCount(12);
  const seen = new Map<number, string>();
  const matched = new Set<number>();
  const turn = async (index: number) => {
    await tabTo(page, cards.nth(index));
    await page.keyboard.press("Enter");
    await expect(cards.nth(index)).not.toHaveAccessibleName(/face down/);
    await expect(cards.nth(index)).toBeFocused();
    const face = (await cards.nth(index).getAttribute("aria-label")) ?? "";
    seen.set(index, face);
    return face;
  };
  const partnerOf = (index: number) =>
    [...seen.entries()].find(
      ([other, face]) =>
        other !== index &&
        !matched.has(other) &&
        valueOf(face) === valueOf(seen.get(index) ?? "") &&
        face.includes("×") !== (seen.get(index) ?? "").includes("×"),
    )?.[0];
  for (let turns = 0; matched.size < 12 && turns < 24; turns++) {
    const known = [...seen.keys()].find((index) => !matched.has(index) && partnerOf(index) !== undefined);
    const first = known ?? [...Array(12).keys()].find((index) => !seen.has(index) && !matched.has(index));
    if (first === undefined) throw new Error("no card left to turn");
    await turn(first);
    const second =
      partnerOf(first) ??
      [...Array(12).keys()].find((index) => index !== first && !seen.has(index) && !matched.has(index));
    if (second === undefined) throw new Error("no second card to turn");
    await turn(second);
    if (partnerOf(first) === second) {
      matched.add(first);
      matched.add(second);
    }
    // A pair settles, two others turn back.
    await page.clock.fastForward(1_600);
  }
  await expect(page.getByTestId("memory-status")).toContainText("You matched all the pairs");
}

const SCHEMES: ReadonlyArray<{ name: string; settings: ChildSettings; emulate?: Parameters<Page["emulateMedia"]>[0] }> =
  [
    { name: "the usual colours", settings: {} },
    { name: "the high-contrast scheme", settings: { access_settings: { high_contrast: true } } },
    {
      name: "forced colours and reduced motion",
      settings: {},
      emulate: { forcedColors: "active", reducedMotion: "reduce" },
    },
  ];

for (const scheme of SCHEMES) {
  test(`every game on a child's dashboard, played with the keyboard alone, in ${scheme.name}`, async ({ page }) => {
    test.slow();
    if (scheme.emulate) await page.emulateMedia(scheme.emulate);
    await childReadyToPlay(page, scheme.settings);
    for (const game of GAMES) await playByKeyboard(page, game, scheme.name);
  });
}

test("the keypad with a single switch: Tab moves through the keys in the keypad's order, Enter or Space presses the one with the focus", async ({
  page,
}) => {
  await childReadyToPlay(page);
  await tabTo(page, page.getByTestId("game-timed"));
  await page.keyboard.press("Enter");
  await page.clock.fastForward(3_000);
  const question = page.getByTestId("question");
  await expect(question).toHaveText(/\?/);
  const keypad = page.getByRole("group", { name: /keypad/i });
  const keys = keypad.getByRole("button");
  // Each key has a name, in the order the keypad is drawn: row by row, then Delete, 0 and Go.
  await expect(keys).toHaveText(["7", "8", "9", "4", "5", "6", "1", "2", "3", "", "0", /Go/]);
  const names = await keys.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? b.textContent));
  expect(names).toEqual(["7", "8", "9", "4", "5", "6", "1", "2", "3", "Delete", "0", "Submit answer"]);
  await tabTo(page, keys.first());
  const order: string[] = [];
  for (let i = 0; i < 12; i++) {
    order.push(
      (await page.evaluate(
        () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent,
      )) ?? "",
    );
    await page.keyboard.press("Tab");
  }
  expect(order).toEqual(names);

  // The answer pressed key by key: Tab to each digit, Enter (or Space) on it, then Enter on Go.
  const text = (await question.textContent()) ?? "";
  const [a = 0, b = 0] = (text.match(/\d+/g) ?? []).map(Number);
  const right = String(text.includes("×") ? a * b : a + b);
  for (const [i, digit] of (right.match(/\d/g) ?? []).entries()) {
    await tabTo(page, keypad.getByRole("button", { name: digit, exact: true }));
    await page.keyboard.press(i % 2 === 0 ? "Enter" : "Space");
  }
  await expect(page.getByTestId("answer")).toHaveText(right);
  await tabTo(page, keypad.getByRole("button", { name: "Submit answer" }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("score")).toHaveText("1");
});

test("a parent gives a child 2 × the time with the keyboard alone: her 90 Second Challenge lasts 3 minutes, and its results say so", async ({
  page,
}) => {
  const { email } = await familyOnDashboard(page, [["Ava", "4821"]]);
  await page.keyboard.press("Escape");
  await tabTo(page, page.getByRole("button", { name: "More for Ava" }));
  await page.keyboard.press("Enter");
  const settings = page.getByRole("menuitem", { name: "Access settings for Ava" });
  for (
    let presses = 0;
    presses < 10 && !(await settings.evaluate((item) => item === document.activeElement));
    presses++
  ) {
    await page.keyboard.press("ArrowDown");
  }
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Access settings for Ava" });
  // The usual time is chosen; the arrows move the choice along the group, as radio buttons do.
  await tabTo(page, dialog.getByRole("radio", { name: "The usual time" }));
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("radio", { name: "2 × the time", exact: true })).toBeChecked();
  expect(await axeProblems(page, { include: '[role="dialog"]' })).toEqual([]);
  await tabTo(page, dialog.getByRole("button", { name: "Save" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await tabTo(page, page.getByRole("button", { name: "Log out" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/parent\/login$|\/$/);

  await childLogInAs(page, email, "4821", "Ava");
  // Her dashboard says her time.
  await expect(page.getByTestId("game-timed")).toContainText("Answer as many as you can in 3 minutes.");
  await tabTo(page, page.getByTestId("game-timed"));
  await page.keyboard.press("Enter");
  await page.clock.fastForward(3_000);
  await expect(page.getByTestId("seconds-left")).toHaveText("180s");
  await answer(page, true);
  // Past the usual 90 seconds, still playing.
  await page.clock.fastForward(95_000);
  await expect(page.getByTestId("question")).toHaveText(/\?/);
  await page.clock.fastForward(90_000);
  await expect(page.getByText("Time's Up!", { exact: true })).toBeVisible();
  await page.clock.fastForward(2_000);
  await expect(page).toHaveURL(/\/play\/results$/);
  await expect(page.getByText("90 Second Challenge · Beginner · 2 × the time")).toBeVisible();
});

test("a head-to-head challenge and the Times Table Tower, played with the keyboard alone, axe content mid-game and on the results in the usual and forced colours", async ({
  page,
}) => {
  test.slow();
  const email = await premiumFamilyOfTwo(page);
  await childLogInAs(page, email, "4821", "Ava");
  await tabTo(page, page.getByRole("button", { name: "Set Challenge" }));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("dialog").getByRole("button", { name: "Leo" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/play\/game\/.+mode=challenge/);
  await page.clock.fastForward(3_000);
  for (let i = 0; i < 2; i++) {
    const asked = await answer(page, true);
    await expect(page.getByTestId("question")).not.toHaveText(asked);
  }
  await expectNoAxeProblemsEitherWay(page, "a challenge mid-game");
  await page.clock.fastForward(62_000);
  const dialog = page.getByRole("dialog", { name: "Challenge result" });
  await expect(dialog).toBeVisible();
  await expectNoAxeProblemsEitherWay(page, "a challenge's result");
  await tabTo(page, dialog.getByRole("button", { name: "See my results" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expectNoAxeProblemsEitherWay(page, "a challenge's results");

  // The tower, which a child unlocks with a streak, played by the parent as themself.
  await logIn(page, email);
  await page.goto("/play/times-table-tower/me?playerType=user");
  await page.clock.fastForward(3_000);
  for (let i = 0; i < 3; i++) {
    await answer(page, true);
    await page.clock.fastForward(1_500);
  }
  await expect(page.getByTestId("tower-height")).toContainText("3");
  await expectNoAxeProblemsEitherWay(page, "the tower mid-game");
  await page.clock.fastForward(90_000);
  await page.clock.fastForward(2_000);
  await expect(page).toHaveURL(/\/play\/results$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expectNoAxeProblemsEitherWay(page, "the tower's results");
});
