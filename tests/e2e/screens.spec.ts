import type { Locator, Page } from "@playwright/test";
import { productMessages } from "../../src/shared/messages";
import { expect, test } from "./fixtures";
import { axeProblems } from "./axe";
import { answer } from "./play-support";
import { familyOnDashboard, logOut, newFamily } from "./support";
import { expectApart, picture } from "./layout-support";
import { installFakeClock } from "./fake-clock";

const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 664 },
] as const;

/** Nothing on the page scrolls sideways, and each of `targets` is at least `min` px each way. */
async function expectFits(page: Page, targets: Locator[] = [], min = 24) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box, String(target)).not.toBeNull();
    expect(box?.width ?? 0, String(target)).toBeGreaterThanOrEqual(min);
    expect(box?.height ?? 0, String(target)).toBeGreaterThanOrEqual(min);
  }
}

test("a parent busy in one tab is not signed out by another tab left idle; idle in both, both sign out and say why", async ({
  page,
  context,
}) => {
  test.slow();
  await installFakeClock(context);
  await familyOnDashboard(page);
  const idle = await context.newPage();
  await idle.goto("/parent/account");
  await expect(idle.getByRole("heading", { name: "Account Settings" })).toBeVisible();
  for (const tab of [page, idle]) await tab.waitForLoadState("networkidle");
  await context.clock.runFor(1_000);

  // Twenty minutes of work in the dashboard's tab, a little every minute; the account's tab is left alone.
  for (let minute = 0; minute < 20; minute++) {
    await context.clock.fastForward("01:00");
    await page.mouse.click(5, 300);
  }
  await expect(idle.getByRole("alertdialog")).toBeHidden();
  await expect(idle).toHaveURL(/\/parent\/account$/);
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  // Still signed in as the server sees it.
  await idle.reload();
  await expect(idle.getByRole("heading", { name: "Account Settings" })).toBeVisible();
  await idle.waitForLoadState("networkidle");
  await context.clock.runFor(1_000);

  // Then idle everywhere: at 15 minutes both tabs sign out, and the page they land on says why.
  await context.clock.fastForward("15:05");
  for (const tab of [page, idle]) {
    await expect(tab).toHaveURL(/\/$/);
    await expect(tab.getByTestId("signed-out-notice")).toHaveText(productMessages.signedOutInactive);
  }
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await expectFits(page);
  }
  expect(await axeProblems(page)).toEqual([]);
  await picture(page, { path: test.info().outputPath("signed-out-inactive.png") });
});

test("the parent's pages at phone sizes: back link, Forgot password? and the cookie policy's tables", async ({
  page,
}) => {
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await page.goto("/parent/login");
    await expectFits(page, [page.getByRole("link", { name: "Forgot password?" })], 44);
    await page.goto("/cookie-policy");
    await expect(page.getByRole("table").first()).toBeVisible();
    await expectFits(page);
    for (const table of await page.getByRole("table").all()) {
      const box = await table.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(size.width);
    }
  }
  await picture(page.getByRole("table", { name: "Browser storage used by Maths Sprint" }), {
    path: test.info().outputPath("cookie-storage-table-390.png"),
  });
  await newFamily(page);
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await page.goto("/parent/account");
    await expectFits(page, [page.getByRole("link", { name: "Back to dashboard" })], 44);
  }
  await picture(page, { path: test.info().outputPath("account-390.png") });
});

test.describe("child login", () => {
  // A refused sign-in is answered 401 or 400, which the browser reports on the console.
  test.use({ expectedConsoleErrors: [/status of 40[01]/] });

  test("a wrong email says what is wrong, in the spec's words, never that a field is missing", async ({ page }) => {
    await familyOnDashboard(page, [["Ava", "4821"]]);
    await logOut(page);
    for (const [email, said] of [
      ["nobody@example.com", "Login failed"],
      ["mum@example", "Please enter a valid email address"],
    ] as const) {
      await page.goto("/child/login");
      await page.getByLabel("Parent's email").fill(email);
      await page.getByLabel("Your PIN").fill("4821");
      await page.getByRole("button", { name: "Let's go!" }).click();
      await expect(page.getByRole("alert")).toHaveText(said);
    }
  });
});

test("a game on a phone: Go looks ready and gives a hint, the milestone never covers the tower", async ({ page }) => {
  await installFakeClock(page);
  await newFamily(page);
  await page.setViewportSize(PHONES[1]);
  await page.goto("/play/times-table-tower/me?playerType=user");
  await page.clock.fastForward(3_000);
  await expect(page.getByTestId("question")).toHaveText(/=/);

  const go = page.getByRole("button", { name: "Submit answer" });
  await expect(go).toBeEnabled();
  expect(await go.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  await go.click();
  await expect(page.getByTestId("keypad-hint")).toHaveText("Type your answer first, then press Go.");
  await expect(page.getByTestId("tower-height")).toHaveText("0");
  await picture(page, { path: test.info().outputPath("go-hint-390.png") });

  for (let height = 1; height <= 5; height++) {
    await answer(page, true);
    await expect(page.getByTestId("tower-height")).toHaveText(String(height));
    if (height < 5) await page.clock.fastForward(1_500);
  }
  const milestone = page.getByText("Milestone! 5 blocks!");
  await expect(milestone).toBeVisible();
  for (const [i, block] of (await page.getByTestId("tower-block").all()).entries()) {
    await expectApart({ "the milestone": milestone, [`block ${i + 1}`]: block });
  }
  await expectFits(page, [go, page.getByRole("button", { name: "7" })]);
  await picture(page, { path: test.info().outputPath("tower-milestone-390.png") });
});

test("the results page on a phone: the Play again bar covers none of the tiles", async ({ page }) => {
  await installFakeClock(page);
  await newFamily(page);
  await page.setViewportSize(PHONES[1]);
  await page.goto("/play/game/me?mode=timed&playerType=user");
  await page.clock.fastForward(3_000);
  for (let i = 0; i < 2; i++) {
    const before = await answer(page, true);
    await expect(page.getByTestId("question")).not.toHaveText(before);
  }
  // The personal best is asked for once the save is answered, and the page waits a second at most for it: let its
  // answer come before the end overlay's time (and that second) is fast-forwarded, however busy the machine.
  const best = page.waitForResponse((response) => /\/api\/games\/[^/]+\/personal-best$/.test(response.url()));
  await page.clock.fastForward(90_000);
  await expect(page.getByText("Time's Up!", { exact: true })).toBeVisible();
  await (await best).finished();
  await page.clock.fastForward(2_000);
  await expect(page).toHaveURL(/\/play\/results$/);
  // The page opens with the personal best above the tiles (asked for as the game was saved): nothing pushes them down
  // once the child is reading them, nor between the measures below.
  await expect(page.getByTestId("tile-score")).toBeVisible();
  expect(await page.getByTestId("personal-best").count()).toBe(1);
  const bar = page.getByRole("link", { name: "Play again" });
  await expect(bar).toBeVisible();
  for (const size of [...PHONES].reverse()) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await picture(page, { path: test.info().outputPath(`results-${size.width}.png`) });
    // At first view, what is at the centre of each tile on the screen is the tile, not the bar.
    for (const id of ["tile-score", "tile-answered", "tile-skipped", "tile-rating"]) {
      const tile = page.getByTestId(id);
      const { x, y, width, height } = (await tile.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
      if (y + height / 2 > size.height) continue;
      const seen = await page.evaluate(
        ([cx, cy, testId]) => document.elementFromPoint(cx, cy)?.closest(`[data-testid="${testId}"]`) !== null,
        [x + width / 2, y + height / 2, id] as const,
      );
      expect(seen, `${id} is not covered at ${size.width}px`).toBe(true);
    }
    // Brought into view (as the keyboard's focus or a link does), each tile stands clear of the bar.
    for (const id of ["tile-score", "tile-answered", "tile-skipped", "tile-rating"]) {
      const tile = page.getByTestId(id);
      await tile.evaluate((el) => el.scrollIntoView({ block: "nearest" }));
      const tileBox = await tile.boundingBox();
      const barBox = await bar.boundingBox();
      expect((tileBox?.y ?? 0) + (tileBox?.height ?? 0), `${id} is clear of the bar`).toBeLessThanOrEqual(
        barBox?.y ?? 0,
      );
    }
    await expectFits(page, [bar, page.getByRole("link", { name: "Back to Dashboard" })], 44);
  }
});

test("after deleting the account, the page the parent lands on says so", async ({ page }) => {
  await newFamily(page);
  await page.goto("/parent/account");
  await page.getByRole("button", { name: "Delete account" }).click();
  await page.getByLabel('Type "delete" to confirm').fill("delete");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("signed-out-notice")).toHaveText(productMessages.accountDeleted);
  await page.setViewportSize(PHONES[0]);
  await expectFits(page);
  await picture(page, { path: test.info().outputPath("account-deleted-360.png") });
});
