import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { answer } from "./play-support";
import { childReadyToPlay, newFamily } from "./support";
import { expectApart, picture } from "./layout-support";
import { installFakeClock } from "./fake-clock";

/**
 * The game on every screen a child plays on: the question, the answer, the
 * timer and the whole keypad in view without scrolling, no site header to tap
 * by mistake. A parent playing as themself reaches every mode, the tower too.
 * Screenshots of each go to test-results/screenshots for a person to look at.
 */
const SCREENS = [
  { name: "phone-390x664", width: 390, height: 664 },
  { name: "phone-360x640", width: 360, height: 640 },
  // The narrowest a page must work at (WCAG 1.4.10, reflow): a small phone, or a laptop at 400 %.
  { name: "phone-320x568", width: 320, height: 568 },
  // A 1280 × 800 laptop with the browser zoomed to 200 %.
  { name: "laptop-at-200-percent-640x400", width: 640, height: 400 },
  { name: "landscape-640x360", width: 640, height: 360 },
  { name: "tablet-768x1024", width: 768, height: 1024 },
  { name: "desktop-1280x800", width: 1280, height: 800 },
] as const;

const MODES = [
  ["timed", "/play/game/me?mode=timed&playerType=user"],
  ["get-to-100", "/play/game/me?mode=get_to_100&playerType=user"],
  ["challenge", "/play/game/me?mode=challenge&playerType=user"],
  ["missing-piece", "/play/missing-piece/me?difficulty=expert&playerType=user"],
  ["traffic-light", "/play/traffic-light/me?playerType=user"],
  ["times-table-tower", "/play/times-table-tower/me?playerType=user"],
] as const;

/** The element lies wholly inside the viewport as the page first shows it. */
async function expectWhollyInView(page: Page, testId: string | { role: "button"; name: string }) {
  const locator =
    typeof testId === "string" ? page.getByTestId(testId) : page.getByRole(testId.role, { name: testId.name });
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, `${JSON.stringify(testId)} is drawn`).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.y, `${JSON.stringify(testId)} top`).toBeGreaterThanOrEqual(0);
  expect(box.x, `${JSON.stringify(testId)} left`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${JSON.stringify(testId)} bottom`).toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, `${JSON.stringify(testId)} right`).toBeLessThanOrEqual(viewport.width);
}

/** The element's text is whole: none of it runs out of its box, nor is cut short with an ellipsis. */
async function expectNotCutOff(name: string, locator: Locator) {
  const overflow = await locator.evaluate((el) => ({
    x: el.scrollWidth - el.clientWidth,
    y: el.scrollHeight - el.clientHeight,
  }));
  expect(overflow, `${name} is not cut off`).toEqual({ x: 0, y: 0 });
}

test.beforeEach(async ({ page }) => {
  await installFakeClock(page);
});

test("every mode fits on one screen at every size", async ({ page }) => {
  // Six games, each checked at five sizes.
  test.setTimeout(120_000);
  await newFamily(page);
  for (const [name, path] of MODES) {
    await page.setViewportSize(SCREENS[0]);
    await page.goto(path);
    await expect(page.getByTestId("countdown")).toBeVisible();
    await page.clock.fastForward(3_000);
    await expect(page.getByTestId("question")).toHaveText(/=/);
    // Something typed, so that the answer line shows what a child sees mid-question.
    if (name !== "missing-piece") await page.keyboard.type("4");

    // The same question at each size, the window resized under it.
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      // A focused screen: no site header or footer to tap mid-game.
      await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      expect(await page.evaluate(() => window.scrollY), `scrolled at ${screen.name}`).toBe(0);
      // Nothing wider than the screen: no sideways scrolling.
      const wider = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(wider, `sideways scrolling at ${screen.name}`).toBe(0);
      await expectWhollyInView(page, "question");
      await expectWhollyInView(page, "answer");
      await expectWhollyInView(page, "score");
      if (name !== "traffic-light" && name !== "get-to-100") await expectWhollyInView(page, "seconds-left");
      for (const key of ["7", "9", "Delete", "0", "Submit answer"]) {
        await expectWhollyInView(page, { role: "button", name: key });
      }
      await expectWhollyInView(page, { role: "button", name: "Skip" });
      await expectWhollyInView(page, { role: "button", name: "Leave game" });
      if (name === "times-table-tower") await expectWhollyInView(page, "tower-height");
      if (name === "traffic-light") await expectWhollyInView(page, "traffic-light");
      await picture(page, { path: `test-results/screenshots/game-${name}-${screen.name}.png` });
    }
  }
});

test("the tower grows up from its ground, above the clouds past 8 blocks, and never moves sideways", async ({
  page,
}) => {
  await newFamily(page);
  await page.setViewportSize({ width: 390, height: 664 });
  await page.goto("/play/times-table-tower/me?playerType=user");
  await page.clock.fastForward(3_000);
  const tower = page.getByTestId("tower");
  const question = page.getByTestId("question");
  const startTower = await tower.boundingBox();
  const startQuestion = await question.boundingBox();
  for (let height = 1; height <= 9; height++) {
    await answer(page, true);
    await expect(page.getByTestId("tower-height")).toHaveText(String(height));
    // The ground stays under the lowest block: never a lid on the tower.
    const ground = await page.getByTestId("tower-ground").boundingBox();
    const blocks = page.getByTestId("tower-block");
    await expect(blocks).toHaveCount(Math.min(height, 8));
    for (const block of await blocks.all()) {
      const box = await block.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(ground?.y ?? 0);
    }
    expect(await tower.boundingBox()).toEqual(startTower);
    expect((await question.boundingBox())?.x).toBe(startQuestion?.x);
    if (height === 3 || height === 9) {
      await picture(page, { path: `test-results/screenshots/game-tower-${height}-blocks-phone-390x664.png` });
    }
    await page.clock.fastForward(1_500);
  }
  await expect(tower).toContainText("Above the clouds!");
});

test("leaving mid-game asks first; Keep playing goes on, Leave goes to the dashboard", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 664 });
  await childReadyToPlay(page);
  await page.getByTestId("game-timed").click();
  await page.clock.fastForward(3_000);
  await answer(page, true);
  await expect(page.getByTestId("score")).toHaveText("1");

  await page.getByRole("button", { name: "Leave game" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave this game?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Keep playing" })).toBeFocused();
  // The game's keys rest while the question is open.
  await page.keyboard.type("12");
  await expect(page.getByTestId("answer")).not.toContainText("12");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("score")).toHaveText("1");
  await answer(page, true);
  await expect(page.getByTestId("score")).toHaveText("2");

  // The browser's Back asks too.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep playing" }).click();
  // The router closes the question in a transition: wait for it before the next click.
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/play\/game\//);

  await page.getByRole("button", { name: "Leave game" }).click();
  await dialog.getByRole("button", { name: "Leave game" }).click();
  await expect(page).toHaveURL(/\/child\/dashboard$/);
  await expect(page.getByTestId("playing-as")).toHaveText("Playing as: Ava");
});

test("the countdown and the ending fit a small phone and a phone on its side", async ({ page }) => {
  await newFamily(page);
  for (const screen of [SCREENS[1], SCREENS[2]]) {
    await page.setViewportSize(screen);
    await page.goto("/play/game/me?mode=get_to_100&playerType=user");
    await expectWhollyInView(page, "countdown");
    await picture(page, { path: `test-results/screenshots/game-countdown-${screen.name}.png` });
    await page.clock.fastForward(3_000);
    await answer(page, false);
    const title = page.getByText("Good try! You reached 0", { exact: true });
    await expect(title).toBeVisible();
    const box = await title.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(screen.height);
    await expectWhollyInView(page, "ending-answer");
    await picture(page, { path: `test-results/screenshots/game-ending-${screen.name}.png` });
  }
});

test("the Times Tables Check fits a small phone and a phone on its side: question, clock, answer and keypad whole and apart", async ({
  page,
}) => {
  await newFamily(page);
  for (const screen of [SCREENS[1], SCREENS[2]]) {
    await page.setViewportSize(screen);
    await page.goto("/play/times-tables-check/me?playerType=user");
    await expect(page.getByTestId("countdown")).toBeVisible();
    await page.clock.fastForward(3_000);

    /** The question on screen, something typed, every part of it in view and none over another. */
    const expectWholeQuestion = async (shot: string) => {
      await expect(page.getByTestId("question")).toHaveText(/^\d+ × \d+ = \?$/);
      await page.keyboard.type("42");
      await expect(page.getByTestId("answer")).toHaveText("42");
      await expect(page.getByRole("button", { name: "Log out" })).toHaveCount(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      for (const part of ["mtc-progress", "question", "answer", "seconds-left"]) await expectWhollyInView(page, part);
      await expectWhollyInView(page, { role: "button", name: "Leave game" });
      for (const key of ["7", "8", "9", "1", "3", "Delete", "0", "Submit answer"]) {
        await expectWhollyInView(page, { role: "button", name: key });
      }
      await expectNotCutOff("the title", page.getByRole("heading", { name: "Times Tables Check" }));
      await expectNotCutOff("the progress", page.getByTestId("mtc-progress"));
      await expectNotCutOff("the question", page.getByTestId("question"));
      await expectNotCutOff("the answer", page.getByTestId("answer"));
      await expectApart({
        title: page.getByRole("heading", { name: "Times Tables Check" }),
        progress: page.getByTestId("mtc-progress"),
        "leave button": page.getByRole("button", { name: "Leave game" }),
        timer: page.getByRole("progressbar", { name: "Time left" }),
        "seconds left": page.getByTestId("seconds-left"),
        question: page.getByTestId("question"),
        answer: page.getByTestId("answer"),
        keypad: page.getByRole("group", { name: "Number keypad" }),
      });
      await picture(page, { path: `test-results/screenshots/game-mtc-${shot}-${screen.name}.png` });
    };

    // A practice question, its badge beside the title.
    await expect(page.getByTestId("mtc-progress")).toHaveText("Practice 1 of 3: not scored");
    await expectWhollyInView(page, "practice-badge");
    await expectApart({
      title: page.getByRole("heading", { name: "Times Tables Check" }),
      progress: page.getByTestId("mtc-progress"),
      badge: page.getByTestId("practice-badge"),
    });
    await expectWholeQuestion("practice");

    // Through the practice (each left to run out) to the start of the check.
    await page.clock.fastForward(6_000 + 3_000 + 6_000 + 3_000 + 6_000);
    await expectWhollyInView(page, "mtc-interlude");
    await picture(page, { path: `test-results/screenshots/game-mtc-interlude-${screen.name}.png` });
    await page.clock.fastForward(5_000);
    await expect(page.getByTestId("mtc-progress")).toHaveText("Question 1 of 25");
    await expectWholeQuestion("question");
  }
});
