import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { checkLayoutAtEverySize, cutText, picture, whollyOnScreen } from "./layout-support";
import { answer } from "./play-support";
import { childAction, childLogInAs, logIn, premiumFamilyOfTwo } from "./support";
import { installFakeClock } from "./fake-clock";

/**
 * Every page and dialog at 360 × 640, 390 × 664 and 1280 × 800, each visited
 * once and checked at each size by resizing the window: none may scroll
 * sideways, cover a control, offer a target under 24 × 24 px or fold the header onto a second row
 * (layout-support.ts). The pictures are saved under
 * test-results/screenshots for a person to look at.
 */
const PUBLIC_PAGES = [
  ["home", "/", /Quick maths games/],
  ["game-modes", "/game-modes", /Five games, three levels/],
  ["faq", "/FAQ", /Frequently asked questions/],
  ["best-maths-app", "/best-maths-app", /best maths app/],
  ["best-free-maths-app", "/best-free-maths-app", /best free maths app/],
  ["how-it-works", "/how-it-works", /first sprint/],
  ["privacy-policy", "/privacy-policy", /Privacy policy/],
  ["terms", "/terms", /Terms of use/],
  ["cookie-policy", "/cookie-policy", /Cookie policy/],
  ["accessibility", "/accessibility", /Accessibility statement/],
  ["support", "/support", /How can we help\?/],
  ["signup", "/parent/signup", /Create your parent account/],
  ["login", "/parent/login", /Parent login/],
  ["child-login", "/child/login", /Ready to play\?/],
  ["forgot-password", "/forgot-password", /Forgot your password\?/],
  ["reset-password-invalid", "/parent/reset-password", /This link cannot be used/],
  ["not-found", "/no/such/page", /Page Not Found/],
] as const;

/** One family for the whole file: a parent on Premium with Ava (4821) and Leo (7395). */
let family: { email: string; ava: string };

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const email = await premiumFamilyOfTwo(page);
  await logIn(page, email);
  const { children } = (await (await page.request.get("/api/children")).json()) as {
    children: { id: string; name: string }[];
  };
  family = { email, ava: children.find((c) => c.name === "Ava")?.id ?? "" };
  await page.close();
});

async function visit(page: Page, path: string, heading: RegExp | string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

/** Opens a dialog with the button named `opener` (or as `opener` does), checks it, and closes it with Escape. */
async function checkDialog(page: Page, opener: string | ((page: Page) => Promise<void>), name: string) {
  if (typeof opener === "string") await page.getByRole("button", { name: opener, exact: true }).click();
  else await opener(page);
  const dialog = page.getByRole("dialog").or(page.getByRole("alertdialog"));
  await expect(dialog).toBeVisible();
  await page.waitForLoadState("networkidle");
  // Its opening animation done.
  await page.waitForTimeout(250);
  await checkLayoutAtEverySize(page, name, false);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

// axe checks the public pages in public-pages.spec.ts, at a phone's width and a laptop's, with more rules.
/** Each journey walks its pages at a phone's size, checking each at all three sizes. */
test.beforeEach(async ({ page }) => {
  // Some fifty checks at three sizes in one journey.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 664 });
});

test("public pages at every size", async ({ page }) => {
  for (const [name, path, heading] of PUBLIC_PAGES) {
    await visit(page, path, heading);
    await checkLayoutAtEverySize(page, name, true, false);
  }
});

test("on a phone, a child card's level and menu and the cookie table's names fit, measured", async ({ page }) => {
  // The longest level, on the lower of two cards.
  await logIn(page, family.email);
  const { children } = (await (await page.request.get("/api/children")).json()) as {
    children: { id: string; name: string }[];
  };
  const leo = children.find((c) => c.name === "Leo")?.id ?? "";
  const patched = await page.request.patch(`/api/children/${leo}`, {
    data: { difficulty_level: "intermediate" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  await page.reload();
  const leoCard = page.getByTestId("child-card").filter({ has: page.getByRole("heading", { name: "Leo" }) });
  await expect(leoCard.getByText("Intermediate", { exact: true })).toBeVisible();
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 664 });
    expect(await cutText(page, '[data-testid="child-level"]'), `at ${width} px`).toEqual([]);
    await picture(page, { path: `test-results/screenshots/child-cards-${width}.png` });
  }
  // The lower card's menu opens where all of it shows, Delete included.
  await leoCard.getByRole("button", { name: "More for Leo" }).click();
  await expect(page.getByRole("menuitem", { name: "Delete Leo" })).toBeVisible();
  expect(await whollyOnScreen(page, '[role="menu"]')).toBe(true);
  await picture(page, { path: "test-results/screenshots/child-menu-390.png" });
  await page.keyboard.press("Escape");

  // The cookie policy's names break between their words, never inside one, on both phones.
  await visit(page, "/cookie-policy", /Cookie policy/);
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 664 });
    const names = page.locator('.legal th[scope="row"]');
    await expect(names.first()).toBeVisible();
    expect(await names.first().evaluate((th) => getComputedStyle(th).overflowWrap)).toBe("normal");
    expect(await cutText(page, '.legal th[scope="row"]'), `at ${width} px`).toEqual([]);
    expect(await cutText(page, ".legal table"), `at ${width} px`).toEqual([]);
    await picture(page.locator(".legal table").last(), { path: `test-results/screenshots/cookie-table-${width}.png` });
  }
});

test("the parent's pages and dialogs at every size", async ({ page }) => {
  await logIn(page, family.email);
  await page.waitForLoadState("networkidle");
  await checkLayoutAtEverySize(page, "parent-dashboard");
  await checkDialog(page, "Add Child", "add-child");
  const onCard = (child: string, action: string) => (p: Page) => childAction(p, child, action);
  await checkDialog(page, onCard("Ava", "Edit Ava"), "edit-child");
  await checkDialog(page, onCard("Ava", "Access settings for Ava"), "access-settings");
  await checkDialog(page, onCard("Ava", "Focus tables for Ava"), "focus-tables");
  await checkDialog(page, onCard("Ava", "Badges of Ava"), "parent-awards");
  await checkDialog(page, onCard("Leo", "Delete Leo"), "delete-child");
  for (const [name, path, heading] of [
    ["account", "/parent/account", "Account Settings"],
    ["analytics", `/parent/analytics/${family.ava}`, "Analytics for Ava"],
    ["challenges", "/parent/challenges", /Challenge/],
    ["parent-avatar-builder", `/parent/avatar-builder/${family.ava}`, /Ava/],
    ["support-signed-in", "/support", "How can we help?"],
    // Pays nothing unless Pay is pressed.
    ["checkout", "/checkout/local?session=00000000-0000-4000-8000-00000000c0c0", "Test checkout"],
  ] as const) {
    await visit(page, path, heading);
    await checkLayoutAtEverySize(page, name);
  }
  // Coach Mode's first visit in a family opens its wizard over the page.
  await page.goto("/parent/coach-mode");
  const wizard = page.getByRole("dialog", { name: "Your First Challenge" });
  const coachMode = page.getByRole("heading", { level: 1, name: "Coach Mode" });
  await expect(wizard.or(coachMode)).toBeVisible();
  await page.waitForLoadState("networkidle");
  if (await wizard.isVisible()) {
    await checkLayoutAtEverySize(page, "coach-mode-wizard", false);
    // A click that lands while the dialog is still settling on a busy machine is tried again.
    await expect(async () => {
      await wizard.getByRole("button", { name: "Skip" }).click({ timeout: 2_000 });
      await expect(wizard).toBeHidden({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }
  await expect(coachMode).toBeVisible();
  await checkLayoutAtEverySize(page, "coach-mode");
});

test("the child's pages, a game in play and its results at every size", async ({ page }) => {
  await installFakeClock(page);
  await childLogInAs(page, family.email, "4821", "Ava");
  await expect(page.getByRole("button", { name: "Set Challenge" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await checkLayoutAtEverySize(page, "child-dashboard");
  await checkDialog(page, "View My Awards", "awards");
  await checkDialog(page, "Set Challenge", "set-challenge");

  await page.getByRole("link", { name: /90 Second Challenge/ }).click();
  await expect(page.getByTestId("countdown")).toBeVisible();
  await page.clock.fastForward(3_000);
  await expect(page.getByTestId("question")).toHaveText(/=/);
  await checkLayoutAtEverySize(page, "game-in-play", false);
  for (let i = 0; i < 2; i++) {
    const before = await answer(page, true);
    await expect(page.getByTestId("question")).not.toHaveText(before);
  }
  await page.clock.fastForward(90_000);
  await expect(page.getByText("Time's Up!", { exact: true })).toBeVisible();
  await page.clock.fastForward(2_000);
  await expect(page).toHaveURL(/\/play\/results$/);
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await checkLayoutAtEverySize(page, "results");

  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  // The first game's badge toast closes on its own after 5 seconds.
  await page.clock.fastForward(6_000);
  await expect(page.getByText("Badge earned!")).toBeHidden();
  await checkLayoutAtEverySize(page, "child-dashboard-after-a-game");
  await page.getByRole("link", { name: "My Avatar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create an Avatar for Ava" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await checkLayoutAtEverySize(page, "child-avatar-builder");
});
