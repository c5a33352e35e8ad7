import { expect, test } from "./fixtures";
import { addChild, childLogIn, signUp } from "./support";

/**
 * Every page at phone and desktop width, saved under test-results/screenshots
 * for a person to look at; each must show its main heading without errors.
 */
const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

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
  ["signup", "/parent/signup", /Create your parent account/],
  ["login", "/parent/login", /Parent login/],
  ["child-login", "/child/login", /Ready to play\?/],
  ["forgot-password", "/forgot-password", /Forgot your password\?/],
  ["reset-password-invalid", "/parent/reset-password", /This link cannot be used/],
  ["not-found", "/no/such/page", /Page Not Found/],
] as const;

for (const size of WIDTHS) {
  test(`public pages at ${size.width}px`, async ({ page }) => {
    await page.setViewportSize(size);
    for (const [name, path, heading] of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/${name}-${size.name}.png`, fullPage: true });
    }
  });

  test(`signed-in pages at ${size.width}px`, async ({ page }) => {
    await page.setViewportSize(size);
    const { email } = await signUp(page);
    await page.screenshot({ path: `test-results/screenshots/dashboard-empty-${size.name}.png`, fullPage: true });
    await addChild(page, "Ava", "4821");
    await addChild(page, "Leo", "7395");
    await page.screenshot({ path: `test-results/screenshots/dashboard-${size.name}.png`, fullPage: true });
    await page.getByRole("button", { name: "Add Child" }).click();
    await page.screenshot({ path: `test-results/screenshots/add-child-${size.name}.png` });
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Edit Ava" }).click();
    await page.screenshot({ path: `test-results/screenshots/edit-child-${size.name}.png` });
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Delete Leo" }).click();
    await page.screenshot({ path: `test-results/screenshots/delete-child-${size.name}.png` });
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "Account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/account-${size.name}.png`, fullPage: true });
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await childLogIn(page, email, "4821");
    await expect(page.getByRole("heading", { level: 1, name: /Hi Ava!/ })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/child-dashboard-${size.name}.png`, fullPage: true });
  });
}
