import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { deleteAccountAndCheckNothingLeft, familyOnDashboard, newFamily, signedInUserId } from "./support";
import { installFakeClock } from "./fake-clock";

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

/** A finished 90 Second Challenge saved for the child, as the game screen would send it. */
async function saveGameFor(page: Page, childId: string): Promise<string> {
  const res = await page.request.post("/api/games", {
    headers: origin(page),
    data: {
      client_id: randomUUID(),
      child_id: childId,
      mode: "timed",
      difficulty_level: "beginner",
      duration_seconds: 90,
      questions: [
        [2, 3],
        [4, 1],
        [3, 3],
      ].map(([a, b]) => ({
        question_type: "addition",
        operand1: a,
        operand2: b,
        user_answer: (a ?? 0) + (b ?? 0),
        response_time_ms: 2_000,
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { session: { id: string } }).session.id;
}

test.beforeEach(async ({ page }) => {
  await installFakeClock(page);
});

test("a parent downloads the family's data, writes to support, then deletes the account: nothing is left and the old session is refused", async ({
  page,
  playwright,
}) => {
  // A sign-up, a game, an export, a support request and a deletion: a long journey on a loaded machine.
  test.slow();
  const { email } = await familyOnDashboard(page, [["Ava", "4821"]]);
  const userId = await signedInUserId(page);
  const children = (await (await page.request.get("/api/children")).json()) as { children: { id: string }[] };
  const avaId = children.children[0]?.id ?? "";
  const gameId = await saveGameFor(page, avaId);

  await page.goto("/parent/account");
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();

  // The export: one click, one JSON file holding the family's games.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my family's data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^maths-sprint-family-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) ?? "", "utf8")) as {
    parent: { email: string };
    children: { name: string }[];
    games: { id: string; child_id: string; questions: unknown[] }[];
  };
  expect(data.parent.email).toBe(email);
  expect(data.children.map((c) => c.name)).toEqual(["Ava"]);
  expect(data.games).toEqual([expect.objectContaining({ id: gameId, child_id: avaId })]);
  expect(data.games[0]?.questions).toHaveLength(3);

  // Contact support: the reply goes to the account's email, said as text; the description is required.
  const support = page.getByRole("form", { name: "Contact support" });
  await expect(support.getByTestId("support-reply-to")).toContainText(email);
  await support.getByRole("button", { name: "Send request" }).click();
  // Said once, under the field it is about, which is marked invalid and described by it.
  await expect(support.getByLabel("How can we help?")).toHaveAttribute("aria-invalid", "true");
  await expect(support.getByLabel("How can we help?")).toHaveAccessibleDescription(
    "Please describe your issue or question",
  );
  await expect(support.getByText("Please describe your issue or question")).toHaveCount(1);
  await support.getByLabel("How can we help?").fill("How do I set a mission?");
  await support.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Thank you! Your request has been sent.")).toBeVisible();
  // The confirmation closes after 3 seconds, leaving an empty form.
  await page.clock.fastForward(3_000);
  await expect(support.getByLabel("How can we help?")).toHaveValue("");

  // Deletion, typing delete in any case: nothing of the family is left and the old session is refused.
  await deleteAccountAndCheckNothingLeft(page, playwright, { email, userId }, "DeLeTe");
});

test("deletion is blocked while a subscription is active, with the reason", async ({ page }) => {
  const { email } = await familyOnDashboard(page);
  const res = await page.request.post("/api/test/subscription", {
    headers: origin(page),
    data: {
      email,
      status: "active",
      cancel_at_period_end: false,
      current_period_end: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    },
  });
  expect(res.ok()).toBe(true);
  await page.goto("/parent/account");
  await expect(page.getByText("Please cancel your Premium subscription before deleting your account.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete account" })).toHaveCount(0);
});

test.describe("a failed deletion", () => {
  // The browser reports the refused call in its console.
  test.use({ expectedConsoleErrors: [/500/] });

  test("when the deletion fails, the parent is signed out all the same and the login page says why", async ({
    page,
  }) => {
    await newFamily(page);
    await page.goto("/parent/account");
    // The server fails as an outage would; the account is untouched.
    await page.route("**/api/account/deactivate", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "Something went wrong" } } }),
    );
    await page.getByRole("button", { name: "Delete account" }).click();
    await page.getByLabel('Type "delete" to confirm').fill("delete");
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL(/\/parent\/login$/);
    await expect(page.getByRole("alert")).toHaveText("Your account could not be deactivated. Please contact support.");
  });
});
