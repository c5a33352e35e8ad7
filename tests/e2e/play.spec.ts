import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { answer, solve } from "./play-support";
import { childReadyToPlay, MOVES_SERVER_CLOCK, setServerDate } from "./support";
import { installFakeClock } from "./fake-clock";

async function startGame(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  await expect(page.getByTestId("countdown")).toHaveText("3");
  await page.clock.fastForward(1_000);
  await expect(page.getByTestId("countdown")).toHaveText("2");
  await page.clock.fastForward(2_000);
  await expect(page.getByTestId("question")).toHaveText(/=/);
}

async function toResults(page: Page, title: string) {
  // The end's own words, not the announcer's sentence that holds them too.
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await page.clock.fastForward(2_000);
  await expect(page).toHaveURL(/\/play\/results$/);
}

test.beforeEach(async ({ page }) => {
  await installFakeClock(page);
});

test("90 Second Challenge: play to time up, then the results tiles and stars", async ({ page }) => {
  await childReadyToPlay(page);
  await startGame(page, "game-timed");
  for (let i = 0; i < 5; i++) {
    const before = await answer(page, true);
    await expect(page.getByTestId("question")).not.toHaveText(before);
  }
  await answer(page, false);
  await expect(page.getByTestId("score")).toHaveText("5");
  await page.clock.fastForward(80_000);
  // The low-time warning: 10 seconds or less (real time also passes while answering).
  await expect(page.getByTestId("seconds-left")).toHaveText(/^([0-9]|10)s$/);
  await expect(page.getByTestId("seconds-left")).toHaveClass(/text-berry-600/);
  await page.clock.fastForward(10_000);
  await toResults(page, "Time's Up!");
  await expect(page.getByTestId("tile-score")).toHaveText("5 / 40");
  await expect(page.getByTestId("tile-answered")).toHaveText("6");
  // The question on screen when the clock ran out was never skipped.
  await expect(page.getByTestId("tile-skipped")).toHaveText("0");
  await expect(page.getByTestId("tile-rating")).toHaveAccessibleName("1 out of 5 stars");
  await page.getByText("Question Details").click();
  await expect(page.getByRole("listitem").filter({ hasText: "✓ Correct" })).toHaveCount(5);
});

/** A sign as a screen reader hears it from the game. */
const SIGNS_SAID: Readonly<Record<string, string>> = { "+": "plus", "−": "minus", "×": "times", "÷": "divided by" };

/** Answers the question on screen wrongly, and sees the whole equation with its right answer, said kindly. */
async function answerWrongAndSeeTheAnswer(page: Page) {
  const asked = await answer(page, false);
  const right = solve(asked);
  const solved = asked.replace("?", right);
  await expect(page.getByTestId("question")).toHaveText(solved);
  await expect(page.getByTestId("right-answer")).toHaveText(right);
  await expect(page.getByTestId("answer")).toHaveText(`Not quite! It's ${right}.`);
  // A screen reader hears the short word, through the app's announcer (a sign in words).
  const said = SIGNS_SAID[right] ?? right;
  await expect(page.locator('[data-announcer="assertive"]')).toHaveText(`Not quite, it's ${said}.`);
  return asked;
}

test("a wrong answer shows the right one, then the game goes on, in each mode that shows it", async ({ page }) => {
  await childReadyToPlay(page);
  // The play address of each mode, for this child (Challenge Mode has no button of its own here).
  const timedPath = (await page.getByTestId("game-timed").getAttribute("href")) ?? "";
  const childId = /\/play\/game\/([^/?]+)/.exec(timedPath)?.[1] ?? "";
  const modes = [
    { name: "90 Second Challenge", path: "?mode=timed", pauseMs: 1_500 },
    { name: "Challenge Mode", path: "?mode=challenge", pauseMs: 1_500 },
    { name: "Missing Piece", path: "missing-piece", pauseMs: 1_500 },
    { name: "Traffic Light", path: "traffic-light", pauseMs: 2_000 },
  ];
  for (const mode of modes) {
    await test.step(mode.name, async () => {
      await page.goto(
        mode.path.startsWith("?") ? `/play/game/${childId}${mode.path}` : `/play/${mode.path}/${childId}`,
      );
      await expect(page.getByTestId("countdown")).toHaveText("3");
      await page.clock.fastForward(3_000);
      const asked = await answerWrongAndSeeTheAnswer(page);
      // The answer shows for a moment, then the next question comes.
      await page.clock.fastForward(mode.pauseMs);
      await expect(page.getByTestId("question")).toHaveText(/\?/);
      await expect(page.getByTestId("question")).not.toHaveText(asked);
      await expect(page.getByTestId("score")).toHaveText("0");
    });
  }
});

test("on a phone the child's dashboard shows the games first, the first one whole on screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 664 });
  await childReadyToPlay(page);
  // Whichever game comes first in the list (Smart Practice, the one planned for the child).
  const games = page.getByRole("region", { name: "Choose a game" }).getByRole("listitem");
  await expect(games).not.toHaveCount(0);
  const first = await games.first().boundingBox();
  expect(first).not.toBeNull();
  expect((first?.y ?? 0) + (first?.height ?? 0)).toBeLessThanOrEqual(664);
  await expect(page.getByTestId("fun-fact-card")).toBeAttached();
});

test("no keystroke is lost or carried over when the next question appears as the child types", async ({ page }) => {
  await childReadyToPlay(page);
  await startGame(page, "game-timed");
  for (let i = 0; i < 3; i++) {
    const question = page.getByTestId("question");
    const text = (await question.textContent()) ?? "";
    await page.waitForTimeout(300);
    // The answer, Enter, and at once the start of the next answer, as a quick child types.
    await page.keyboard.type(`${solve(text)}\n15`, { delay: 0 });
    await expect(question).not.toHaveText(text);
    await expect(page.getByTestId("answer")).toHaveText("15");
    for (let k = 0; k < 2; k++) await page.keyboard.press("Backspace");
    await expect(page.getByTestId("answer")).toHaveText(" ");
  }
  await expect(page.getByTestId("score")).toHaveText("3");
});

test("Get to 100: ends on the first wrong answer, and the dashboard shows the new streak at once, without a reload", async ({
  page,
}) => {
  await childReadyToPlay(page);
  await expect(page.getByTestId("streak")).toHaveText("Start today!");
  await startGame(page, "game-get_to_100");
  for (let i = 0; i < 3; i++) {
    const asked = await answer(page, true);
    await expect(page.getByTestId("answer")).toHaveText("✓ Correct!");
    if (i === 1) {
      // A fluent child need not wait out the second: a key brings the next question at once, and types nothing.
      await page.keyboard.press("7");
      await expect(page.getByTestId("question")).not.toHaveText(asked);
      await expect(page.getByTestId("answer")).toHaveText(" ");
    } else {
      await page.clock.fastForward(1_000);
    }
  }
  const slip = await answer(page, false);
  // A slip is not a "Challenge Complete!": it says how far the child got, and the answer.
  await expect(page.getByTestId("ending-answer")).toHaveText(`The answer was ${slip.replace("?", solve(slip))}`);
  await toResults(page, "Good try! You reached 3");
  await expect(page.getByText("Challenge Complete!")).toHaveCount(0);
  await expect(page.getByTestId("tile-score")).toHaveText("3 / 100");
  await expect(page.getByTestId("tile-rating")).toHaveAccessibleName("1 out of 5 stars");
  // After this first game, the dashboard has the streak.
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/child\/dashboard$/);
  await expect(page.getByTestId("streak")).toHaveText("1-day streak");
});

test("Missing Piece: 60 seconds, scored out of the questions answered; all right is full marks", async ({ page }) => {
  await childReadyToPlay(page);
  await startGame(page, "game-missing_piece");
  for (let i = 0; i < 4; i++) {
    const before = await answer(page, true);
    await expect(page.getByTestId("question")).not.toHaveText(before);
  }
  await page.clock.fastForward(60_000);
  await toResults(page, "Time's Up!");
  // The question the clock cut off was never the child's to answer: not counted, not a skip.
  await expect(page.getByTestId("tile-score")).toHaveText("4 / 4");
  await expect(page.getByTestId("tile-skipped")).toHaveText("0");
  await expect(page.getByTestId("tile-rating")).toHaveAccessibleName("5 out of 5 stars");
});

test("Traffic Light: a perfect 20 shows the speed panel and opens the memory game", async ({ page }) => {
  await childReadyToPlay(page);
  await startGame(page, "game-traffic_light");
  for (let i = 0; i < 20; i++) {
    await expect(page.getByText(`Question ${i + 1} of 20`)).toBeVisible();
    await answer(page, true);
    await expect(page.getByTestId("traffic-light")).toHaveText(/^Green: 0\.\d s$/);
    await page.clock.fastForward(2_000);
  }
  await toResults(page, "Challenge Complete!");
  await expect(page.getByTestId("tile-score")).toHaveText("20 / 20");
  await expect(page.getByTestId("tile-rating")).toHaveAccessibleName("5 out of 5 stars");
  await expect(page.getByText("Perfect score bonus!")).toBeVisible();
  await expect(page.getByText("Response speed")).toBeVisible();
  const cards = page.getByTestId("memory-game").getByRole("button");
  await expect(cards).toHaveCount(12);
  await cards.nth(0).click();
  await cards.nth(1).click();
  await expect(page.getByTestId("memory-status")).toContainText("pairs found");
});

test(
  "Times Table Tower is locked for a new child and opens after a 3-day streak",
  { tag: MOVES_SERVER_CLOCK },
  async ({ page }) => {
    await childReadyToPlay(page);
    await expect(page.getByTestId("game-times_table_tower")).toContainText("Locked");
    // A shield is only won in the tower itself, so the lock names the one way in.
    await expect(page.getByTestId("game-times_table_tower")).not.toContainText("shield");
    await expect(page.getByTestId("streak")).toHaveText("Start today!");
    // Its address does not get round the lock.
    const dashboard = page.url();
    const timedPath = (await page.getByTestId("game-timed").getAttribute("href")) ?? "";
    await page.goto(timedPath.replace(/^\/play\/game\//, "/play/times-table-tower/").replace(/\?.*$/, ""));
    await expect(page.getByTestId("tower-locked")).toContainText("Play on 3 days in a row to open it.");
    await expect(page.getByTestId("question")).toHaveCount(0);
    await page.goto(dashboard);
    try {
      for (const daysAgo of [2, 1, 0]) {
        await setServerDate(page, new Date(Date.now() - daysAgo * 86_400_000));
        await page.goto("/child/dashboard");
        await startGame(page, "game-get_to_100");
        await answer(page, false);
        await toResults(page, "Good try! You reached 0");
      }
      await page.goto("/child/dashboard");
      await expect(page.getByTestId("streak")).toHaveText("3-day streak");
      await expect(page.getByTestId("game-times_table_tower")).not.toContainText("Locked");

      await startGame(page, "game-times_table_tower");
      for (let i = 0; i < 2; i++) {
        await answer(page, true);
        await expect(page.getByTestId("answer")).toHaveText("✓ Correct!");
        await page.clock.fastForward(1_500);
      }
      await expect(page.getByTestId("tower-height")).toHaveText("2");
      // A wrong answer takes a block away and shows the right answer; the tower stood no higher than 2, so it stands.
      await answerWrongAndSeeTheAnswer(page);
      await expect(page.getByTestId("tower-height")).toHaveText("1");
      await page.clock.fastForward(1_500);
      await page.clock.fastForward(90_000);
      await toResults(page, "Time's Up!");
      await expect(page.getByTestId("tile-score")).toHaveText("2 / 20");
    } finally {
      await setServerDate(page, null);
    }
  },
);

test("results: Play again plays the same game again, and the best is the one to beat", async ({ page }) => {
  await childReadyToPlay(page);
  await startGame(page, "game-get_to_100");
  const getTo100 = page.url();
  for (let i = 0; i < 2; i++) {
    await answer(page, true);
    await page.clock.fastForward(1_000);
  }
  await answer(page, false);
  await toResults(page, "Good try! You reached 2");
  await expect(page.getByTestId("personal-best")).toHaveText(
    "New best!Your first game: 2 is the score to beat next time.",
  );

  await page.getByRole("link", { name: "Play again" }).click();
  expect(page.url()).toBe(getTo100);
  await expect(page.getByTestId("countdown")).toHaveText("3");
  await page.clock.fastForward(3_000);
  await answer(page, true);
  await page.clock.fastForward(1_000);
  await answer(page, false);
  await toResults(page, "Good try! You reached 1");
  await expect(page.getByTestId("personal-best")).toHaveText("Your best is 2. Can you beat it?");

  await page.getByRole("link", { name: "Play again" }).click();
  await page.clock.fastForward(3_000);
  for (let i = 0; i < 3; i++) {
    await answer(page, true);
    await page.clock.fastForward(1_000);
  }
  await answer(page, false);
  await toResults(page, "Good try! You reached 3");
  await expect(page.getByTestId("personal-best")).toHaveText("New best!You beat your best of 2!");
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/child\/dashboard$/);
});

test("Play again keeps the level chosen in the address (Missing Piece at expert)", async ({ page }) => {
  await childReadyToPlay(page);
  const beginner = (await page.getByTestId("game-missing_piece").getAttribute("href")) ?? "";
  const expert = beginner.replace("difficulty=beginner", "difficulty=expert");
  await page.goto(expert);
  await page.clock.fastForward(3_000);
  await answer(page, true);
  await page.clock.fastForward(60_000);
  await toResults(page, "Time's Up!");
  await expect(page.getByText("Missing Piece Challenge · Expert")).toBeVisible();
  await expect(page.getByTestId("personal-best")).toContainText("New best!");
  await page.getByRole("link", { name: "Play again" }).click();
  await expect(page).toHaveURL(new RegExp(`${expert.replace(/[?]/g, "\\?")}$`));
  await expect(page.getByTestId("countdown")).toHaveText("3");
});

test.describe("a child new to a mode", () => {
  test.use({ knowsHowToPlay: false });

  test("sees how to play before the first game of each mode, and not again", async ({ page }) => {
    await childReadyToPlay(page);
    await page.getByTestId("game-get_to_100").click();
    const card = page.getByTestId("how-to-play");
    await expect(card.getByRole("heading", { name: "Get to 100 Challenge" })).toBeVisible();
    await expect(card).toContainText("One wrong answer or skip and the game is over");
    // The countdown waits for the child; Enter on the focused button starts it.
    await page.clock.fastForward(5_000);
    await expect(page.getByTestId("countdown")).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Let's go!" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("countdown")).toHaveText("3");
    await expect(card).toHaveCount(0);
    await page.clock.fastForward(3_000);
    await answer(page, false);
    await toResults(page, "Good try! You reached 0");

    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.getByTestId("game-get_to_100").click();
    await expect(page.getByTestId("countdown")).toHaveText("3");
    await expect(card).toHaveCount(0);

    await page.clock.fastForward(3_000);
    await answer(page, false);
    await toResults(page, "Good try! You reached 0");

    // Another mode has a card of its own, skippable.
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.getByTestId("game-traffic_light").click();
    await expect(card.getByRole("heading", { name: "Traffic Light Challenge" })).toBeVisible();
    await card.getByRole("button", { name: "I know how to play" }).click();
    await expect(page.getByTestId("countdown")).toHaveText("3");
  });
});
