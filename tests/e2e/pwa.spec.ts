import { expect, test } from "./fixtures";
import { answer } from "./play-support";
import { childReadyToPlay } from "./support";

// The other journeys run without the service worker (playwright.config.ts); this one runs with it.
test.use({ serviceWorkers: "allow", expectedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED|Failed to fetch/] });

test("the app can be installed: a manifest with its icons", async ({ request }) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.headers()["content-type"]).toContain("manifest+json");
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: "Maths Sprint", start_url: "/", display: "standalone" });
  for (const size of ["192x192", "512x512"]) {
    for (const purpose of ["any", "maskable"]) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
      expect(icon, `${size} ${purpose}`).toBeTruthy();
      const png = await request.get(icon?.src ?? "");
      expect(png.headers()["content-type"]).toBe("image/png");
    }
  }
  const html = await (await request.get("/")).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
});

test("once signed in, a child can reopen the app and play with no network", async ({ page, context }) => {
  await childReadyToPlay(page);
  await expect(page).toHaveURL(/\/child\/dashboard$/);
  // The service worker has installed, with the app precached, and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId("playing-as")).toHaveText("Playing as: Ava");
  // In real time: the game's countdown, one right answer, then a wrong one ends it.
  await page.getByTestId("game-get_to_100").click();
  await expect(page.getByTestId("question")).toHaveText(/=/, { timeout: 10_000 });
  const first = await answer(page, true);
  await expect(page.getByTestId("question")).not.toHaveText(first);
  await answer(page, false);
  await expect(page.getByText("Good try! You reached 1", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/play\/results$/, { timeout: 10_000 });
  await expect(page.getByText("Saved on this device.")).toBeVisible();

  // A public page opens offline too.
  await page.goto("/FAQ");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
