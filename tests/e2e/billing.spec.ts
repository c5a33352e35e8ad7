import { expect, test } from "./fixtures";
import { signUp } from "./support";

const longDate = (date: Date) => date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });

test("a parent upgrades through the local test checkout, sees Premium, then cancels and sees Canceling with the end date", async ({
  page,
}) => {
  await signUp(page);
  await expect(page.getByRole("heading", { name: "Your family" })).toBeVisible();

  await page.getByRole("button", { name: "Upgrade to Premium" }).click();
  await expect(page).toHaveURL(/\/checkout\/local\?session=/);
  await expect(page.getByText("This is a test payment and no card is charged.")).toBeVisible();

  // Cancel first: back to the dashboard with a calm note, still free.
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard\?checkout=cancelled$/);
  await expect(page.getByText(/Checkout cancelled\. Nothing has been charged/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toBeVisible();

  await page.getByRole("button", { name: "Upgrade to Premium" }).click();
  const paidOn = new Date();
  await page.getByRole("button", { name: /^Pay £4\.99$/ }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard\?checkout=success$/);
  await expect(page.getByText("Thank you! Premium is now active for your family.")).toBeVisible();
  await expect(page.getByText("Premium", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toHaveCount(0);

  await page.goto("/parent/account");
  const section = page.getByRole("region", { name: "Premium subscription" });
  await expect(section.getByText("Active", { exact: true })).toBeVisible();
  const end = longDate(new Date(paidOn.getTime() + 30 * 86_400_000));
  await expect(section.getByText(end, { exact: true })).toBeVisible();

  await section.getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Cancel your Premium subscription?" });
  await expect(dialog).toContainText(`Premium stays on until ${end}`);
  await dialog.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByText("Your subscription has been cancelled.")).toBeVisible();
  await expect(section.getByText("Canceling", { exact: true })).toBeVisible();
  await expect(section.getByText("Premium ends on")).toBeVisible();
  await expect(section.getByText(`Premium stays on until ${end}.`, { exact: false })).toBeVisible();
  await expect(section.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);

  // Premium stays until the end of the period.
  await page.goto("/parent/dashboard");
  await expect(page.getByText("Premium", { exact: true })).toBeVisible();
});
