import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeProblems } from "./axe";
import { childAction, familyOnDashboard, newFamily } from "./support";
import { picture } from "./layout-support";

const SIZES = [
  { name: "360", width: 360, height: 640 },
  { name: "390", width: 390, height: 664 },
  { name: "1280", width: 1280, height: 800 },
] as const;

const shot = (page: Page, name: string) => picture(page, { path: `/tmp/parent-shots/${name}.png` });

async function expectAxeClean(page: Page) {
  expect(await axeProblems(page)).toEqual([]);
}

/**
 * The on-screen keyboard of a phone browser that does not resize the page:
 * the visual viewport shrinks by `keyboard()`'s height, the layout viewport
 * stays as it was. Installed before the app starts.
 */
async function fakeKeyboard(page: Page) {
  await page.addInitScript(() => {
    const events = new EventTarget();
    let keyboard = 0;
    const area = {
      get width() {
        return window.innerWidth;
      },
      get height() {
        return window.innerHeight - keyboard;
      },
      offsetTop: 0,
      offsetLeft: 0,
      pageLeft: 0,
      get pageTop() {
        return window.scrollY;
      },
      scale: 1,
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
      dispatchEvent: events.dispatchEvent.bind(events),
    };
    Object.defineProperty(window, "visualViewport", { get: () => area });
    // As the real one, it follows the window's own size.
    window.addEventListener("resize", () => events.dispatchEvent(new Event("resize")));
    Object.assign(window, {
      setKeyboard: (height: number) => {
        keyboard = height;
        events.dispatchEvent(new Event("resize"));
      },
    });
  });
}
const setKeyboard = (page: Page, height: number) =>
  page.evaluate((h) => (window as unknown as { setKeyboard: (h: number) => void }).setKeyboard(h), height);

/**
 * With a text field of the open dialog focused and the keyboard up (`visibleHeight`
 * px of page left above it), every button and link of the dialog can be
 * scrolled into the part still visible.
 */
async function expectActionsReachable(page: Page, dialog: Locator, visibleHeight: number) {
  const field = dialog.locator("input:not([type=checkbox]):not([type=radio]):not([readonly]), textarea").first();
  if ((await field.count()) > 0) await field.focus();
  const actions = await dialog.locator("button, a[href]").all();
  expect(actions.length).toBeGreaterThan(0);
  for (const action of actions) {
    await action.scrollIntoViewIfNeeded();
    const box = await dialog.boundingBox();
    const at = await action.boundingBox();
    const name = (await action.getAttribute("aria-label")) ?? (await action.textContent()) ?? "";
    expect(box, "the dialog").not.toBeNull();
    expect(at, name).not.toBeNull();
    const top = box?.y ?? 0;
    const bottom = top + (box?.height ?? 0);
    // The dialog within the visible area, and the action within the dialog's box (not clipped by its scrolling).
    expect(top, name).toBeGreaterThanOrEqual(0);
    expect(bottom, name).toBeLessThanOrEqual(visibleHeight);
    expect(at?.y ?? -1, name).toBeGreaterThanOrEqual(top - 1);
    expect((at?.y ?? 0) + (at?.height ?? 0), name).toBeLessThanOrEqual(bottom + 1);
  }
}

test("a family of five: two whole child cards on a phone's first screen, the header on one row, every child's action in the card's menu", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 664 });
  await familyOnDashboard(page, [
    ["Ava", "4821"],
    ["Leo", "7395"],
    ["Maya", "2468"],
    ["Noah", "1357"],
    ["Isla", "8642"],
  ]);
  const cards = page.getByTestId("child-card");
  await expect(cards).toHaveCount(5);
  await page.evaluate(() => window.scrollTo(0, 0));
  const second = await cards.nth(1).boundingBox();
  expect((second?.y ?? 0) + (second?.height ?? 0)).toBeLessThanOrEqual(664);
  await shot(page, "dashboard-five-390");

  for (const size of SIZES) {
    await page.setViewportSize(size);
    const header = await page.locator("[data-app-header]").boundingBox();
    expect(header?.height ?? 0, `header at ${size.width}`).toBeLessThanOrEqual(70);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot(page, `dashboard-five-${size.name}`);
  }
  await expectAxeClean(page);

  // The menu button pattern, by keyboard: every action of the child's card, and Escape back to the button.
  await page.setViewportSize({ width: 360, height: 640 });
  const more = cards.first().getByRole("button", { name: "More for Ava" });
  await expect(more).toHaveAttribute("aria-haspopup", "menu");
  await more.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu", { name: "More for Ava" });
  await expect(menu.getByRole("menuitem")).toHaveText(["Badges", "Avatar", "Edit", "Access", "Focus", "Delete"]);
  await expect(menu.getByRole("menuitem", { name: "Badges of Ava" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Avatar builder for Ava" })).toBeFocused();
  await shot(page, "child-menu-360");
  await expectAxeClean(page);
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();
  await expect(cards.first().getByRole("link", { name: "Progress of Ava" })).toBeVisible();

  // The parent sees a child's badges, from the same menu.
  await childAction(page, "Ava", "Badges of Ava");
  const awards = page.getByRole("dialog", { name: "Ava Awards" });
  await expect(awards).toBeVisible();
  await expect(awards.getByRole("region").first()).toBeVisible();
  await shot(page, "badges-of-ava-360");
  await expectAxeClean(page);
  await page.keyboard.press("Escape");
  await expect(more).toBeFocused();
});

test("every dialog's actions stay reachable with the on-screen keyboard open", async ({ page }) => {
  test.slow();
  await fakeKeyboard(page);
  await page.setViewportSize({ width: 390, height: 664 });
  await familyOnDashboard(page, [["Ava", "4821"]]);
  const dialog = page.getByRole("dialog").or(page.getByRole("alertdialog"));
  const opens: Array<{ name: string; open: () => Promise<void> }> = [
    { name: "add-child", open: () => page.getByRole("button", { name: "Add Child" }).click() },
    { name: "edit-child", open: () => childAction(page, "Ava", "Edit Ava") },
    { name: "access-settings", open: () => childAction(page, "Ava", "Access settings for Ava") },
    { name: "focus-tables", open: () => childAction(page, "Ava", "Focus tables for Ava") },
    { name: "badges", open: () => childAction(page, "Ava", "Badges of Ava") },
    { name: "delete-child", open: () => childAction(page, "Ava", "Delete Ava") },
    { name: "invite-friends", open: () => page.getByRole("button", { name: "Invite Friends" }).click() },
  ];
  for (const { name, open } of opens) {
    await page.setViewportSize({ width: 390, height: 664 });
    await page.goto("/parent/dashboard");
    await open();
    await expect(dialog).toBeVisible();
    if (name === "badges") await expect(dialog.getByText(/badges earned/)).toBeVisible();
    // The page stays as it was, the keyboard over its lower half (a browser that only shrinks the visual viewport).
    await setKeyboard(page, 314);
    await expectActionsReachable(page, dialog, 350);
    await shot(page, `dialog-keyboard-${name}`);
    // A browser that resizes the page for the keyboard (interactive-widget=resizes-content).
    await setKeyboard(page, 0);
    await page.setViewportSize({ width: 390, height: 350 });
    await expectActionsReachable(page, dialog, 350);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
  const viewport = await page.locator('meta[name="viewport"]').getAttribute("content");
  expect(viewport).toContain("interactive-widget=resizes-content");
});

test("the account page in two columns on a desktop, with the review site's link opening in a new tab", async ({
  page,
}) => {
  await newFamily(page);
  await page.goto("/parent/account");
  const review = page.getByRole("link", { name: /Review us on Trustpilot/ });
  await expect(review).toHaveAttribute("target", "_blank");
  await expect(review).toHaveAttribute("rel", "noopener noreferrer");
  await expect(review).toHaveAttribute("href", /^https:\/\/uk\.trustpilot\.com\/evaluate\//);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const password = await page.getByRole("heading", { name: "Change password" }).boundingBox();
    const plan = await page
      .getByRole("heading", { name: /subscription|Premium/i })
      .first()
      .boundingBox();
    if (size.width >= 1280) expect(plan?.x ?? 0).toBeGreaterThan((password?.x ?? 0) + 400);
    else expect(plan?.x).toBe(password?.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await picture(page, { path: `/tmp/parent-shots/account-${size.name}.png`, fullPage: true });
  }
  await expectAxeClean(page);
});

test("a reload opens a parent's page at its top, and Back returns to where the page before was left", async ({
  page,
}) => {
  await page.setViewportSize(SIZES[1]);
  await newFamily(page, [
    ["Ava", "4821"],
    ["Leo", "7395"],
  ]);
  await page.goto("/parent/dashboard");
  await expect(page.getByRole("heading", { name: "Leo" })).toBeVisible();
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, 400));
  // Followed where it is, without scrolling the header's link into view first.
  await page
    .locator('a[href="/parent/account"]')
    .first()
    .evaluate((link: HTMLElement) => link.click());
  await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
  await expect.poll(scrollY).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 900));

  // A reload opens the page afresh, at its top: never at its bottom, where its sections loading would carry a
  // position restored before they were in.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect.poll(scrollY).toBe(0);

  // Back returns to the dashboard where it was left (its cards may then grow above that point, never move it up).
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Leo" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect.poll(scrollY).toBeGreaterThanOrEqual(400);
});
