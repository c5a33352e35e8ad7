import { productMessages } from "../../src/shared/messages";
import { expect, test } from "./fixtures";
import { answer } from "./play-support";
import { childReadyToPlay, MOVES_SERVER_CLOCK, setServerDate, signUp } from "./support";
import { picture } from "./layout-support";
import { installFakeClock } from "./fake-clock";

// The browser logs the call answered 401.
test.use({ expectedConsoleErrors: [/status of 401/] });

test("a parent whose session has ended elsewhere is sent to log in, then back to the page", async ({ page }) => {
  const { email, password } = await signUp(page);
  await page.getByRole("button", { name: "Add Child" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Ava");
  await dialog.getByLabel("PIN").fill("4821");
  // The session ends on the server's side (signed out elsewhere, password changed): this browser's cookie no longer counts.
  await page.context().clearCookies();
  await dialog.getByRole("button", { name: "Add Child" }).click();

  await expect(page).toHaveURL(/\/parent\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
});

test(
  "a child whose hour runs out mid-game sees the game's results, then their own login saying why, and the game is saved once they are back",
  { tag: MOVES_SERVER_CLOCK },
  async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 664 });
    await installFakeClock(page);
    const { email } = await childReadyToPlay(page);
    await page.getByTestId("game-get_to_100").click();
    await page.clock.fastForward(3_000);
    try {
      // The hour ends while the game is played.
      await setServerDate(page, new Date(Date.now() + 61 * 60_000));
      const first = await answer(page, true);
      await expect(page.getByTestId("question")).not.toHaveText(first);
      await answer(page, false);
      await page.clock.fastForward(2_000);
      await expect(page).toHaveURL(/\/play\/results$/);
      await expect(page.getByTestId("tile-score")).toHaveText("1 / 100");
      await expect(page.getByText(productMessages.childSessionEnded)).toBeVisible();
      await picture(page, { path: testInfo.outputPath("results-hour-up-390.png") });
    } finally {
      await setServerDate(page, null);
    }
    await page.getByRole("link", { name: "Sign in again" }).click();
    await expect(page).toHaveURL(/\/child\/login$/);
    await expect(page.getByTestId("signed-out-notice")).toHaveText(productMessages.childSessionEnded);
    await picture(page, { path: testInfo.outputPath("child-login-hour-up-390.png") });
    await page.getByLabel("Parent's email").fill(email);
    await page.getByLabel("Your PIN").fill("4821");
    await page.getByRole("button", { name: "Let's go!" }).click();
    await expect(page.getByTestId("playing-as")).toHaveText("Playing as: Ava");
    // The outbox sends the game now that Ava is back.
    await expect(page.getByText("1-day streak")).toBeVisible({ timeout: 10_000 });
  },
);
