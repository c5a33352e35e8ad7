import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { answer } from "./play-support";
import { addChild, childLogIn, logIn, newEmail, signUp } from "./support";

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test("a parent sends a mission with a sticker; the child completes it in its mode and gets the sticker", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = newEmail();
  await signUp(page, email);
  await addChild(page, "Ava", "4821");

  // Coach Mode, first time: the quick wizard, then the coach's suggestion for Ava.
  await page.getByRole("link", { name: "Coach Mode" }).click();
  await expect(page).toHaveURL(/\/parent\/coach-mode$/);
  const wizard = page.getByRole("dialog", { name: "Your First Challenge" });
  await wizard.getByRole("button", { name: "Start with Ava" }).click();
  await expect(wizard).toHaveCount(0);
  const form = page.getByRole("form", { name: "Mission for Ava" });
  // The suggestion has arrived (Send waits for it, and for a reward).
  await expect(page.getByText(/^Focus: /)).toBeVisible();
  // The built-in coach made it (no AI service is configured here), and the page says so.
  await expect(page.getByText("Suggested by Maths Sprint's coach")).toBeVisible();
  await expect(page.getByText(/AI Challenge Suggestion|AI suggestion/)).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Send Mission" })).toBeDisabled();

  // A 90 Second Challenge with one right answer to get, and a sticker for it.
  await form.getByLabel("Game mode").selectOption({ label: "90 Second Challenge" });
  await form.getByLabel("Title").fill("Ava's first mission");
  await form.getByLabel("Target Correct Answers (optional)").fill("1");
  await form.getByRole("radio", { name: "Digital sticker" }).check();
  const stickers = form.getByRole("radiogroup", { name: "Digital sticker" });
  const sticker = stickers.getByRole("radio").filter({ hasNotText: "Premium" }).first();
  const stickerName = (await sticker.getAttribute("aria-label")) ?? "";
  await sticker.click();
  await expect(sticker).toHaveAttribute("aria-checked", "true");

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await form.getByRole("button", { name: "Send Mission" }).click();
  await expect(
    page.getByText("Mission sent successfully! Your child will see it when they start playing."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /Ava.*Active Mission/ })).toBeVisible();

  // A second mission while the first is active asks first; keeping the first sends nothing.
  await page.getByRole("button", { name: "Send Another Mission" }).click();
  const again = page.getByRole("form", { name: "Mission for Ava" });
  await expect(page.getByText(/^Focus: /)).toBeVisible();
  await again.getByLabel("Custom reward").check();
  await again.getByLabel("Your reward").fill("A trip to the park");
  await again.getByRole("button", { name: "Send Mission" }).click();
  const replace = page.getByRole("dialog", { name: "Active mission found" });
  await expect(replace).toContainText("Ava already has an active mission.");
  await replace.getByRole("button", { name: "Keep the current mission" }).click();
  await expect(replace).toHaveCount(0);

  // Ava sees the mission and plays it.
  await childLogIn(page, email, "4821");
  const card = page.getByTestId("mission-card");
  await expect(card).toContainText("Ava's first mission");
  await card.getByRole("link").click();
  const summary = page.getByTestId("mission-summary");
  await expect(summary).toContainText("90 Second Challenge");
  await summary.getByRole("link", { name: "Start Challenge Now!" }).click();
  await expect(page).toHaveURL(/\/play\/game\/[0-9a-f-]+\?mode=timed$/);
  await page.clock.fastForward(3_000);
  const progress = page.getByTestId("mission-progress");
  await expect(progress).toContainText("Mission 0 / 1");
  await answer(page, true);
  await expect(progress).toContainText("Mission 1 / 1 – target reached!");
  await page.clock.fastForward(90_000);
  await expect(page).toHaveURL(/\/play\/results$/);

  const complete = page.getByTestId("mission-complete");
  await expect(complete).toContainText("Ava's first mission");
  await expect(complete).toContainText(stickerName);
  await complete.getByRole("button", { name: "Brilliant!" }).click();
  await expect(complete).toHaveCount(0);

  // The sticker is in Ava's awards, and the mission is no longer on her dashboard.
  await page.goto("/child/dashboard");
  await expect(page.getByTestId("mission-card")).toHaveCount(0);
  await page.getByRole("button", { name: "View My Awards" }).click();
  const rewards = page.getByRole("dialog", { name: "Ava Awards" }).getByRole("region", { name: "Mission Rewards" });
  await expect(rewards).toContainText(stickerName);
  await expect(rewards).toContainText("Ava's first mission");

  // The parent sees it completed: no active mission left on Ava.
  await logIn(page, email);
  await page.goto("/parent/coach-mode");
  await expect(page.getByRole("button", { name: /^Ava/ })).not.toContainText("Active Mission");
});
