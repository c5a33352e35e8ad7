import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { E2E_BASE_URL } from "./server";
import { logOut, signUp } from "./support";

// These parents have not given feedback on this device.
test.use({ gaveFeedback: false });
// Each journey signs a parent in several times.
test.setTimeout(60_000);

const PROMPT = "Enjoying Maths Sprint?";
const DAY = 24 * 60 * 60_000;

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/parent/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
}

/**
 * Runs `action`, which loads a parent's page afresh, and says whether the page asked the server
 * about feedback: it always does before it shows the prompt, so a page that did not ask will not
 * show it. The answer is read once the prompt's code has loaded and run, and the family's
 * children (loaded beside it) are on the page.
 */
async function askedAboutFeedback(page: Page, action: () => Promise<unknown>): Promise<boolean> {
  let asked = false;
  const listen = (request: { url: () => string }) => {
    if (request.url().includes("/api/testimonials/mine")) asked = true;
  };
  page.on("request", listen);
  const promptCode = page.waitForResponse((res) => /\/assets\/feedback-prompt-[\w-]+\.js$/.test(res.url()));
  await action();
  await promptCode;
  await expect(page.getByText("Add your first child to get started.")).toBeVisible();
  // The code has run: two frames, for its part of the page to be drawn and its effects to start.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
  );
  page.off("request", listen);
  return asked;
}

/** Dismissals on this browser, moved `ms` into the past, as if that much time had gone by. */
const dismissedEarlier = (page: Page, ms: number) =>
  page.evaluate((shift) => {
    for (const key of Object.keys(localStorage).filter((k) => k.startsWith("ms.feedback."))) {
      const record = JSON.parse(localStorage.getItem(key) ?? "{}") as { dismissedAt: number };
      localStorage.setItem(key, JSON.stringify({ ...record, dismissedAt: record.dismissedAt - shift }));
    }
  }, ms);

/** A new parent, signed up (their first login) and then logged in twice more. */
async function thirdLogin(page: Page) {
  const { email, password } = await signUp(page);
  await logOut(page);
  await logIn(page, email, password);
  await logOut(page);
  await logIn(page, email, password);
  return { email, password };
}

test("the feedback prompt appears on the third login, and not after dismissal", async ({ page }) => {
  // Signing up is the first login, then the second: no prompt.
  let email = "";
  let password = "";
  expect(await askedAboutFeedback(page, async () => ({ email, password } = await signUp(page)))).toBe(false);
  await logOut(page);
  expect(await askedAboutFeedback(page, () => logIn(page, email, password))).toBe(false);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await logOut(page);

  // The third login: the prompt, with 5 stars to start with.
  await logIn(page, email, password);
  const prompt = page.getByRole("dialog", { name: PROMPT });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await prompt.getByRole("button", { name: "Not now" }).click();
  await expect(prompt).toBeHidden();

  // Within 24 hours: not on the next page load, nor the next login.
  expect(await askedAboutFeedback(page, () => page.reload())).toBe(false);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await logOut(page);
  expect(await askedAboutFeedback(page, () => logIn(page, email, password))).toBe(false);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A day later it asks again; a click outside snoozes it as well.
  await dismissedEarlier(page, DAY);
  await page.reload();
  await expect(prompt).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(prompt).toBeHidden();
  expect(await askedAboutFeedback(page, () => page.reload())).toBe(false);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("feedback sent is thanked, kept private, and never asked for again on any browser", async ({ page, browser }) => {
  const { email, password } = await thirdLogin(page);
  const prompt = page.getByRole("dialog", { name: PROMPT });
  await prompt.locator("label").filter({ hasText: "4 stars" }).click();
  await expect(prompt.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await prompt.getByLabel("Your feedback").fill("  Our two love the traffic lights!  ");
  await prompt.getByRole("button", { name: "Send feedback" }).click();
  await expect(page.getByRole("dialog", { name: "Thank you!" })).toBeVisible();
  // The thank-you closes by itself after 3 seconds.
  await expect(page.getByRole("dialog")).toHaveCount(0);

  expect(await (await page.request.get("/api/testimonials/mine")).json()).toEqual({ has_testimonial: true });
  const exported = (await (await page.request.get("/api/account/export")).json()) as {
    testimonials: Record<string, unknown>[];
  };
  expect(exported.testimonials).toEqual([
    expect.objectContaining({ comment: "Our two love the traffic lights!", rating: 4, is_public: false }),
  ]);

  await dismissedEarlier(page, 2 * DAY);
  expect(await askedAboutFeedback(page, () => page.reload())).toBe(false);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Another browser knows nothing of it, so it asks the server, which says they have given it.
  const laptop = await browser.newPage({ baseURL: E2E_BASE_URL });
  try {
    expect(await askedAboutFeedback(laptop, () => logIn(laptop, email, password))).toBe(true);
    await expect(laptop.getByRole("dialog")).toHaveCount(0);
  } finally {
    await laptop.close();
  }
});
