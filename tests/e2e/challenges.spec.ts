import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectBadgeToastClearOf, playSixtySeconds } from "./play-support";
import { childLogInAs, logIn, logOut, MOVES_SERVER_CLOCK, premiumFamilyOfTwo, setServerDate } from "./support";
import { installFakeClock } from "./fake-clock";

test.beforeEach(async ({ page }) => {
  await installFakeClock(page);
});

async function challengeSibling(page: Page, sibling: string) {
  await page.getByRole("button", { name: "Set Challenge" }).click();
  await page.getByRole("dialog").getByRole("button", { name: sibling }).click();
  await expect(page).toHaveURL(/\/play\/game\/.+mode=challenge/);
}

/** Logs the child out once the dashboard has finished asking the server. */
async function logOutChild(page: Page) {
  await expect(page.getByRole("button", { name: "Set Challenge" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await logOut(page);
  await expect(page).toHaveURL(/\/child\/login$/);
}

async function resultSays(page: Page, text: string) {
  const dialog = page.getByRole("dialog", { name: "Challenge result" });
  await expect(dialog.getByTestId("challenge-result")).toHaveText(text);
  // A first game's badge waits, or shows clear of the dialog, rather than covering its title.
  await expectBadgeToastClearOf(page, dialog.getByRole("heading", { name: "Challenge result" }));
  await dialog.getByRole("button", { name: "See my results" }).click();
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await logOutChild(page);
}

test("a child challenges a sibling, both play, and the winner and the loser each see their result", async ({
  page,
}) => {
  // A journey of a family of two (sign-up, Premium, two children, both games): in CI beside other journeys it ran past 30 s.
  test.slow();
  // Three sign-ins and two whole games: a long journey on a loaded machine.
  test.slow();
  const email = await premiumFamilyOfTwo(page);
  await childLogInAs(page, email, "4821", "Ava");
  await challengeSibling(page, "Leo");
  await playSixtySeconds(page, 3);
  await resultSays(page, "Complete the challenge to see your results!");

  await childLogInAs(page, email, "7395", "Leo");
  const card = page.getByTestId("waiting-challenge");
  await expect(card).toContainText("Ava challenged you");
  await card.getByRole("button", { name: "Accept" }).click();
  await playSixtySeconds(page, 1);
  await resultSays(page, "Good effort! Keep practicing to win next time!");

  await childLogInAs(page, email, "4821", "Ava");
  const toast = page.getByTestId("challenge-toast");
  await expect(toast).toContainText("Your challenge with Leo: 3 to 1");
  await expect(toast).toContainText("Congratulations! You won the challenge!");
  await toast.getByRole("button", { name: "Dismiss the challenge with Leo" }).click();
  await expect(toast).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("button", { name: "Set Challenge" })).toBeVisible();
  await expect(page.getByTestId("challenge-toast")).toHaveCount(0);
});

test("a tie: both see that both did equally well, and the parent's page says It's a tie!", async ({ page }) => {
  // A journey of a family of two (sign-up, Premium, two children, both games): in CI beside other journeys it ran past 30 s.
  test.slow();
  const email = await premiumFamilyOfTwo(page);
  await childLogInAs(page, email, "7395", "Leo");
  await challengeSibling(page, "Ava");
  await playSixtySeconds(page, 2);
  await resultSays(page, "Complete the challenge to see your results!");
  await childLogInAs(page, email, "4821", "Ava");
  await page.getByTestId("waiting-challenge").getByRole("button", { name: "Accept" }).click();
  await playSixtySeconds(page, 2);
  await resultSays(page, "It's a tie! Both players did equally well!");

  await logIn(page, email);
  await page.goto("/parent/challenges");
  const completed = page.getByRole("region", { name: "Completed Challenges" });
  await expect(completed.getByTestId("challenge-card")).toContainText("Leo vs Ava");
  await expect(completed.getByText("It's a tie!")).toBeVisible();
});

test(
  "a cancelled and an expired challenge sit under Expired & Cancelled",
  { tag: MOVES_SERVER_CLOCK },
  async ({ page }) => {
    const email = await premiumFamilyOfTwo(page);
    await childLogInAs(page, email, "4821", "Ava");
    for (let i = 0; i < 2; i++) {
      await challengeSibling(page, "Leo");
      await page.goto("/child/dashboard");
    }
    await logOutChild(page);

    await logIn(page, email);
    await page.goto("/parent/challenges");
    await expect(page.getByRole("heading", { name: "Challenge Mode" })).toBeVisible();
    const yourTurn = page.getByRole("region", { name: "Your Turn" });
    const closed = page.getByRole("region", { name: "Expired & Cancelled" });
    await expect(yourTurn.getByTestId("challenge-card")).toHaveCount(2);
    await yourTurn.getByTestId("challenge-card").first().getByRole("button", { name: "Cancel challenge" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel challenge" }).click();
    await expect(closed.getByTestId("challenge-card")).toHaveCount(1);
    await expect(closed.getByTestId("challenge-card")).toContainText("Cancelled");

    try {
      await setServerDate(page, new Date(Date.now() + 8 * 86_400_000));
      await page.getByRole("button", { name: "Refresh" }).click();
      await expect(closed.getByTestId("challenge-card")).toHaveCount(2);
      await expect(closed.getByTestId("challenge-card").filter({ hasText: "Expired" })).toHaveCount(1);
      await expect(yourTurn.getByTestId("challenge-card")).toHaveCount(0);
    } finally {
      await setServerDate(page, null);
    }
  },
);

test.describe("a side already played", () => {
  test.use({ expectedConsoleErrors: [/status of 409/] });

  test("cannot be played again: its address returns to the dashboard, saying why", async ({ page }) => {
    // A journey of a family of two (sign-up, Premium, two children, both games): in CI beside other journeys it ran past 30 s.
    test.slow();
    const email = await premiumFamilyOfTwo(page);
    await childLogInAs(page, email, "4821", "Ava");
    await challengeSibling(page, "Leo");
    const gameUrl = page.url();
    await playSixtySeconds(page, 1);
    await resultSays(page, "Complete the challenge to see your results!");
    await childLogInAs(page, email, "4821", "Ava");
    await page.goto(gameUrl);
    await expect(page).toHaveURL(/\/child\/dashboard$/);
    await expect(page.getByText("This challenge is no longer open to play.")).toBeVisible();

    await logOutChild(page);
    await childLogInAs(page, email, "7395", "Leo");
    await page.getByTestId("waiting-challenge").getByRole("button", { name: "Accept" }).click();
    await playSixtySeconds(page, 2);
    await resultSays(page, "Congratulations! You won the challenge!");
    await childLogInAs(page, email, "4821", "Ava");
    await page.goto(gameUrl);
    await expect(page).toHaveURL(/\/child\/dashboard$/);
    await expect(page.getByText("This challenge is no longer open to play.")).toBeVisible();
  });
});
