import type { Browser, Page } from "@playwright/test";
import { productMessages } from "../../src/shared/messages";
import { expect, test } from "./fixtures";
import { answer, playSixtySeconds } from "./play-support";
import { childLogInAs, logIn, logOut, premiumFamilyOfTwo } from "./support";
import { installFakeClock } from "./fake-clock";

// The refusals themselves: the browser reports each refused request.
test.use({ expectedConsoleErrors: [/status of (409|422)|net::ERR_INTERNET_DISCONNECTED/] });

test.beforeEach(async ({ page }) => {
  await installFakeClock(page);
});

/** Ava challenges `opponent` and plays her side (one right answer), then signs out. */
async function avaChallenges(page: Page, email: string, opponent: string) {
  await childLogInAs(page, email, "4821", "Ava");
  await page.getByRole("button", { name: "Set Challenge" }).click();
  await page.getByRole("dialog").getByRole("button", { name: opponent }).click();
  await playSixtySeconds(page, 1);
  const dialog = page.getByRole("dialog", { name: "Challenge result" });
  await dialog.getByRole("button", { name: "See my results" }).click();
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page.getByRole("button", { name: "Set Challenge" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await logOut(page);
  await expect(page).toHaveURL(/\/child\/login$/);
}

/** Every game save the server answered. */
function countSaves(page: Page): () => number {
  let saves = 0;
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/games") saves++;
  });
  return () => saves;
}

/** The parent, on their phone, cancels the challenge between Ava and Leo. */
async function parentCancels(browser: Browser, baseURL: string | undefined, email: string) {
  const phone = await browser.newContext({ baseURL: baseURL ?? "" });
  try {
    const parentPage = await phone.newPage();
    await logIn(parentPage, email);
    await parentPage.goto("/parent/challenges");
    const waiting = parentPage.getByRole("region", { name: "Waiting for Opponent" });
    await waiting.getByTestId("challenge-card").getByRole("button", { name: "Cancel challenge" }).click();
    await parentPage.getByRole("alertdialog").getByRole("button", { name: "Cancel challenge" }).click();
    await expect(parentPage.getByRole("region", { name: "Expired & Cancelled" })).toContainText("Ava vs Leo");
  } finally {
    await phone.close();
  }
}

/** The games waiting in this browser's outbox (IndexedDB, as idb-keyval keeps it). */
function waitingGames(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open("keyval-store");
        open.onerror = () => reject(new Error("IndexedDB"));
        open.onsuccess = () => {
          const keys = open.result.transaction("keyval").objectStore("keyval").getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String).filter((key) => key.startsWith("outbox:")));
          keys.onerror = () => reject(new Error("IndexedDB"));
        };
      }),
  );
}

/** The results page says the game was not saved, why, and what to do next; nothing is sent again. */
async function notSavedAndNeverRetried(page: Page, saves: () => number, reason: string) {
  const notice = page.getByTestId("game-not-saved");
  await expect(notice).toContainText(productMessages.gameNotSaved);
  await expect(notice).toContainText(reason);
  await expect(notice).toContainText(productMessages.gameNotSavedDashboard);
  await expect(page.getByText(productMessages.gameSavedOnDevice)).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: "Challenge result" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
  expect(saves()).toBe(1);
  expect(await waitingGames(page)).toEqual([]);
  // The outbox's retries (5 s, 10 s ... a minute) and the browser coming back online send nothing.
  await page.clock.fastForward(180_000);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await page.clock.fastForward(5_000);
  expect(saves()).toBe(1);
  expect(await waitingGames(page)).toEqual([]);
}

test("a challenge cancelled while the opponent plays ends in results that say the game was not saved, never sent again", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const email = await premiumFamilyOfTwo(page);
  await avaChallenges(page, email, "Leo");

  await childLogInAs(page, email, "7395", "Leo");
  const saves = countSaves(page);
  await page.getByTestId("waiting-challenge").getByRole("button", { name: "Accept" }).click();
  await expect(page.getByTestId("countdown")).toHaveText("3");
  await page.clock.fastForward(3_000);
  for (let i = 0; i < 2; i++) {
    const before = await answer(page, true);
    await expect(page.getByTestId("question")).not.toHaveText(before);
  }

  // While Leo plays, their parent cancels the challenge on another device.
  await parentCancels(browser, baseURL, email);

  await page.clock.fastForward(60_000);
  await expect(page.getByText("Time's Up!", { exact: true })).toBeVisible();
  await page.clock.fastForward(2_000);
  await expect(page).toHaveURL(/\/play\/results$/);
  await notSavedAndNeverRetried(page, saves, productMessages.challengeCancelledBeforeSave);
});

test("a parent's challenge game the server finds implausible ends in results that say it was not saved", async ({
  page,
}) => {
  test.slow();
  const email = await premiumFamilyOfTwo(page);
  await avaChallenges(page, email, "Parent");

  await logIn(page, email);
  const saves = countSaves(page);
  // Every right answer sent as if given in 10 ms: faster than anyone can read a question.
  await page.route("**/api/games", async (route) => {
    const body = route.request().postDataJSON() as { questions: { user_answer: number | null }[] };
    const forged = body.questions.map((q) => (q.user_answer === null ? q : { ...q, response_time_ms: 10 }));
    await route.continue({ postData: JSON.stringify({ ...body, questions: forged }) });
  });
  await page.goto("/parent/challenges");
  await page.getByRole("region", { name: "Your Turn" }).getByRole("button", { name: "Play Now" }).click();
  await playSixtySeconds(page, 3);
  await notSavedAndNeverRetried(page, saves, productMessages.gameNotCounted);
});

test("a challenge game kept offline and cancelled meanwhile: once sent, its open results page says it was not saved", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const email = await premiumFamilyOfTwo(page);
  await avaChallenges(page, email, "Leo");

  await childLogInAs(page, email, "7395", "Leo");
  const saves = countSaves(page);
  await page.getByTestId("waiting-challenge").getByRole("button", { name: "Accept" }).click();
  await expect(page.getByTestId("countdown")).toHaveText("3");
  await page.clock.fastForward(3_000);
  const before = await answer(page, true);
  await expect(page.getByTestId("question")).not.toHaveText(before);
  await page.context().setOffline(true);
  await page.clock.fastForward(60_000);
  await page.clock.fastForward(2_000);
  await expect(page).toHaveURL(/\/play\/results$/);
  await expect(page.getByText(productMessages.gameSavedOnDevice)).toBeVisible();

  await parentCancels(browser, baseURL, email);
  await page.context().setOffline(false);
  const notice = page.getByTestId("game-not-saved");
  await expect(notice).toContainText(productMessages.challengeCancelledBeforeSave, { timeout: 10_000 });
  await expect(page.getByText(productMessages.gameSavedOnDevice)).toHaveCount(0);
  // Told on its own page, so no notice over it.
  await expect(page.getByTestId("refused-game-notice")).toHaveCount(0);
  expect(saves()).toBe(1);
  await page.clock.fastForward(180_000);
  expect(saves()).toBe(1);
  expect(await waitingGames(page)).toEqual([]);
});
