import { expect, test } from "./fixtures";
import { axeProblems } from "./axe";
import { answer, expectBadgeToastClearOf } from "./play-support";
import { childLogIn, newFamily } from "./support";
import { installFakeClock } from "./fake-clock";

test.beforeEach(async ({ page }) => {
  await installFakeClock(page);
});

test("the game that earns a badge toasts it, and the child sees it earned in View My Awards", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { email } = await newFamily(page, [["Ava", "4821"]]);
  await childLogIn(page, email, "4821");

  // A first game, however short, earns First Steps.
  await page.getByTestId("game-get_to_100").click();
  await page.clock.fastForward(3_000);
  await answer(page, false);
  await page.clock.fastForward(2_000);
  await expect(page).toHaveURL(/\/play\/results$/);
  const toast = page.getByRole("status").filter({ hasText: "Badge earned!" });
  await expect(toast).toContainText("First Steps");
  await expect(toast).toContainText("Finish your very first game.");
  // It leaves the results' headline to be read.
  await expectBadgeToastClearOf(page, page.getByRole("heading", { level: 1 }));
  // It closes by itself after 5 seconds.
  await page.clock.fastForward(5_000);
  await expect(toast).toHaveCount(0);

  await page.goto("/child/dashboard");
  await page.getByRole("button", { name: "View My Awards" }).click();
  const dialog = page.getByRole("dialog", { name: "Ava Awards" });
  await expect(dialog.getByText(/^1 of \d+ badges earned$/)).toBeVisible();
  const earned = dialog.getByRole("region", { name: "Earned Badges" });
  await expect(earned.getByRole("heading", { name: "First Steps" })).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Locked Badges" }).getByText("Getting Going")).toBeVisible();
  await expect(dialog.getByText("10% complete").first()).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Mission Rewards" })).toBeVisible();
  await expect(dialog.locator("img").first()).toHaveJSProperty("complete", true);

  expect(await axeProblems(page, { include: '[role="dialog"]' })).toEqual([]);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
});

test("badge art is served as SVG", async ({ request }) => {
  const res = await request.get("/badges/first-steps.svg");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
});
