import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeProblems } from "./axe";
import { answer } from "./play-support";
import { childAction, childLogIn, childReadyToPlay, logIn, logOut, newFamily } from "./support";
import { picture } from "./layout-support";
import { installFakeClock } from "./fake-clock";

/** The element lies wholly inside the viewport. */
async function expectInView(page: Page, testId: string | { role: "button"; name: string }) {
  const locator =
    typeof testId === "string" ? page.getByTestId(testId) : page.getByRole(testId.role, { name: testId.name });
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

/** No axe violations (the results page's confetti is hidden from screen readers, so axe passes it by). */
async function expectAxeClean(page: Page) {
  expect(await axeProblems(page)).toEqual([]);
}

/**
 * The pause between questions: the card is empty, nothing can be typed, for 3 seconds; then the next question.
 * The page's clock also runs in real time, so the check inside the pause keeps a second of margin for a busy machine.
 */
async function waitOutThePause(page: Page) {
  await expect(page.getByTestId("question")).toHaveText(/^\s*$/);
  await expect(page.getByRole("button", { name: "7" })).toBeDisabled();
  await page.clock.fastForward(2_000);
  await expect(page.getByTestId("question")).toHaveText(/^\s*$/);
  await page.clock.fastForward(1_000);
  await expect(page.getByTestId("question")).toHaveText(/\?/);
  await expect(page.getByTestId("seconds-left")).toHaveText("6s");
}

/** A question left alone: its clock counts down from 6 and it goes at 6 seconds, unanswered. */
async function letTimeRunOut(page: Page) {
  await expect(page.getByTestId("seconds-left")).toHaveText("6s");
  await page.clock.fastForward(2_000);
  await expect(page.getByTestId("seconds-left")).toHaveText("4s");
  await page.clock.fastForward(3_000);
  await expect(page.getByTestId("seconds-left")).toHaveText("1s");
  await expect(page.getByTestId("question")).toHaveText(/\?/);
  await page.clock.fastForward(1_000);
  await expect(page.getByTestId("question")).toHaveText(/^\s*$/);
}

test.beforeEach(async ({ page }) => {
  await installFakeClock(page);
});

/** The two screens the check is looked at on: a phone and a laptop. */
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/**
 * Runs `check` at a screen's size, then goes on at the phone's. A question's 6
 * seconds run meanwhile (axe waits on the page's timers, which a paused clock
 * would hold back), so each question is looked at on one screen only.
 */
async function atScreen(page: Page, screen: (typeof SCREENS)[number], check: (width: number) => Promise<void>) {
  await page.setViewportSize(screen);
  await check(screen.width);
  await page.setViewportSize(SCREENS[0]);
}

/** Runs `check` at each screen's size in turn, on a page no clock hurries (the results, the parent's). */
async function atEachScreen(page: Page, check: (width: number) => Promise<void>) {
  for (const screen of SCREENS) await atScreen(page, screen, check);
}

test("a child rehearses the Times Tables Check on a phone and a laptop: 3 practice and 25 questions, 6 s each and 3 s between, then the result beside the national average, which the parent sees in the history", async ({
  page,
}) => {
  // 28 questions played at a child's pace, each with its pause, looked at on two screens.
  test.setTimeout(150_000);
  await page.setViewportSize(SCREENS[0]);
  const { email } = await childReadyToPlay(page);

  await page.getByTestId("game-mtc").click();
  await expect(page).toHaveURL(/\/play\/times-tables-check\//);
  await expect(page.getByTestId("countdown")).toHaveText("3");
  await page.clock.fastForward(3_000);

  // The practice: marked as practice, 6 s on the clock, no score anywhere.
  await expect(page.getByTestId("mtc-progress")).toHaveText("Practice 1 of 3: not scored");
  await expect(page.getByTestId("practice-badge")).toHaveText("Practice");
  await expect(page.getByTestId("seconds-left")).toHaveText("6s");
  await expect(page.getByTestId("score")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Skip" })).toHaveCount(0);
  /** A practice question whole on the screen, and axe content with it. */
  const checkPractice = async (width: number) => {
    for (const target of ["question", "answer", "seconds-left"]) await expectInView(page, target);
    for (const key of ["7", "0", "Delete", "Submit answer"]) await expectInView(page, { role: "button", name: key });
    await expectAxeClean(page);
    await picture(page, { path: `test-results/mtc-practice-${width}.png` });
  };
  await atScreen(page, SCREENS[0], checkPractice);
  await answer(page, true);
  await waitOutThePause(page);
  await expect(page.getByTestId("mtc-progress")).toHaveText("Practice 2 of 3: not scored");
  await letTimeRunOut(page);
  await page.clock.fastForward(3_000);
  await expect(page.getByTestId("mtc-progress")).toHaveText("Practice 3 of 3: not scored");
  await atScreen(page, SCREENS[1], checkPractice);
  await answer(page, false);

  // Between the practice and the check.
  await expect(page.getByTestId("mtc-interlude")).toContainText("Practice over!");
  await expect(page.getByTestId("mtc-interlude")).toContainText("25 questions");
  await page.clock.fastForward(5_000);

  // The check: 25 questions. Right but for two wrong ones and one left to run out of time.
  for (let i = 1; i <= 25; i++) {
    await expect(page.getByTestId("mtc-progress")).toHaveText(`Question ${i} of 25`);
    await expect(page.getByTestId("practice-badge")).toHaveCount(0);
    // A question of the check on the phone, the next on the laptop.
    if (i === 2 || i === 3) {
      await atScreen(page, i === 2 ? SCREENS[0] : SCREENS[1], async (width) => {
        await picture(page, { path: `test-results/mtc-question-${width}.png` });
        await expectAxeClean(page);
      });
    }
    if (i === 5) await letTimeRunOut(page);
    else await answer(page, i !== 9 && i !== 17);
    // No feedback: the card empties whether the answer was right or wrong.
    if (i < 25) await waitOutThePause(page);
  }
  await expect(page.getByText("Check complete!")).toBeVisible();
  await page.clock.fastForward(2_000);

  await expect(page).toHaveURL(/\/play\/results$/);
  await expect(page.getByTestId("mtc-score")).toHaveText("22 / 25");
  await expect(page.getByTestId("mtc-national-average")).toHaveText("21.0 / 25");
  await expect(page.getByTestId("tile-skipped")).toHaveText("1");
  const rows = page.getByTestId("mtc-answers").locator("tbody tr");
  await expect(rows).toHaveCount(25);
  await expect(rows.nth(4)).toContainText("no answer");
  await expect(rows.nth(4)).toContainText("6.0 s");
  await expect(rows.filter({ hasText: "✗" })).toHaveCount(3);
  await atEachScreen(page, async (width) => {
    await expectAxeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await picture(page, { path: `test-results/mtc-results-${width}.png`, fullPage: true });
  });

  // The parent sees the child's history of checks on her card.
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await logOut(page);
  await expect(page).toHaveURL(/\/child\/login$/);
  await logIn(page, email);
  await page.getByText("More about Ava").click();
  const history = page.getByTestId("mtc-history");
  await history.getByText("Times Tables Check scores").click();
  await expect(history).toContainText("National average (2025): 21.0 / 25");
  await expect(history.locator("tbody tr")).toHaveCount(1);
  // The day the server saved it (its clock may be moved by other journeys): e.g. "25 Nov 2026", then the score.
  await expect(history.locator("tbody tr")).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}22 \/ 25$/);
  await atEachScreen(page, async (width) => {
    await expectAxeClean(page);
    await history.scrollIntoViewIfNeeded();
    await picture(page, { path: `test-results/mtc-parent-history-${width}.png`, fullPage: true });
  });
});

test.describe("offline", () => {
  test.use({ expectedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

  test("a check finished offline is kept on the device, shown, and saved once the network is back", async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    await childReadyToPlay(page);
    await page.getByTestId("game-mtc").click();
    await page.clock.fastForward(3_000);
    for (let i = 0; i < 3; i++) {
      await answer(page, true);
      await page.clock.fastForward(i < 2 ? 3_000 : 5_000);
    }
    for (let i = 1; i <= 25; i++) {
      await expect(page.getByTestId("mtc-progress")).toHaveText(`Question ${i} of 25`);
      if (i === 25) await context.setOffline(true);
      await answer(page, i !== 3);
      if (i < 25) await page.clock.fastForward(3_000);
    }
    await page.clock.fastForward(2_000);
    await expect(page).toHaveURL(/\/play\/results$/);
    await expect(page.getByText("Saved on this device.")).toBeVisible();
    await expect(page.getByTestId("mtc-score")).toHaveText("24 / 25");
    await expect(page.getByTestId("mtc-answers").locator("tbody tr")).toHaveCount(25);

    await context.setOffline(false);
    const saved = () =>
      page.evaluate(async () => {
        const session = JSON.parse(sessionStorage.getItem("ms.childSession") ?? "{}") as {
          token: string;
          child_data: { id: string };
        };
        const res = await fetch(`/api/children/${session.child_data.id}/sessions?mode=mtc`, {
          headers: { authorization: `Bearer ${session.token}` },
        });
        return ((await res.json()) as { sessions: { score: number; max_score: number }[] }).sessions;
      });
    await expect.poll(async () => (await saved()).length, { timeout: 10_000 }).toBe(1);
    expect(await saved()).toMatchObject([{ score: 24, max_score: 25 }]);
  });
});

test("with the Next button access setting, each pause and the start of the check wait for Next; in forced colours with reduced motion, axe content mid-check and on the results", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ forcedColors: "active", reducedMotion: "reduce" });
  const { email } = await newFamily(page, [["Ava", "4821"]]);
  await page.goto("/parent/dashboard");
  await childAction(page, "Ava", "Access settings for Ava");
  const dialog = page.getByRole("dialog", { name: "Access settings for Ava" });
  await dialog.getByLabel(/Times Tables Check/).check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  await logOut(page);
  await childLogIn(page, email, "4821");

  await page.getByTestId("game-mtc").click();
  await page.clock.fastForward(3_000);
  const next = page.getByRole("button", { name: "Next" });
  for (let i = 1; i <= 3; i++) {
    await answer(page, true);
    if (i === 3) break;
    // No clock moves on: only Next, which shows once it works and takes the focus (Enter presses it).
    await page.clock.fastForward(10_000);
    await expect(page.getByTestId("question")).toHaveText(/^\s*$/);
    await expect(next).toBeFocused();
    await expectInView(page, { role: "button", name: "Next" });
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("mtc-progress")).toHaveText(`Practice ${i + 1} of 3: not scored`);
  }
  await page.clock.fastForward(1_000);
  await expect(page.getByTestId("mtc-interlude")).toContainText("Practice over!");
  await page.clock.fastForward(30_000);
  await page.getByRole("button", { name: "Start the check" }).click();
  for (let i = 1; i <= 25; i++) {
    await expect(page.getByTestId("mtc-progress")).toHaveText(`Question ${i} of 25`);
    if (i === 2) await expectAxeClean(page);
    await answer(page, true);
    if (i < 25) {
      await page.clock.fastForward(1_000);
      await expect(next).toBeFocused();
      await page.keyboard.press("Enter");
    }
  }
  await page.clock.fastForward(2_000);
  await expect(page).toHaveURL(/\/play\/results$/);
  await expect(page.getByTestId("mtc-score")).toHaveText("25 / 25");
  await expectAxeClean(page);
  await expect(page.getByText("Saved on this device.")).toHaveCount(0);
});
