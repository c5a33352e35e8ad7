import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { answer } from "./play-support";
import { productMessages } from "../../src/shared/messages";
import { childLogIn, childReadyToPlay, newFamily } from "./support";
import { picture } from "./layout-support";
import { installFakeClock } from "./fake-clock";

test.use({ expectedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

/** The signed-in child's saved games, asked of the server with the tab's child session. */
function savedGames(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const session = JSON.parse(sessionStorage.getItem("ms.childSession") ?? "{}") as {
      token: string;
      child_data: { id: string };
    };
    const res = await fetch(`/api/children/${session.child_data.id}/sessions`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const body = (await res.json()) as { sessions: unknown[] };
    return body.sessions.length;
  });
}

/** The paths of the results page's route module and of every chunk it imports (the route table's list). */
function resultsCode(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const manifest = (
      window as unknown as {
        __reactRouterManifest?: { routes: Record<string, { path?: string; module: string; imports?: string[] }> };
      }
    ).__reactRouterManifest;
    const route = Object.values(manifest?.routes ?? {}).find((r) => r.path === "play/results");
    return route ? [route.module, ...(route.imports ?? [])] : ["(no results route)"];
  });
}

test("a game finished offline is kept on the device and saved exactly once when the network is back", async ({
  page,
  context,
}) => {
  const fetched = new Set<string>();
  page.on("requestfinished", (request) => fetched.add(new URL(request.url()).pathname));
  await installFakeClock(page);
  await childReadyToPlay(page);
  await page.getByTestId("game-get_to_100").click();
  await page.clock.fastForward(3_000);
  await answer(page, true);
  await page.clock.fastForward(1_000);
  // The results page's code arrives while the game is played, once the page is idle (at the latest 2 s on); a game
  // that ends offline before it has is shown by the game itself, which a journey below covers.
  await page.clock.fastForward(2_000);
  const code = await resultsCode(page);
  await expect.poll(() => code.filter((path) => !fetched.has(path)), { timeout: 10_000 }).toEqual([]);

  await context.setOffline(true);
  await answer(page, false);
  await expect(page.getByText("Good try! You reached 1", { exact: true })).toBeVisible();
  await page.clock.fastForward(2_000);
  await expect(page).toHaveURL(/\/play\/results$/);
  await expect(page.getByText("Saved on this device.")).toBeVisible();
  await expect(page.getByTestId("tile-score")).toHaveText("1 / 100");

  await context.setOffline(false);
  await expect.poll(() => savedGames(page), { timeout: 10_000 }).toBe(1);
  // Later retries find nothing waiting: still one game.
  await page.clock.fastForward(120_000);
  await page.reload();
  await expect(page.getByTestId("tile-score")).toHaveText("1 / 100");
  expect(await savedGames(page)).toBe(1);
});

test("a first game on a new device, the network lost from its first question, ends on its results and is saved later", async ({
  page,
  browser,
  baseURL,
}) => {
  const { email } = await newFamily(page, [["Ava", "4821"]]);

  // A tablet that has never opened the app: nothing cached, and no service worker to cache it.
  const tablet = await browser.newContext({ baseURL: baseURL ?? "", serviceWorkers: "block" });
  try {
    const ava = await tablet.newPage();
    const fetched = new Set<string>();
    ava.on("requestfinished", (request) => fetched.add(new URL(request.url()).pathname));
    await installFakeClock(ava);
    await childLogIn(ava, email, "4821");
    await expect(ava.getByTestId("playing-as")).toHaveText("Playing as: Ava");
    await ava.getByTestId("game-get_to_100").click();
    await ava.getByTestId("how-to-play").getByRole("button", { name: "Let's go!" }).click();
    // The results page's code, with every chunk it imports, arrives while the first question is
    // on screen, before any answer.
    await ava.clock.fastForward(3_000);
    await expect(ava.getByTestId("question")).toHaveText(/\?/);
    const code = await resultsCode(ava);
    await expect.poll(() => code.filter((path) => !fetched.has(path)), { timeout: 10_000 }).toEqual([]);

    await tablet.setOffline(true);
    const first = await answer(ava, true);
    await expect(ava.getByTestId("question")).not.toHaveText(first);
    await answer(ava, false);
    await expect(ava.getByText("Good try! You reached 1", { exact: true })).toBeVisible();
    await ava.clock.fastForward(2_000);
    await expect(ava).toHaveURL(/\/play\/results$/);
    await expect(ava.getByText(productMessages.gameSavedOnDevice)).toBeVisible();
    await expect(ava.getByTestId("tile-score")).toHaveText("1 / 100");

    await tablet.setOffline(false);
    await expect.poll(() => savedGames(ava), { timeout: 10_000 }).toBe(1);
  } finally {
    await tablet.close();
  }
});

test("a first game on a new device, offline from its very first frame, shows its results from the game itself, never the browser's error page", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const { email } = await newFamily(page, [["Ava", "4821"]]);

  // A phone that has never opened the app: nothing cached, and no service worker to cache it.
  const phone = await browser.newContext({
    baseURL: baseURL ?? "",
    serviceWorkers: "block",
    viewport: { width: 390, height: 664 },
  });
  try {
    const ava = await phone.newPage();
    await installFakeClock(ava);
    await childLogIn(ava, email, "4821");
    await expect(ava.getByTestId("playing-as")).toHaveText("Playing as: Ava");
    await ava.getByTestId("game-get_to_100").click();
    await ava.getByTestId("how-to-play").getByRole("button", { name: "Let's go!" }).click();
    // The network goes as the game starts: the results page's code never arrives.
    await phone.setOffline(true);
    await ava.clock.fastForward(3_000);
    const first = await answer(ava, true);
    await expect(ava.getByTestId("question")).not.toHaveText(first);
    await answer(ava, false);
    await expect(ava.getByText("Good try! You reached 1", { exact: true })).toBeVisible();
    await ava.clock.fastForward(2_000);

    const held = ava.getByTestId("held-results");
    await expect(held).toBeVisible();
    await expect(held.getByText(productMessages.gameSavedOnDevice)).toBeVisible();
    await expect(held.getByTestId("tile-score")).toHaveText("1 / 100");
    await expect(held.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
    await picture(ava, { path: testInfo.outputPath("held-results-390.png") });

    // Back online: the full results page, and the game saved.
    await phone.setOffline(false);
    await expect(ava).toHaveURL(/\/play\/results$/);
    await expect(ava.getByTestId("tile-skipped")).toBeVisible();
    await expect.poll(() => savedGames(ava), { timeout: 10_000 }).toBe(1);
  } finally {
    await phone.close();
  }
});

test.describe("a server that fails a save once", () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });

  test("the game kept on the device is sent again by itself and saved within a minute, without a reload", async ({
    page,
  }, testInfo) => {
    await installFakeClock(page);
    await childReadyToPlay(page);
    // The first save is answered 500; the ones after it reach the server.
    let failed = false;
    await page.route("**/api/games", async (route) => {
      if (failed || route.request().method() !== "POST") return route.continue();
      failed = true;
      return route.fulfill({
        status: 500,
        json: { error: { code: "internal_error", message: "Something went wrong" } },
      });
    });
    await page.getByTestId("game-get_to_100").click();
    await page.clock.fastForward(3_000);
    const first = await answer(page, true);
    await expect(page.getByTestId("question")).not.toHaveText(first);
    await answer(page, false);
    await page.clock.fastForward(2_000);
    await expect(page).toHaveURL(/\/play\/results$/);
    // The connection is fine: the words say the server could not save it yet.
    await expect(page.getByText(productMessages.gameSavedOnDeviceServerBusy)).toBeVisible();
    expect(failed).toBe(true);

    await page.clock.fastForward(60_000);
    await expect(page.getByText(productMessages.gameSavedAfterWaiting)).toBeVisible();
    await expect(page.getByText(productMessages.gameSavedOnDeviceServerBusy)).toHaveCount(0);
    await expect(page.getByTestId("personal-best")).toBeVisible();
    await expect(page.getByTestId("tile-score")).toHaveText("1 / 100");
    expect(await savedGames(page)).toBe(1);
    await picture(page, { path: testInfo.outputPath("results-saved-after-retry.png") });
  });
});
