import { premiumEndDate } from "../../src/client/features/billing/premium-end";
import { expect, test } from "./fixtures";
import {
  deleteAccountAndCheckNothingLeft,
  familyOnDashboard,
  logIn,
  MOVES_SERVER_CLOCK,
  setServerDate,
  signedInUserId,
} from "./support";

const longDate = (date: Date) => date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });

test("a parent upgrades through the local test checkout, sees Premium, then cancels and sees Cancelling with the end date", async ({
  page,
}) => {
  await familyOnDashboard(page);
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
  await expect(section.getByText("Cancelling", { exact: true })).toBeVisible();
  await expect(section.getByText("Premium ends on")).toBeVisible();
  await expect(section.getByText(`Premium stays on until ${end}.`, { exact: false })).toBeVisible();
  await expect(section.getByRole("button", { name: "Cancel subscription" })).toHaveCount(0);

  // Premium stays until the end of the period, which the badge now names.
  await page.goto("/parent/dashboard");
  const endsOn = premiumEndDate(new Date(paidOn.getTime() + 30 * 86_400_000).toISOString());
  await expect(page.getByText(`Premium until ${endsOn}`, { exact: true })).toBeVisible();
});

test(
  "Premium opens a child's analytics; after cancelling, deletion waits for the period's end, then removes the family",
  { tag: MOVES_SERVER_CLOCK },
  async ({ page, playwright }) => {
    const { email } = await familyOnDashboard(page, [["Ava", "4821"]]);
    const userId = await signedInUserId(page);

    // Without Premium, the child's analytics offer Premium, and closing the offer goes back to the dashboard.
    await page.getByRole("link", { name: "Progress of Ava" }).click();
    const upsell = page.getByRole("dialog", { name: "Unlock Analytics with Premium" });
    await expect(upsell).toBeVisible();
    await upsell.getByRole("button", { name: "Not now" }).click();
    await expect(page).toHaveURL(/\/parent\/dashboard$/);

    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    const paidOn = Date.now();
    await page.getByRole("button", { name: /^Pay £4\.99$/ }).click();
    await expect(page.getByText("Premium", { exact: true })).toBeVisible();

    // The premium-only page opens.
    await page.getByRole("link", { name: "Progress of Ava" }).click();
    await expect(page.getByRole("heading", { name: "Analytics for Ava" })).toBeVisible();
    await expect(page.getByText("Total Sessions")).toBeVisible();
    await expect(page.getByText("No practice sessions recorded yet")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Cancelled, the subscription runs to its end, and until then the account cannot be deleted.
    await page.goto("/parent/account");
    const section = page.getByRole("region", { name: "Premium subscription" });
    await section.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel subscription" }).click();
    await expect(section.getByText("Cancelling", { exact: true })).toBeVisible();
    const end = longDate(new Date(paidOn + 30 * 86_400_000));
    await expect(
      page.getByText(
        `Your subscription is set to cancel, but its period has not ended yet. You can delete your account after ${end}.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete account" })).toHaveCount(0);

    try {
      // A day after the period's end: Premium is over, and the parent, signed in again, can delete the account.
      await setServerDate(page, new Date(paidOn + 31 * 86_400_000));
      await logIn(page, email);
      await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toBeVisible();
      await page.goto("/parent/account");
      await deleteAccountAndCheckNothingLeft(page, playwright, { email, userId });
    } finally {
      await setServerDate(page, null);
    }
  },
);
