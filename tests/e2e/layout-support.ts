import type { Locator, Page } from "@playwright/test";
import { axeProblems } from "./axe";
import { expect } from "./fixtures";

/**
 * The three screens every page is checked at: two phones and a laptop. axe
 * runs at one phone's size and the laptop's, where a page shows different
 * things (menus folded or open); the two phones show the same.
 */
const SIZES = [
  { name: "360", width: 360, height: 640, axe: false },
  { name: "390", width: 390, height: 664, axe: true },
  { name: "1280", width: 1280, height: 800, axe: true },
] as const;
type Size = (typeof SIZES)[number];

/**
 * The pictures are for a person to look at: taken on a developer's machine, and in CI
 * only when E2E_SCREENSHOTS=1 asks (nobody opens them there, and some 150 full pages cost minutes).
 */
const TAKE_PICTURES = !process.env.CI || process.env.E2E_SCREENSHOTS === "1";

/** Saves a picture of the page (or of one part of it) for a person to look at; in CI only when asked (TAKE_PICTURES). */
export async function picture(of: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (!TAKE_PICTURES) return;
  if ("goto" in of) await of.screenshot(options);
  else await of.screenshot({ path: options.path });
}

/** WCAG 2.5.8 (Target Size, Minimum): 24 × 24 CSS px, inline links in a sentence excepted. */
const MIN_TARGET = 24;

/**
 * What is wrong with the layout of the page as it is now, in words: the page
 * scrolls sideways; a visible control (link, button, field) smaller than
 * 24 × 24 px; a control on the screen whose centre shows another element;
 * a signed-in person's header on more than one row, or without the product's
 * title.
 * Controls hidden from everyone (behind an open dialog, or made for screen
 * readers only) are left out.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide on a ${window.innerWidth} px screen`);
    }
    const describe = (el: Element | null) => {
      if (!el) return "nothing";
      const label = el.getAttribute("aria-label") ?? (el as HTMLElement).innerText ?? "";
      const name = label.replace(/\s+/g, " ").trim().slice(0, 40);
      const id = el.getAttribute("data-testid");
      return `<${el.tagName.toLowerCase()}${id ? ` data-testid=${id}` : ""}>${name ? ` "${name}"` : ""}`;
    };
    /** A link in running text, whose height the sentence's line sets (WCAG 2.5.8's inline exception). */
    const inSentence = (el: Element) => {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      const text = (el.parentElement?.textContent ?? "").replace(/\s+/g, " ").trim();
      return text.length > (el.textContent ?? "").trim().length;
    };
    const controls = document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="switch"], [role="radio"], [role="checkbox"]',
    );
    for (const el of controls) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || Number(style.opacity) === 0) continue;
      const box = el.getBoundingClientRect();
      // Not shown, or shown to screen readers only (its visible face is its label).
      if (box.width <= 1 || box.height <= 1) continue;
      const labels = "labels" in el ? [...((el as HTMLInputElement).labels ?? [])] : [];
      const targets = [box, ...labels.map((label) => label.getBoundingClientRect())];
      const fits = targets.some((target) => target.width >= min && target.height >= min);
      if (!fits && !inSentence(el)) {
        problems.push(`${describe(el)} is ${Math.round(box.width)} × ${Math.round(box.height)} px`);
      }
      // A link wrapped over two lines is hit on its first line's words, not between the lines.
      const face = el.getClientRects()[0] ?? box;
      const x = face.left + face.width / 2;
      const y = face.top + face.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const seen = document.elementFromPoint(x, y);
      const ownLabel = labels.some((label) => seen !== null && label.contains(seen));
      if (seen === null || !(el.contains(seen) || ownLabel)) {
        problems.push(`${describe(el)} is covered by ${describe(seen)}`);
      }
    }
    // The header on one row at every size, for a visitor, a parent or a child (the logo, title and
    // controls are 44 px high; one row with its padding is at most 70 px), with the product's title shown.
    const header = document.querySelector("[data-app-header]");
    if (header) {
      const height = Math.round(header.getBoundingClientRect().height);
      if (height > 70) problems.push(`the header is ${height} px high: more than one row`);
      const title = [...header.querySelectorAll("a *")].find((el) => el.textContent?.trim() === "Maths Sprint");
      const shown = title ? title.getBoundingClientRect() : null;
      if (!shown || shown.width <= 1 || shown.height <= 1) {
        problems.push("the header hides the product's title");
      }
    }
    return problems;
  }, MIN_TARGET);
}

/**
 * Checks the page as it is now at this size (softly, so that one run lists
 * every problem) and saves a picture of it (the whole page unless told) under
 * test-results/screenshots (not kept in git) for a person to look at (not in CI unless E2E_SCREENSHOTS=1).
 * axe checks it too at the sizes that ask for it (`axe`: a page whose axe
 * check is elsewhere says no): what a screen reader meets on a phone is what
 * it meets on a laptop.
 */
async function checkLayout(page: Page, name: string, size: Size, fullPage = true, axe: boolean = size.axe) {
  await page.evaluate(() => document.fonts.ready);
  const problems = await layoutProblems(page);
  expect.soft(problems, `${name} at ${size.width} × ${size.height}`).toEqual([]);
  if (axe) {
    // The celebration's confetti is a canvas hidden from screen readers, which axe passes by.
    const found = await axeProblems(page);
    expect.soft(found, `axe on ${name} at ${size.width} × ${size.height}`).toEqual([]);
  }
  await picture(page, { path: `test-results/screenshots/${name}-${size.name}.png`, fullPage });
}

/**
 * Checks the page as it is now at each of the three sizes in turn, resizing
 * the window rather than visiting the page again, then gives the window back
 * its first size. `fullPage` and `axe` as for checkLayout; `axe: false` leaves
 * axe to another spec at every size.
 */
export async function checkLayoutAtEverySize(page: Page, name: string, fullPage = true, axe = true) {
  const first = page.viewportSize();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // The page laid out again at its new size (and any picture it now wants loaded).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.waitForLoadState("networkidle");
    await checkLayout(page, name, size, fullPage, axe && size.axe);
  }
  if (first) await page.setViewportSize(first);
}

/** The elements matching `selector` whose text is cut (wider than their box: an ellipsis, or spilling out). */
export function cutText(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll<HTMLElement>(sel)]
        .filter((el) => el.scrollWidth > el.clientWidth)
        .map((el) => `"${el.innerText}" needs ${el.scrollWidth} px in ${el.clientWidth} px`),
    selector,
  );
}

/** Whether the element's whole box is on the screen now. */
export async function whollyOnScreen(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const box = document.querySelector(sel)?.getBoundingClientRect();
    return (
      box !== undefined &&
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= window.innerHeight &&
      box.right <= window.innerWidth
    );
  }, selector);
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share no area (touching edges do not overlap). */
const boxesApart = (a: Box, b: Box) =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/**
 * No two of `parts` overlap. Each must be drawn; with `mayBeUndrawn`, one that is not (none on the page, or
 * hidden) overlaps nothing and is not waited for: for a part that shows only at times (the badge toast, which
 * waits while a dialog leaves it no room) and what it must not cover, which a page may not have.
 */
export async function expectApart(parts: Record<string, Locator>, { mayBeUndrawn = false } = {}) {
  const boxes: [string, Box][] = [];
  for (const [name, locator] of Object.entries(parts)) {
    if (mayBeUndrawn && (await locator.count()) === 0) continue;
    const box = await locator.boundingBox();
    if (!mayBeUndrawn) expect(box, `${name} is drawn`).not.toBeNull();
    if (box) boxes.push([name, box]);
  }
  for (const [i, [a, boxA]] of boxes.entries()) {
    for (const [b, boxB] of boxes.slice(i + 1)) {
      expect(boxesApart(boxA, boxB), `${a} and ${b} do not overlap`).toBe(true);
    }
  }
}
