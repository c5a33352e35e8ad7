import { expect, test } from "./fixtures";
import { axeProblems } from "./axe";
import { answer } from "./play-support";
import { childAction, childLogIn, familyOnDashboard, logOut } from "./support";
import { picture } from "./layout-support";
import { installFakeClock } from "./fake-clock";

declare global {
  interface Window {
    /** What the page asked the browser to say, and how many tones it started. */
    spoken: string[];
    tones: number;
  }
}

test.beforeEach(async ({ page }) => {
  await installFakeClock(page);
  // Speech and sound, watched: the calls are recorded, nothing is heard.
  await page.addInitScript(() => {
    window.spoken = [];
    window.tones = 0;
    const synth = window.speechSynthesis as SpeechSynthesis | undefined;
    if (synth) {
      synth.speak = (utterance: SpeechSynthesisUtterance) => void window.spoken.push(utterance.text);
      synth.cancel = () => undefined;
    }
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      override createOscillator() {
        window.tones++;
        return super.createOscillator();
      }
    };
  });
});

test("a parent's access settings apply to the child's game: larger text, high contrast, read aloud, no keypad, a time alert", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const { email } = await familyOnDashboard(page, [["Ava", "4821"]]);

  await childAction(page, "Ava", "Access settings for Ava");
  const dialog = page.getByRole("dialog", { name: "Access settings for Ava" });
  for (const label of [
    "Larger text",
    "High-contrast colours",
    "Read each question aloud",
    "No on-screen keypad (types on a keyboard)",
    "A sound when time is nearly up",
  ]) {
    await dialog.getByLabel(label).check();
  }
  expect(await axeProblems(page, { include: '[role="dialog"]' })).toEqual([]);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toHaveCount(0);
  // Kept: the dialog opens again with them on.
  await childAction(page, "Ava", "Access settings for Ava");
  await expect(dialog.getByLabel("Larger text")).toBeChecked();
  await expect(dialog.getByLabel(/Times Tables Check/)).not.toBeChecked();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  // Focus tables, from the same card.
  await childAction(page, "Ava", "Focus tables for Ava");
  const focus = page.getByRole("dialog", { name: "Focus tables for Ava" });
  await focus.getByLabel("7×").check();
  await focus.getByLabel("8×").check();
  await focus.getByRole("button", { name: "Save" }).click();
  await expect(focus).toHaveCount(0);
  await childAction(page, "Ava", "Focus tables for Ava");
  await expect(focus.getByLabel("7×")).toBeChecked();
  await expect(focus.getByLabel("8×")).toBeChecked();
  await expect(focus.getByLabel("9×")).not.toBeChecked();
  // A change cancelled is gone the next time the dialog opens.
  await focus.getByLabel("7×").uncheck();
  await focus.getByRole("button", { name: "Cancel" }).click();
  await childAction(page, "Ava", "Focus tables for Ava");
  await expect(focus.getByLabel("7×")).toBeChecked();
  await focus.getByRole("button", { name: "Cancel" }).click();
  await logOut(page);

  await childLogIn(page, email, "4821");
  await expect(page.getByTestId("playing-as")).toHaveText("Playing as: Ava");
  await page.getByTestId("game-timed").click();
  await page.clock.fastForward(3_000);
  const question = page.getByTestId("question");
  await expect(question).toHaveText(/=/);

  // Larger text and high contrast: the question is bigger, yellow on black.
  const size = await question.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(50);
  const card = page.locator(".question-card");
  await expect(card).toHaveCSS("background-color", "rgb(0, 0, 0)");
  await expect(card).toHaveCSS("color", "rgb(255, 235, 59)");
  await expect(page.locator("body")).toHaveCSS("background-color", "rgb(0, 0, 0)");

  // Read aloud: the question, in words.
  const text = (await question.textContent()) ?? "";
  await expect
    .poll(() => page.evaluate(() => window.spoken.at(-1)))
    .toBe(
      text
        .replace("×", " times ")
        .replace("÷", " divided by ")
        .replace("+", " plus ")
        .replace("−", " minus ")
        .replace("=", " equals ")
        .replace("?", " what ")
        .replace(/\s+/g, " ")
        .trim(),
    );

  // No keypad: the keyboard answers.
  await expect(page.getByRole("group", { name: "Number keypad" })).toHaveCount(0);
  await expect(page.getByText("Type your answer on the keyboard, then press Enter.")).toBeVisible();
  await answer(page, true);
  await expect(page.getByTestId("score")).toHaveText("1");
  await expect.poll(() => page.evaluate(() => window.spoken.length)).toBeGreaterThanOrEqual(2);
  await picture(page, { path: testInfo.outputPath("access-settings-390.png") });

  // After a wrong answer the right one, the thing to learn, is as easy to read as the question: at
  // least 4.5:1 however large it is (axe's enhanced contrast rule; the plain one asks only 3:1 of large text).
  await answer(page, false);
  await expect(page.getByTestId("right-answer")).toBeVisible();
  expect(await axeProblems(page, { include: ".question-card", tags: ["wcag2aaa"] })).toEqual([]);
  await picture(page, { path: testInfo.outputPath("access-settings-right-answer-390.png") });

  // The time alert: three beeps as 10 seconds are left, once.
  const before = await page.evaluate(() => window.tones);
  await page.clock.fastForward(81_000);
  await expect(page.getByTestId("seconds-left")).toHaveText(/^([0-9]|10)s$/);
  await expect.poll(() => page.evaluate(() => window.tones)).toBe(before + 3);
});
