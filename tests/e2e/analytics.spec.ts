import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeProblems } from "./axe";
import { answer } from "./play-support";
import { childReadyToPlay, logIn, logOut } from "./support";
import { picture } from "./layout-support";
import { installFakeClock } from "./fake-clock";

test.beforeEach(async ({ page }) => {
  await installFakeClock(page);
});

/** A 90 Second Challenge of `right` right answers then a wrong one, played to the end. */
async function playTimedGame(page: Page, right: number) {
  await page.getByTestId("game-timed").click();
  await expect(page.getByTestId("countdown")).toHaveText("3");
  await page.clock.fastForward(3_000);
  for (let i = 0; i < right; i++) {
    const before = await answer(page, true);
    await expect(page.getByTestId("question")).not.toHaveText(before);
  }
  await answer(page, false);
  await page.clock.fastForward(92_000);
  await expect(page).toHaveURL(/\/play\/results$/);
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
}

test("a premium parent sees a child's progress on a phone and a laptop: cards, calendar, fluency map, charts and a game's questions", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 900 });
  const parent = await childReadyToPlay(page);
  await playTimedGame(page, 8);
  await playTimedGame(page, 12);
  await logOut(page);
  await expect(page).toHaveURL(/\/child\/login$/);

  await logIn(page, parent.email);
  await page.getByRole("button", { name: "Upgrade to Premium" }).click();
  await page.getByRole("button", { name: /^Pay £4\.99$/ }).click();
  await expect(page.getByText("Premium", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Progress" }).click();

  await expect(page.getByRole("heading", { name: "Analytics for Ava" })).toBeVisible();
  await expect(page.getByText("No AI Feedback Yet")).toBeVisible();
  await page.getByRole("button", { name: "Get AI Feedback" }).click();
  const card = page.getByTestId("feedback-card");
  await expect(card).toHaveCount(1);
  const sessions = page.getByTestId("recent-sessions");
  await expect(sessions.locator("tbody tr")).toHaveCount(2);

  // Recent Sessions fits a phone: each game's difficulty and performance on screen, nothing off the edge.
  for (const size of [
    { name: "360", width: 360, height: 640 },
    { name: "390", width: 390, height: 664 },
    { name: "1280", width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size);
    const row = sessions.locator("tbody tr").first();
    for (const cell of [row.getByText("Beginner"), row.getByRole("img", { name: /%$/ })]) {
      const box = await cell.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0), `${size.width}`).toBeLessThanOrEqual(size.width);
    }
    expect(
      await sessions.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth),
    ).toBe(0);
    await sessions.scrollIntoViewIfNeeded();
    await picture(page, { path: `/tmp/parent-shots/recent-sessions-${size.name}.png` });
  }
  await page.setViewportSize({ width: 390, height: 664 });
  expect(await axeProblems(page)).toEqual([]);

  const newest = sessions.getByRole("button").first();
  await newest.click();
  await expect(newest).toHaveAttribute("aria-expanded", "true");

  // The same page at a phone's width and a laptop's, the window resized under it.
  for (const width of [390, 1280]) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByRole("heading", { name: "Analytics for Ava" })).toBeVisible();
      for (const card of ["Total Sessions", "Average Score %", "Avg. Duration", "Best Score %"]) {
        await expect(page.getByText(card, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole("heading", { name: "Last 2 Weeks Progress" })).toBeVisible();
      const map = page.getByTestId("fluency-map");
      await expect(map.locator("tbody td")).toHaveCount(144);
      const counted = await Promise.all(
        ["needs_practice", "getting_there", "secure", "fluent", "not_tried"].map(async (level) =>
          Number(await page.getByTestId(`fluency-count-${level}`).textContent()),
        ),
      );
      expect(counted.reduce((a, b) => a + b)).toBe(78);
      await expect(page.getByRole("heading", { name: "Score over time" })).toBeVisible();
      await expect(page.getByTestId("operations-table").locator("tbody tr")).not.toHaveCount(0);

      for (const part of ["Summary", "Tips to Improve", "Fun Activity"]) {
        await expect(card.getByRole("heading", { name: part })).toBeVisible();
      }
      await expect(card.getByText(/^Ava scored 12 out of 40/)).toBeVisible();
      await expect(card.getByText("Progress Analysis")).toBeVisible();

      const questions = page.getByRole("list", { name: "Questions" });
      // Twelve right and the wrong one; the one on screen at time up was never answered, so it is not listed.
      await expect(questions.getByRole("listitem")).toHaveCount(13);
      await expect(questions.getByText(" right")).toHaveCount(12);
      await expect(questions.getByText("Answer: skipped")).toHaveCount(0);

      expect(await axeProblems(page, { include: "main" })).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await picture(page, { path: `test-results/analytics-${width}.png`, fullPage: true });
    });
  }
});
