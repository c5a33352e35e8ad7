import type { Locator, Page } from "@playwright/test";
import { HUMAN_FLOOR_MS } from "../../src/shared/game/plausible-game";
import { hasFakeClock } from "./fake-clock";
import { expect } from "./fixtures";
import { expectApart } from "./layout-support";

/** Works out the answer of the question on screen, e.g. `7 × 8 = ?` → "56", `? × 4 = 28` → "7", `6 ? 3 = 18` → "×". */
export function solve(text: string): string {
  const [left = "", right = ""] = text.split("=").map((s) => s.trim());
  const [a = "", op = "", b = ""] = left.split(/\s+/);
  const apply = (x: number, o: string, y: number) =>
    o === "+" ? x + y : o === "−" ? x - y : o === "×" ? x * y : x / y;
  if (right === "?") return String(apply(Number(a), op, Number(b)));
  const result = Number(right);
  if (op === "?") {
    return ["+", "−", "×", "÷"].find((o) => apply(Number(a), o, Number(b)) === result) ?? "+";
  }
  if (a === "?") {
    if (op === "+") return String(result - Number(b));
    if (op === "−") return String(result + Number(b));
    if (op === "×") return String(result / Number(b));
    return String(result * Number(b));
  }
  if (op === "+") return String(result - Number(a));
  if (op === "−") return String(Number(a) - result);
  if (op === "×") return String(result / Number(a));
  return String(Number(a) / result);
}

const KEY_OF: Record<string, string> = { "+": "+", "−": "-", "×": "*", "÷": "/" };

/** A child's time to read a question and answer it: the server refuses right answers faster than its floor. */
const THINK_MS = HUMAN_FLOOR_MS + 50;

/**
 * Lets a child's thinking time pass: on the page's fake clock when the journey installed one
 * (installFakeClock), at once; otherwise in real time. Either way the game's own timers
 * run through it and the answer's time is what the page measures.
 */
async function think(page: Page) {
  if (hasFakeClock(page)) await page.clock.fastForward(THINK_MS);
  else await page.waitForTimeout(THINK_MS);
}

/**
 * Answers the question on screen by keyboard, after a child's thinking time
 * (think); `right: false` answers wrongly on purpose.
 */
export async function answer(page: Page, right = true) {
  const question = page.getByTestId("question");
  // A question has its "?"; the equation a wrong answer's feedback shows (7 × 8 = 56) has none.
  await expect(question).toHaveText(/\?/);
  const text = (await question.textContent()) ?? "";
  await think(page);
  const solution = solve(text);
  if (KEY_OF[solution]) {
    await page.keyboard.press(right ? (KEY_OF[solution] ?? "+") : solution === "+" ? "-" : "+");
    return text;
  }
  const typed = right ? solution : String(Number(solution) + 1);
  await page.keyboard.type(typed);
  await page.keyboard.press("Enter");
  return text;
}

/** Plays a 60-second game from its countdown: `right` right answers, then the clock runs out, to the results page. */
export async function playSixtySeconds(page: Page, right: number) {
  await expect(page.getByTestId("countdown")).toHaveText("3");
  await page.clock.fastForward(3_000);
  await expect(page.getByTestId("question")).toHaveText(/=/);
  for (let i = 0; i < right; i++) {
    const before = await answer(page, true);
    await expect(page.getByTestId("question")).not.toHaveText(before);
  }
  await page.clock.fastForward(60_000);
  await expect(page.getByText("Time's Up!", { exact: true })).toBeVisible();
  await page.clock.fastForward(2_000);
  await expect(page).toHaveURL(/\/play\/results$/);
}

/** The badge toast, when it shows, covers none of `kept` (the results' headline, a dialog's title), where they are drawn. */
export async function expectBadgeToastClearOf(page: Page, ...kept: Locator[]) {
  const toast = page.getByTestId("badge-toast").locator(".badge-toast");
  // None on screen (no badge, or one waiting for the dialog to close) covers nothing.
  for (const target of kept) {
    await expectApart({ "the badge toast": toast, [target.toString()]: target }, { mayBeUndrawn: true });
  }
}
