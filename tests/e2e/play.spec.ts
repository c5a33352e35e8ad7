import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { answer } from "./play-support";
import { addChild, childLogIn, signUp } from "./support";

async function childReadyToPlay(page: Page) {
  const { email } = await signUp(page);
  await addChild(page, "Ava", "4821");
  await page.getByRole("button", { name: "Log out" }).click();
  await childLogIn(page, email, "4821");
  await expect(page.getByTestId("playing-as")).toHaveText("Playing as: Ava");
}

test("a child plays the 90 Second Challenge to the end and sees the results", async ({ page }) => {
  await page.clock.install();
  await childReadyToPlay(page);
  await page.getByTestId("game-timed").click();
  await expect(page.getByTestId("countdown")).toHaveText("3");
  await page.clock.fastForward(3_000);
  for (let i = 0; i < 5; i++) {
    const before = await answer(page, true);
    await expect(page.getByTestId("question")).not.toHaveText(before);
  }
  await answer(page, false);
  await expect(page.getByTestId("score")).toHaveText("5");
  await page.clock.fastForward(90_000);
  await expect(page.getByText("Time's Up!")).toBeVisible();
  await page.clock.fastForward(2_000);
  await expect(page).toHaveURL(/\/play\/results$/);
  await expect(page.getByTestId("tile-score")).toHaveText("5 / 40");
  await expect(page.getByTestId("tile-answered")).toHaveText("6");
  await expect(page.getByTestId("tile-rating")).toHaveAccessibleName("1 out of 5 stars");
});
