import type { Page } from "@playwright/test";
import { premiumEndDate } from "../../src/client/features/billing/premium-end";
import { productMessages } from "../../src/shared/messages";
import { expect, test } from "./fixtures";
import { axeProblems } from "./axe";
import { answer } from "./play-support";
import { addChild, childLogIn, logOut, newEmail, signUp, verificationLinkFromLog } from "./support";
import { picture } from "./layout-support";
import { installFakeClock } from "./fake-clock";

const BANNER = "Sign up with this referral link and you'll get 1 week of Premium access.";
const NOT_VALID = "This referral link is not valid, but you can still sign up.";
const COUNTS_WHEN =
  "The week starts once you have confirmed your email address (we'll email you a link) and one of your children has finished a first game.";

test.beforeEach(async ({ page }) => {
  await installFakeClock(page);
});

async function logIn(page: Page, parent: { email: string; password: string }) {
  await page.goto("/parent/login");
  await page.getByLabel("Email").fill(parent.email);
  await page.getByLabel("Password", { exact: true }).fill(parent.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
}

/** A quick first game: Get to 100, ended by a wrong first answer. */
async function playFirstGame(page: Page) {
  await page.getByTestId("game-get_to_100").click();
  await expect(page.getByTestId("countdown")).toHaveText("3");
  await page.clock.fastForward(3_000);
  await answer(page, false);
  await expect(page.getByText("Good try! You reached 0", { exact: true })).toBeVisible();
  await page.clock.fastForward(2_000);
  await expect(page).toHaveURL(/\/play\/results$/);
}

/** The referral figures on the account page, read again until `weeks` shows (the save lands a moment after the results). */
async function expectReferrals(page: Page, figures: { completed: string; pending: string; weeks: string }) {
  await expect(async () => {
    await page.goto("/parent/account");
    const region = page.getByRole("region", { name: "Invite friends" });
    await expect(region.getByTestId("referrals-weeks")).toHaveText(figures.weeks, { timeout: 1_000 });
    await expect(region.getByTestId("referrals-completed")).toHaveText(figures.completed, { timeout: 1_000 });
    await expect(region.getByTestId("referrals-pending")).toHaveText(figures.pending, { timeout: 1_000 });
  }).toPass();
}

test("a referred sign-up shows the banner, and both weeks appear once the address is confirmed and a child has played", async ({
  page,
  context,
}) => {
  // Two families, four sign-ins and a game: a long journey on a busy machine.
  test.slow();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const referrer = await signUp(page);
  await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toBeVisible();
  await page.getByRole("button", { name: "Invite Friends" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite friends" });
  const link = await dialog.getByLabel("Your invite link").inputValue();
  expect(link).toMatch(/^http:\/\/localhost:\d+\/parent\/signup\?ref=[A-Z2-9]{8}$/);
  await dialog.getByRole("button", { name: "Copy link" }).click();
  await expect(dialog.getByText("Copied!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(dialog.getByRole("link", { name: "WhatsApp (opens in a new tab)" })).toHaveAttribute(
    "href",
    `https://wa.me/?text=${encodeURIComponent(`${productMessages.referralShareText} ${link}`)}`,
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await logOut(page);

  // The friend opens the link, sees the banner and when the week starts, and signs up: no Premium yet.
  await page.goto(link);
  await expect(page.getByText(BANNER)).toBeVisible();
  await expect(page.getByText(COUNTS_WHEN)).toBeVisible();
  const friend = await signUp(page, newEmail("friend"), "quiet-river-31", link, { confirm: false });
  await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toBeVisible();
  await addChild(page, "Ava", "4821");
  // The dashboard says what the week still needs.
  await page.goto("/parent/dashboard");
  const own = page.getByTestId("own-referral");
  await expect(own.getByRole("listitem")).toHaveText([
    `${productMessages.ownReferralConfirmStep} (still to do)`,
    `${productMessages.ownReferralGameStep} (still to do)`,
  ]);
  // The emailed link proves the address; the referral now waits for Ava's first game.
  await page.goto(await verificationLinkFromLog(friend.email));
  await expect(page.getByRole("heading", { name: "Email address confirmed" })).toBeVisible();
  await expect(page.getByText(/you and the friend who invited you each get 1 week of Premium/)).toBeVisible();
  await page.goto("/parent/dashboard");
  await logOut(page);

  // The referrer has nothing yet: the referral waits for the family's first game.
  await logIn(page, referrer);
  await expectReferrals(page, { completed: "0", pending: "1", weeks: "0 of 4" });
  await expect(page.getByTestId("referral-counts-when")).toBeVisible();
  await logOut(page);

  await childLogIn(page, friend.email, "4821");
  await expect(page.getByTestId("playing-as")).toHaveText("Playing as: Ava");
  await playFirstGame(page);
  await logOut(page);
  await expect(page).toHaveURL(/\/child\/login$/);

  await logIn(page, referrer);
  await expectReferrals(page, { completed: "1", pending: "0", weeks: "1 of 4" });
  const weekEnds = premiumEndDate(new Date(Date.now() + 7 * 86_400_000).toISOString());
  await page.goto("/parent/dashboard");
  await expect(page.getByText(`Premium until ${weekEnds}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toHaveCount(0);
  await logOut(page);

  // The friend has their week too, said beside the badge and on the account page, with what a subscription would keep.
  await logIn(page, friend);
  await expect(page.getByText(`Premium until ${weekEnds}`, { exact: true })).toBeVisible();
  await page.goto("/parent/account");
  const premium = page.getByRole("region", { name: "Premium subscription" });
  await expect(premium).toContainText(`Your family has Premium until ${weekEnds}, with no subscription`);
  await expect(premium).toContainText(`Challenge Mode and AI tutor feedback after ${weekEnds}, subscribe for £4.99`);
  await expect(premium.getByRole("button", { name: "Subscribe to keep Premium" })).toBeVisible();
  await expect(page.getByTestId("own-referral")).toHaveCount(0);
  await picture(page, { path: "test-results/referral-premium-account.png", fullPage: true });
});

test("an unknown referral code gets a plain note instead of the banner, and sign-up still works", async ({ page }) => {
  await page.goto("/parent/signup?ref=ZZZZ2345");
  await expect(page.getByText(NOT_VALID)).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await signUp(page, newEmail(), "sunny-meadow-42", "/parent/signup?ref=ZZZZ2345");
  await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toBeVisible();
});

test("the Invite Friends dialog passes axe on a phone, keeps focus, and opens each share page in a new tab", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page);
  const invite = page.getByRole("button", { name: "Invite Friends" });
  await invite.click();
  const dialog = page.getByRole("dialog", { name: "Invite friends" });
  await expect(dialog.getByLabel("Your invite link")).toBeFocused();
  expect(await axeProblems(page, { include: '[role="dialog"]' })).toEqual([]);
  for (const name of ["WhatsApp", "Facebook", "X", "Bluesky"]) {
    const link = dialog.getByRole("link", { name: `${name} (opens in a new tab)` });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(dialog.getByRole("link", { name: "Email" })).toHaveAttribute("href", /^mailto:\?subject=/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.clock.runFor(100); // the dialog hands focus back on its next tick
  await expect(invite).toBeFocused();
});
