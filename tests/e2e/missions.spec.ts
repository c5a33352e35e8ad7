import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeProblems } from "./axe";
import { answer, expectBadgeToastClearOf } from "./play-support";
import { childLogIn, familyOnDashboard, logIn } from "./support";
import { picture } from "./layout-support";
import { installFakeClock } from "./fake-clock";

test.beforeEach(async ({ page }) => {
  await installFakeClock(page);
});

test("a parent sends a mission with a sticker; the child completes it in its mode and gets the sticker", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 664 });
  const { email } = await familyOnDashboard(page, [["Ava", "4821"]]);

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

  expect(await axeProblems(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await form.getByRole("button", { name: "Send Mission" }).click();
  // Sent from the foot of the form on a phone: the success comes into view, focused so that it is said.
  const sent = page.getByRole("heading", {
    name: "Mission sent successfully! Your child will see it when they start playing.",
  });
  await expect(sent).toBeFocused();
  await expect(sent).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("button", { name: "Send Another Mission" })).toBeInViewport({ ratio: 1 });
  await picture(page, { path: testInfo.outputPath("mission-sent-390x664.png") });
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

/** The question on screen, e.g. `3 × 4 = ?`, as its two numbers and operator. */
async function onScreen(page: Page) {
  const text = (await page.getByTestId("question").textContent()) ?? "";
  const [a = "", op = "", b = ""] = text.split("=")[0]?.trim().split(/\s+/) ?? [];
  return { text, a: Number(a), op, b: Number(b) };
}

/** Plays the 90 Second Challenge on screen until `done` says stop, then lets the clock run out, to the results. */
async function playTimed(page: Page, play: (q: Awaited<ReturnType<typeof onScreen>>) => "answer" | "skip" | "stop") {
  await page.clock.fastForward(3_000);
  await expect(page.getByTestId("question")).toHaveText(/\?/);
  for (let i = 0; i < 40; i++) {
    const q = await onScreen(page);
    const move = play(q);
    if (move === "stop") break;
    if (move === "skip") await page.getByRole("button", { name: "Skip" }).click();
    else await answer(page, true);
    await expect(page.getByTestId("question")).not.toHaveText(q.text);
  }
}

async function finishTimed(page: Page) {
  await page.clock.fastForward(90_000);
  await expect(page.getByText("Time's Up!", { exact: true })).toBeVisible();
  await page.clock.fastForward(2_000);
  await expect(page).toHaveURL(/\/play\/results$/);
}

test.describe("a mission the child can finish", () => {
  // The server's refusal of the mission the child's level cannot do is the browser's 422, on purpose.
  test.use({ expectedConsoleErrors: [/status of 422 \(Unprocessable Entity\)/] });

  test("a beginner cannot be sent a mission they could never finish; a possible one shows all its parts and completes only when met", async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width: 390, height: 664 });
    const shot = (name: string) => picture(page, { path: testInfo.outputPath(`${name}-390x664.png`) });
    const { email } = await familyOnDashboard(page, [["Ava", "4821"]]);
    const origin = new URL(page.url()).origin;
    const listed = (await (await page.request.get("/api/children")).json()) as { children: { id: string }[] };
    const avaId = listed.children[0]?.id ?? "";
    const setLevel = async (difficulty_level: string) => {
      const res = await page.request.patch(`/api/children/${avaId}`, {
        headers: { origin },
        data: { difficulty_level },
      });
      expect(res.ok()).toBe(true);
    };

    // Forced through the API: a beginner's 90 Second Challenge never asks the 7 times table.
    const forced = await page.request.post(`/api/children/${avaId}/missions`, {
      headers: { origin },
      data: {
        game_mode_target: "timed",
        question_type_target: "multiplication",
        tables: [7],
        reward_type: "custom_text",
        reward_text: "A trip to the park",
      },
    });
    expect(forced.status()).toBe(422);
    const sevens =
      "Ava could never complete this mission. At Beginner level the 90 Second Challenge asks only the 2 to 5 times tables, never the 7 times table.";
    expect(((await forced.json()) as { error: unknown }).error).toMatchObject({
      code: "mission_impossible",
      message: sevens,
    });

    // Coach Mode offers a beginner only what their games ask.
    await page.goto("/parent/coach-mode");
    await page.getByRole("dialog", { name: "Your First Challenge" }).getByRole("button", { name: "Skip" }).click();
    const pickAva = async () => {
      await page.getByRole("button", { name: /^Ava/ }).click();
      await expect(page.getByText(/^Focus: /)).toBeVisible();
      return page.getByRole("form", { name: "Mission for Ava" });
    };
    let form = await pickAva();
    await form.getByLabel("Game mode").selectOption({ label: "90 Second Challenge" });
    const tables = form.getByRole("group", { name: "Times tables (optional)" });
    await expect(tables.getByRole("checkbox")).toHaveCount(4);
    await expect(tables.getByText("7×")).toHaveCount(0);
    await expect(form.getByLabel("Question type").locator("option")).toHaveText([
      "All question types",
      "Addition",
      "Multiplication",
    ]);

    // A target the Traffic Light can never reach is refused on the page, and nothing is sent.
    await form.getByLabel("Game mode").selectOption({ label: "Traffic Light Challenge" });
    await form.getByLabel("Target Correct Answers (optional)").fill("50");
    await form.getByLabel("Custom reward").check();
    await form.getByLabel("Your reward").fill("A trip to the park");
    await form.getByRole("button", { name: "Send Mission" }).click();
    const tooHigh = "The Traffic Light Challenge scores at most 20, so a higher target could never be reached.";
    await expect(form.getByRole("alert")).toHaveText(tooHigh);
    await form.getByLabel("Target Correct Answers (optional)").scrollIntoViewIfNeeded();
    await shot("mission-target-refused");

    // Ava's level changes in another tab while the form still offers an intermediate's tables: the server refuses.
    await setLevel("intermediate");
    await page.reload();
    form = await pickAva();
    await form.getByLabel("Game mode").selectOption({ label: "90 Second Challenge" });
    await form.getByRole("group", { name: "Times tables (optional)" }).getByText("7×").click();
    await form.getByLabel("Custom reward").check();
    await form.getByLabel("Your reward").fill("A trip to the park");
    await setLevel("beginner");
    await form.getByRole("button", { name: "Send Mission" }).click();
    await expect(form.getByRole("alert")).toHaveText(sevens);
    await form.getByRole("alert").scrollIntoViewIfNeeded();
    await shot("mission-refused-by-server");

    // A mission a beginner can do: two right in a 90 Second Challenge, one of them a 3 times table question.
    await page.reload();
    form = await pickAva();
    await form.getByLabel("Game mode").selectOption({ label: "90 Second Challenge" });
    await form.getByLabel("Title").fill("Threes");
    await form.getByLabel("Target Correct Answers (optional)").fill("2");
    await form.getByLabel("Question type").selectOption({ label: "Multiplication" });
    await form.getByRole("group", { name: "Times tables (optional)" }).getByText("3×").click();
    await form.getByLabel("Custom reward").check();
    await form.getByLabel("Your reward").fill("A trip to the park");
    await form.getByRole("button", { name: "Send Mission" }).click();
    await expect(page.getByText("Mission sent successfully!")).toBeVisible();
    // Coach Mode shows it as Ava's active mission, with a way to clear it.
    const inCoachMode = page.getByRole("region", { name: "Ava's active mission" });
    await expect(inCoachMode).toContainText("Threes");
    await expect(inCoachMode.getByRole("button", { name: "Clear mission" })).toBeVisible();

    // The parent's dashboard shows it on Ava's card, with every part.
    await page.goto("/parent/dashboard");
    const onCard = page.getByTestId("child-card").getByTestId("active-mission");
    await expect(onCard).toContainText("Threes");
    await expect(onCard).toContainText("Times table:3 times table: get at least one right");
    await onCard.scrollIntoViewIfNeeded();
    await shot("mission-on-child-card");

    // Ava's card shows all of it.
    await childLogIn(page, email, "4821");
    const card = page.getByTestId("mission-card");
    for (const part of [
      "Game:90 Second Challenge",
      "Target:2 correct",
      "Question type:Multiplication: get at least one right",
      "Times table:3 times table: get at least one right",
      "Time limit:90 seconds",
    ]) {
      await expect(card).toContainText(part);
    }
    await card.scrollIntoViewIfNeeded();
    await shot("mission-card-child");

    // A game that reaches the score without a 3 times table question right is not the mission.
    const start = async () => {
      await page.getByTestId("mission-card").getByRole("link").click();
      await page.getByRole("link", { name: "Start Challenge Now!" }).click();
      await expect(page).toHaveURL(/\/play\/game\/[0-9a-f-]+\?mode=timed$/);
    };
    await start();
    const progress = page.getByTestId("mission-progress");
    let right = 0;
    await playTimed(page, (q) => {
      if (right >= 2) return "stop";
      if (q.op === "×" && (q.a === 3 || q.b === 3)) return "skip";
      right++;
      return "answer";
    });
    await expect(progress).toContainText("Mission 2 / 2 · get a 3× right");
    await expect(progress).not.toContainText("target reached");
    await shot("mission-chip-not-met");
    await finishTimed(page);
    await expect(page.getByRole("dialog", { name: "Mission complete!" })).toHaveCount(0);
    await page.goto("/child/dashboard");
    await expect(page.getByTestId("mission-card")).toContainText("Threes");

    // A game that meets every part completes it.
    await start();
    let threes = 0;
    right = 0;
    await playTimed(page, (q) => {
      if (right >= 2 && threes > 0) return "stop";
      right++;
      if (q.op === "×" && (q.a === 3 || q.b === 3)) threes++;
      return "answer";
    });
    await expect(progress).toContainText("target reached!");
    await shot("mission-chip-met");
    await finishTimed(page);
    const complete = page.getByTestId("mission-complete");
    await expect(complete).toContainText("Threes");
    await expect(page.getByRole("dialog", { name: "Mission complete!" })).toBeVisible();
    await expectBadgeToastClearOf(page, page.getByRole("heading", { name: "Mission complete!" }));
    await shot("mission-complete");
    // Share Your Win: the same targets as Invite Friends, each service's page in a new tab.
    await complete.getByRole("button", { name: "Share Your Win" }).click();
    const targets = page.getByRole("region", { name: "Share Your Win on" });
    await expect(targets.getByRole("link")).toHaveText(["WhatsApp", "Facebook", "X", "Bluesky", "Email"]);
    for (const link of await targets.getByRole("link", { name: /opens in a new tab/ }).all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await targets.getByRole("link", { name: "Email" }).scrollIntoViewIfNeeded();
    expect(await axeProblems(page, { include: '[role="dialog"]' })).toEqual([]);
    await shot("share-your-win");
  });
});
