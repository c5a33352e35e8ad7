import { expect, test } from "./fixtures";
import { signUp } from "./support";

// The browser logs the call answered 401.
test.use({ expectedConsoleErrors: [/status of 401/] });

test("a parent whose session has ended elsewhere is sent to log in, then back to the page", async ({ page }) => {
  const { email, password } = await signUp(page);
  await page.getByRole("button", { name: "Add Child" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Ava");
  await dialog.getByLabel("PIN").fill("4821");
  // The session ends on the server's side (signed out elsewhere, password changed): this browser's cookie no longer counts.
  await page.context().clearCookies();
  await dialog.getByRole("button", { name: "Add Child" }).click();

  await expect(page).toHaveURL(/\/parent\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
});
