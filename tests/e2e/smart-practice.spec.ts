import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { answer } from "./play-support";
import { childReadyToPlay, MOVES_SERVER_CLOCK, setServerDate } from "./support";
import { picture } from "./layout-support";
import { installFakeClock } from "./fake-clock";

const DAY = 86_400_000;

/** Plays a whole Smart Practice session from the dashboard, every answer right, to its results. */
async function playSmartPractice(page: Page) {
  await page.getByTestId("game-smart_practice").click();
  // The session is planned on the server as the page opens ("Picking your sums..."): on a busy CI machine,
  // right after the last session's save, that can take longer than the usual wait.
  await expect(page.getByTestId("countdown")).toHaveText("3", { timeout: 15_000 });
  await page.clock.fastForward(3_000);
  for (let i = 0; i < 30; i++) {
    await answer(page, true);
  }
  await page.clock.fastForward(3_000);
  await expect(page).toHaveURL(/\/play\/results$/);
  await expect(page.getByText("Smart Practice ·")).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await installFakeClock(page);
});

test(
  "a child with history plays Smart Practice and the results name the facts that moved up",
  { tag: MOVES_SERVER_CLOCK },
  async ({ page }) => {
    // Two whole sessions of 30 answers, each after a child's thinking time.
    test.setTimeout(120_000);
    await childReadyToPlay(page);
    try {
      // Two days ago: a first session brings in a child's first facts; nothing has moved up yet.
      await setServerDate(page, new Date(Date.now() - 2 * DAY));
      await page.goto("/child/dashboard");
      await playSmartPractice(page);
      await expect(page.getByText("Every answer helps.")).toBeVisible();
      await expect(page.getByTestId("facts-moved-up")).toHaveCount(0);

      // Today: the facts from two days ago are due first, and right again they are secure.
      await setServerDate(page, null);
      await page.goto("/child/dashboard");
      await playSmartPractice(page);
      await expect(page.getByTestId("facts-moved-up").getByRole("listitem").first()).toHaveText(
        /^\d+ × \d+ is now secure!$/,
      );
      await picture(page, { path: "test-results/smart-practice-results.png", fullPage: true });
    } finally {
      await setServerDate(page, null);
    }
  },
);
