import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeProblems } from "./axe";
import { playSixtySeconds } from "./play-support";
import { childAction, childLogIn, familyOnDashboard, logIn } from "./support";
import { picture } from "./layout-support";
import { installFakeClock } from "./fake-clock";

test.beforeEach(async ({ page }) => {
  await installFakeClock(page);
});

const SIZES = [
  { name: "phone", width: 390, height: 800 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/**
 * Plays a whole Missing Piece game from the child's dashboard (the quickest
 * real game: 60 seconds, scored out of the questions answered), answering
 * `right` questions right, then goes back to the dashboard once it is saved.
 */
async function playFullMarks(page: Page, right = 2) {
  await page.getByTestId("game-missing_piece").click();
  await playSixtySeconds(page, right);
  await expect(page.getByTestId("tile-score")).toHaveText(`${right} / ${right}`);
  // The game is on the server before the child leaves (the outbox sends it from the results page).
  await page.waitForLoadState("networkidle");
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/child\/dashboard$/);
}

/** Every button and checkbox label in `region` is at least 44 px each way, a finger's size. */
async function tappable(region: Locator) {
  for (const target of await region.locator("button, label").all()) {
    const box = await target.boundingBox();
    expect(box, await target.innerText()).not.toBeNull();
    expect.soft(Math.round(box?.height ?? 0), await target.innerText()).toBeGreaterThanOrEqual(44);
    expect.soft(Math.round(box?.width ?? 0), await target.innerText()).toBeGreaterThanOrEqual(44);
  }
}

async function asChild(page: Page, email: string) {
  await childLogIn(page, email, "4821");
  await expect(page.getByTestId("playing-as")).toHaveText("Playing as: Ava");
}

async function logOut(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Log out" }).click();
  // Signed out for good before the next sign-in: a tab still holding the old session would check it first.
  await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

test("three games at 90% or more: the parent is offered the next level, Not now waits for the next game, Move up moves the child", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { email } = await familyOnDashboard(page, [["Ava", "4821"]]);
  const card = page.getByTestId("child-card").filter({ hasText: "Ava" });
  await expect(card).toContainText("Beginner");
  await logOut(page);

  await asChild(page, email);
  for (let game = 0; game < 3; game++) await playFullMarks(page);
  await logOut(page);

  await logIn(page, email);
  const offer = page.getByRole("region", { name: "A new level for Ava" });
  await expect(offer).toHaveText(/Ava scored 90% or more in the last 3 games\. Ready for Intermediate\?/);
  await expect(offer.getByRole("button", { name: "Move up to Intermediate" })).toBeVisible();
  expect(await axeProblems(page, { include: '[data-testid="level-offer"]' })).toEqual([]);

  // The offer, and the child's two settings dialogs, at phone and desktop width.
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(offer).toBeVisible();
    await tappable(offer);
    await picture(page, { path: `test-results/screenshots/level-offer-${size.name}.png`, fullPage: true });
    for (const { name, field, file } of [
      { name: "Access settings for Ava", field: "Larger text", file: "access-settings-dialog" },
      { name: "Focus tables for Ava", field: "7×", file: "focus-tables-dialog" },
    ]) {
      await childAction(page, "Ava", name);
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog.getByLabel(field)).toBeVisible();
      await tappable(dialog);
      await picture(page, { path: `test-results/screenshots/${file}-${size.name}.png` });
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toHaveCount(0);
    }
  }

  // Not now: gone, and still gone on the next visit, with the child's level unchanged.
  await offer.getByRole("button", { name: "Not now" }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(card).toContainText("Last game");
  await expect(card).toContainText("Beginner");
  await expect(offer).toHaveCount(0);
  await logOut(page);

  // The child plays again: the last three games are still all 90% or more, so the offer is back.
  await asChild(page, email);
  await playFullMarks(page);
  await logOut(page);
  await logIn(page, email);
  await expect(offer).toBeVisible();

  await offer.getByRole("button", { name: "Move up to Intermediate" }).click();
  await expect(offer).toHaveCount(0);
  await expect(card).toContainText("Intermediate");
  await expect(card).not.toContainText("Beginner");
  await page.reload();
  await expect(card).toContainText("Last game");
  await expect(card).toContainText("Intermediate");
  await expect(offer).toHaveCount(0);
});
