import { readFileSync } from "node:fs";
import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import { expect, test } from "./fixtures";
import type { AccessSetting } from "../../src/shared/access-settings";
import type { TimeAllowance } from "../../src/shared/game/time-allowance";
import { E2E_BASE_URL, E2E_SERVER_LOG, MOVES_SERVER_CLOCK } from "./server";

let counter = 0;
/** A new address: the time, this worker's process and a count, so that two workers never make the same. */
export const newEmail = (label = "parent") =>
  `${label}.${Date.now().toString(36)}.${process.pid.toString(36)}.${++counter}@example.com`;

/** Signs a new parent up on the sign-up page (`url`: a referral link, say) and waits for the dashboard. */
export async function signUp(
  page: Page,
  email = newEmail(),
  password = "sunny-meadow-42",
  url = "/parent/signup",
  { confirm = true }: { confirm?: boolean } = {},
) {
  await page.goto(url);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  if (confirm) {
    // An established family: the address confirmed, so the dashboard no longer asks for it.
    await confirmAddress(page, email);
    await page.reload();
  }
  return { email, password };
}

/** Follows the link that confirms `email` (the newest the local outbox logged for it), as its owner's click would. */
export async function confirmAddress(page: Page, email: string) {
  const token = new URL(await verificationLinkFromLog(email)).searchParams.get("token") ?? "";
  const res = await page.request.post("/api/auth/verify-email", { data: { token }, headers: FROM_THE_APP });
  expect(res.status(), await res.text()).toBe(200);
}

/** The headers of a call the app's own pages would make: the server refuses a signed-in call from elsewhere. */
const FROM_THE_APP = { origin: E2E_BASE_URL };

/**
 * A new parent signed up and signed in through the API, with these children
 * added, for a journey about something else: the sign-up form and the Add
 * Child dialog are walked in accounts.spec.ts. The page is left where it was.
 */
export async function newFamily(
  page: Page,
  children: ReadonlyArray<readonly [name: string, pin: string]> = [],
  { email = newEmail() }: { email?: string } = {},
) {
  const password = "sunny-meadow-42";
  const signedUp = await page.request.post("/api/auth/signup", { data: { email, password }, headers: FROM_THE_APP });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  await confirmAddress(page, email);
  const childIds: string[] = [];
  for (const [name, pin] of children) {
    const added = await page.request.post("/api/children", { data: { name, pin }, headers: FROM_THE_APP });
    expect(added.status(), await added.text()).toBe(201);
    childIds.push(((await added.json()) as { id: string }).id);
  }
  return { email, password, childIds };
}

/** A new family (`newFamily`), its parent on the dashboard with each child's card shown. */
export async function familyOnDashboard(
  page: Page,
  children: ReadonlyArray<readonly [name: string, pin: string]> = [],
  options: { email?: string } = {},
) {
  const family = await newFamily(page, children, options);
  await page.goto("/parent/dashboard");
  await expect(page.getByRole("button", { name: "Add Child" })).toBeVisible();
  for (const [name] of children) await expect(page.getByTestId("child-card").filter({ hasText: name })).toBeVisible();
  return family;
}

/**
 * Signs out with the header's Log out button and waits until the page shows it is done: leaving
 * the page sooner can cut the request short, and the session would still be open.
 */
export async function logOut(page: Page) {
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Parent Login" })).toBeVisible();
}

/** Signs the parent out as the Log out button does, without a page. */
export async function signOut(page: Page) {
  const res = await page.request.post("/api/auth/logout", { headers: FROM_THE_APP });
  expect(res.ok()).toBe(true);
}

/** What a parent sets for a child before the child plays: access settings, more time. */
export interface ChildSettings {
  access_settings?: Partial<Record<AccessSetting, boolean>>;
  time_allowance?: TimeAllowance;
}

/** A new family with Ava (4821) and her settings as given, signed out, and Ava signed in on this page: her dashboard. */
export async function childReadyToPlay(page: Page, settings: ChildSettings = {}) {
  const family = await newFamily(page, [["Ava", "4821"]]);
  if (Object.keys(settings).length > 0) {
    const changed = await page.request.patch(`/api/children/${family.childIds[0] ?? ""}`, {
      data: settings,
      headers: FROM_THE_APP,
    });
    expect(changed.status(), await changed.text()).toBe(200);
  }
  await signOut(page);
  await childLogInAs(page, family.email, "4821", "Ava");
  return family;
}

export async function logIn(page: Page, email: string, password = "sunny-meadow-42") {
  await page.goto("/parent/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
}

export { MOVES_SERVER_CLOCK };

/**
 * Moves the server's clock (TEST_CLOCK); `null` puts it back to real time.
 * The clock is the whole server's: a journey that moves it puts it back in a
 * `finally`, and is tagged MOVES_SERVER_CLOCK, so that no other journey runs meanwhile.
 */
export async function setServerDate(page: Page, date: Date | null) {
  expect(test.info().tags, "a journey that moves the server's clock is tagged so").toContain(MOVES_SERVER_CLOCK);
  const res = await page.request.post("/api/test/clock", {
    data: { now: (date ?? new Date()).toISOString() },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok()).toBe(true);
}

export async function addChild(page: Page, name: string, pin: string) {
  await page.getByRole("button", { name: "Add Child" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("PIN").fill(pin);
  await dialog.getByRole("button", { name: "Add Child" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("child-card").filter({ hasText: name })).toBeVisible();
}

/**
 * On the parent's dashboard, opens the menu on `childName`'s card and chooses
 * `action` by its name there ("Edit Ava", "Access settings for Ava", "Badges of Ava"...).
 */
export async function childAction(page: Page, childName: string, action: string) {
  const card = page.getByTestId("child-card").filter({ has: page.getByRole("heading", { name: childName }) });
  await card.getByRole("button", { name: `More for ${childName}` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

export async function childLogIn(page: Page, email: string, pin: string) {
  await page.goto("/child/login");
  await page.getByLabel("Parent's email").fill(email);
  await page.getByLabel("Your PIN").fill(pin);
  await page.getByRole("button", { name: "Let's go!" }).click();
}

/** A child signed in on this page, as the header shows them playing. */
export async function childLogInAs(page: Page, email: string, pin: string, name: string) {
  await childLogIn(page, email, pin);
  await expect(page.getByTestId("playing-as")).toHaveText(`Playing as: ${name}`);
}

/**
 * A parent with Ava (4821) and Leo (7395), on Premium (Challenge Mode) for 30
 * days as a checkout gives it, signed out again; their email. The checkout
 * itself is walked in billing.spec.ts.
 */
export async function premiumFamilyOfTwo(page: Page) {
  const { email } = await newFamily(page, [
    ["Ava", "4821"],
    ["Leo", "7395"],
  ]);
  const paid = await page.request.post("/api/test/subscription", {
    headers: FROM_THE_APP,
    data: {
      email,
      status: "active",
      cancel_at_period_end: false,
      current_period_end: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await signOut(page);
  return email;
}

/** The newest password-reset link the local outbox wrote to the server log for this email, waiting for it to appear. */
export const resetLinkFromLog = (email: string) => linkFromLog(email, "/parent/reset-password");

/** The newest verification link the local outbox wrote to the server log for this email, waiting for it to appear. */
export const verificationLinkFromLog = (email: string) => linkFromLog(email, "/parent/verify-email");

async function linkFromLog(email: string, pagePath: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        link = findLink(email, pagePath) ?? "";
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBe("");
  return link;
}

function findLink(email: string, pagePath: string): string | null {
  const lines = readFileSync(E2E_SERVER_LOG, "utf8").split("\n");
  const pattern = new RegExp(`(http://[^\\s"\\\\]+${pagePath}\\?token=[A-Za-z0-9_-]+)`);
  for (const line of lines.reverse()) {
    if (!line.includes(email) || !line.includes(`${pagePath}?token=`)) continue;
    const match = pattern.exec(line);
    if (match?.[1]) return match[1];
  }
  return null;
}

/**
 * Deletes the signed-in parent's account from the account page, typing
 * `typed`, then checks that nothing of the family is left but the farewell
 * email to its address, and that the browser's old session is refused.
 */
export async function deleteAccountAndCheckNothingLeft(
  page: Page,
  playwright: PlaywrightWorkerArgs["playwright"],
  family: { email: string; userId: string },
  typed = "delete",
) {
  const oldCookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await page.getByRole("button", { name: "Delete account" }).click();
  await page.getByLabel('Type "delete" to confirm').fill(typed);
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);

  const rows = await page.request.get(
    `/api/test/family-rows?${new URLSearchParams([
      ["seed", family.email],
      ["seed", family.userId],
    ])}`,
  );
  expect(await rows.json()).toEqual({});

  const oldBrowser = await playwright.request.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { cookie: oldCookie },
  });
  expect((await oldBrowser.get("/api/children")).status()).toBe(401);
  expect(await (await oldBrowser.get("/api/auth/session")).json()).toEqual({ session: null });
  await oldBrowser.dispose();
}

/** The signed-in parent's user id. */
export async function signedInUserId(page: Page): Promise<string> {
  const body = (await (await page.request.get("/api/auth/session")).json()) as { session: { user: { id: string } } };
  return body.session.user.id;
}
