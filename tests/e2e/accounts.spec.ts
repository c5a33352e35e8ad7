import { expect, test } from "./fixtures";
import {
  addChild,
  childAction,
  childLogIn,
  logOut,
  newEmail,
  newFamily,
  resetLinkFromLog,
  signUp,
  verificationLinkFromLog,
} from "./support";
import { picture } from "./layout-support";
import { installFakeClock } from "./fake-clock";

test("a parent signs up, adds two children, and a child signs in and out", async ({ page }) => {
  const { email } = await signUp(page);
  await expect(page.getByRole("heading", { name: "Your family" })).toBeVisible();
  await addChild(page, "Ava", "4821");
  await addChild(page, "Leo", "7395");
  await expect(page.getByTestId("child-card")).toHaveCount(2);
  await expect(page.getByTestId("child-card").first()).toContainText("Ava");
  await expect(page.getByTestId("child-card").first()).toContainText("Beginner");

  await logOut(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Parent Login" })).toBeVisible();

  await childLogIn(page, `  ${email.toUpperCase()}  `, "7395");
  await expect(page).toHaveURL(/\/child\/dashboard$/);
  await expect(page.getByTestId("playing-as")).toHaveText("Playing as: Leo");
  await expect(page.getByRole("heading", { name: /Hi Leo!/ })).toBeVisible();

  await logOut(page);
  await expect(page).toHaveURL(/\/child\/login$/);
});

test("a child session stays with its tab and survives a reload", async ({ page, context }) => {
  const { email } = await signUp(page);
  await addChild(page, "Mia", "5162");
  await logOut(page);
  await childLogIn(page, email, "5162");
  await expect(page.getByTestId("playing-as")).toHaveText("Playing as: Mia");
  await page.reload();
  await expect(page.getByTestId("playing-as")).toHaveText("Playing as: Mia");
  const other = await context.newPage();
  await other.goto("/child/dashboard");
  await expect(other).toHaveURL(/\/child\/login$/);
});

test("sign-up checks the form with the spec's messages", async ({ page }) => {
  await page.goto("/parent/signup");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("alert")).toHaveText("All fields are required");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("abcdef");
  await page.getByLabel("Confirm password", { exact: true }).fill("abcdef");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter a valid email address");
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByLabel("Password", { exact: true }).fill("abc");
  await page.getByLabel("Confirm password", { exact: true }).fill("abc");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("alert")).toHaveText("Password must be at least 6 characters long");
  await page.getByLabel("Confirm password", { exact: true }).fill("abd");
  await page.getByLabel("Password", { exact: true }).fill("abcdefg");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("alert")).toHaveText("Passwords do not match");
});

test("the PIN field keeps digits only and a sixth child is refused", async ({ page }) => {
  await signUp(page);
  for (const [name, pin] of [
    ["Ann", "4821"],
    ["Ben", "7395"],
    ["Cat", "5162"],
    ["Dan", "3948"],
    ["Eve", "8203"],
  ] as const) {
    await addChild(page, name, pin);
  }
  await page.getByRole("button", { name: "Add Child" }).click();
  await expect(page.getByRole("alert")).toHaveText("Child limit reached. You can only add up to 5 children.");
  await childAction(page, "Ann", "Edit Ann");
  const pin = page.getByRole("dialog").getByLabel("New PIN (optional)");
  await pin.fill("9a8b-7c6");
  await expect(pin).toHaveValue("9876");
});

test("a guarded page visited signed out returns there after login", async ({ page }) => {
  const { email, password } = await signUp(page);
  await logOut(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/parent/account");
  await expect(page).toHaveURL(/\/parent\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/parent\/account$/);
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
});

test("forgot password: the emailed link sets a new password", async ({ page }) => {
  const { email } = await signUp(page);
  await logOut(page);
  await page.goto("/parent/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();

  await page.goto(await resetLinkFromLog(email));
  await page.getByLabel("New password", { exact: true }).fill("fresh-orchard-77");
  await page.getByLabel("Confirm new password", { exact: true }).fill("fresh-orchard-77");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("heading", { name: "Password updated" })).toBeVisible();
  await expect(page).toHaveURL(/\/parent\/login$/, { timeout: 5_000 });
  await expect(page.getByRole("status").filter({ hasText: "Your password has been updated" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("fresh-orchard-77");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
});

test("a new parent confirms the address, then moves the account to another by a link sent there", async ({ page }) => {
  // Two emailed links followed and three pages: a long journey.
  test.slow();
  const { email, password } = await signUp(page, undefined, undefined, undefined, { confirm: false });
  // Until the link is followed, the dashboard says what waits for it.
  const notice = page.getByTestId("confirm-email");
  await expect(notice).toContainText(`we have sent a link to ${email}`);
  await page.goto(await verificationLinkFromLog(email));
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you: your email address is confirmed." }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Your family" })).toBeVisible();
  await expect(notice).toBeHidden();

  const moved = newEmail("moved");
  await page.goto("/parent/account");
  await expect(page.getByText(`You sign in with ${email}, which you have confirmed.`)).toBeVisible();
  const form = page.locator("form", { has: page.getByLabel("New email address") });
  await form.getByLabel("New email address").fill(moved);
  await form.getByLabel("Current password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Change email address" }).click();
  await expect(
    page.getByText(`We have sent a link to ${moved}. Your sign-in address changes once you follow it.`),
  ).toBeVisible();

  await page.goto(await verificationLinkFromLog(moved));
  await expect(page.getByRole("status").filter({ hasText: `Thank you: you now sign in with ${moved}.` })).toBeVisible();
  await page.goto("/parent/account");
  await expect(page.getByText(`You sign in with ${moved}, which you have confirmed.`)).toBeVisible();
});

test("a reset link without a token says so", async ({ page }) => {
  await page.goto("/parent/reset-password");
  await expect(page.getByRole("alert")).toHaveText(
    "Invalid or expired reset link. Please request a new password reset.",
  );
});

test.describe("an unknown path", () => {
  // The server answers it 404, which the browser reports on the console.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test("shows the 404 screen, answered 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("a paused family's child", () => {
  // The refused sign-ins: 401 for a wrong PIN, 429 while sign-in rests.
  test.use({ expectedConsoleErrors: [/status of (401|429)/] });

  test("is told, in words they can read, that sign-in is resting and when to try again", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 664 });
    const { email } = await newFamily(page, [["Ava", "4821"]]);
    // A browser the family has not trusted: no parent has signed in on it.
    await page.context().clearCookies();
    await page.goto("/child/login");
    await page.getByLabel("Parent's email").fill(email);
    const alert = page.getByRole("alert");
    for (let i = 0; i < 5; i++) {
      await page.getByLabel("Your PIN").fill("5150");
      await page.getByRole("button", { name: "Let's go!" }).click();
      await expect(alert).toHaveText("Login failed");
      await expect(page.getByLabel("Your PIN")).toHaveValue("");
    }
    // The right PIN, while the family's sign-in rests.
    await page.getByLabel("Your PIN").fill("4821");
    await page.getByRole("button", { name: "Let's go!" }).click();
    await expect(alert).toHaveText(
      "Sign-in is having a little rest. Try again in 1 minute, or ask your grown-up to help.",
    );
    await expect(page).toHaveURL(/\/child\/login$/);
    await picture(page, { path: testInfo.outputPath("child-login-resting-390.png") });
  });
});

test("an idle parent is warned after 14 minutes, kept by a key pressed, and logged out at 15", async ({ page }) => {
  await installFakeClock(page);
  // Not confirmed: its confirmation reloads the page, which starts the installed clock afresh
  // and the inactivity timers before it, so the warning never came.
  await signUp(page, newEmail("idle"), undefined, undefined, { confirm: false });
  // The timers start once the inactivity code has loaded after sign-in, and React reveals a
  // lazily loaded component on a short timer of its own, which the installed clock holds back.
  await page.waitForLoadState("networkidle");
  await page.clock.runFor(1_000);
  await page.clock.fastForward("13:49");
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await page.clock.fastForward("00:11");
  const warning = page.getByRole("alertdialog", { name: "Are you still there?" });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole("button", { name: "Stay Logged In" })).toBeVisible();
  await expect(warning.getByTestId("inactivity-countdown")).toHaveText(/^(60|59)$/);
  await warning.getByRole("button", { name: "Stay Logged In" }).click();
  await expect(warning).toBeHidden();

  // A key pressed while the warning shows is activity too, a letter or Tab, wherever the focus is in it.
  await page.clock.fastForward("14:01");
  await expect(warning).toBeVisible();
  await page.keyboard.press("a");
  await expect(warning).toBeHidden();
  await page.clock.fastForward("14:01");
  await expect(warning).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(warning).toBeHidden();

  await page.clock.fastForward("14:01");
  await expect(warning).toBeVisible();
  await page.clock.fastForward("01:00");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Parent Login" })).toBeVisible();
});

test.describe("guarded pages", () => {
  // The mission page asks for the active mission of a child that is not in this family: the API answers 404.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("every guarded page, built or still to come, sends a signed-out visitor to log in and back, never to a 404", async ({
    page,
  }) => {
    // Five logins in one journey.
    test.slow();
    const { email, password } = await signUp(page);
    await logOut(page);
    const id = "00000000-0000-4000-8000-000000000000";
    const pages: [string, string][] = [
      ["/parent/coach-mode", "Coach Mode"],
      ["/parent/challenges", "Challenge Mode is part of Premium"],
      [`/parent/analytics/${id}`, "Analytics is part of Premium"],
      [`/parent/avatar-builder/${id}`, "Child not found"],
      [`/play/challenge-summary/${id}/${id}`, "Challenge not found or not active for this child."],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/parent\/login$/);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByText(heading, { exact: true }).first()).toBeAttached();
      await expect(page.getByText("Page Not Found")).toHaveCount(0);
      await page.goto("/parent/dashboard");
      await logOut(page);
      await expect(page).toHaveURL(/\/$/);
    }
    // The child's own avatar page needs a child session.
    await page.goto(`/child/avatar-builder/${id}`);
    await expect(page).toHaveURL(/\/child\/login$/);
  });
});

test("the dashboard leads to Coach Mode and Challenge Mode; without Premium, Challenge Mode offers Premium", async ({
  page,
}) => {
  await signUp(page);
  const tools = page.getByRole("navigation", { name: "Parent tools" });
  await tools.getByRole("link", { name: "Coach Mode" }).click();
  await expect(page.getByRole("heading", { name: "Coach Mode" })).toBeVisible();
  await page.getByRole("link", { name: "Back to dashboard" }).click();
  await expect(tools.getByRole("link", { name: /Challenge Mode/ })).toContainText("Premium");
  await tools.getByRole("link", { name: /Challenge Mode/ }).click();
  const upsell = page.getByRole("dialog", { name: "Unlock Challenge Mode with Premium" });
  await expect(upsell).toBeVisible();
  await upsell.getByRole("button", { name: "Don't show this for 24 hours" }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  // Dismissed, the page says so quietly instead, without the offer on top.
  await tools.getByRole("link", { name: /Challenge Mode/ }).click();
  await expect(page.getByRole("heading", { name: "Challenge Mode is part of Premium" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
