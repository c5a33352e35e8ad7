import type { Page } from "@playwright/test";
import { messages, productMessages } from "../../src/shared/messages";
import { solidPng } from "../support/images";
import { expect, test } from "./fixtures";
import { axeProblems } from "./axe";
import { familyOnDashboard, newEmail } from "./support";
import { picture } from "./layout-support";

/** What `npm run admin:grant` does, through the test server's own route; the page is loaded again to see it. */
async function grantAdmin(page: Page, email: string) {
  const res = await page.request.post("/api/test/admin", {
    data: { email },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok()).toBe(true);
  await page.reload();
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("an admin parent creates a badge with an uploaded PNG, and a file that is not an image is refused", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = newEmail("admin");
  await familyOnDashboard(page, [], { email });
  await grantAdmin(page, email);

  await page.getByRole("button", { name: "Manage Badges" }).click();
  const dialog = page.getByRole("dialog", { name: "Manage Badges" });
  const all = dialog.getByRole("region", { name: /All badges/ });
  // The default badges are listed with their rules.
  await expect(all.getByText("First Steps")).toBeVisible();
  await expect(all.getByText(/^Complete 1 game/).first()).toBeVisible();

  const form = dialog.getByRole("form", { name: "Create a badge" });
  // Nothing filled in: the message asking for every required field.
  await form.getByRole("button", { name: "Create" }).click();
  await expect(form.getByRole("alert")).toHaveText(messages.fillAllRequiredFields);
  await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

  const name = `Comet ${Date.now().toString(36)}`;
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Description").fill("Score 95% or more in Missing Piece.");
  await form.getByLabel("Earned for").selectOption({ label: "A high score in one game" });
  await form.getByLabel("Score in one game (%)").fill("95");
  // Missing Piece only, whichever modes there are.
  const modes = form.getByRole("group", { name: "Game modes that count" }).getByRole("checkbox");
  for (const box of await modes.all()) await box.uncheck();
  await form.getByLabel("Missing Piece Challenge").check();

  // A text file named .png is refused by its content, before anything is sent.
  const image = form.getByLabel("Image (optional)");
  await image.setInputFiles({ name: "badge.png", mimeType: "image/png", buffer: Buffer.from("just some text\n") });
  await expect(form.getByText(messages.selectValidImage)).toBeVisible();
  // And so is a large one.
  await image.setInputFiles({
    name: "huge.png",
    mimeType: "image/png",
    buffer: Buffer.concat([solidPng(), Buffer.alloc(2 * 1024 * 1024)]),
  });
  await expect(form.getByText(messages.imageTooLarge)).toBeVisible();

  await image.setInputFiles({ name: "comet.png", mimeType: "image/png", buffer: solidPng(256) });
  await expect(form.getByRole("img", { name: "The chosen badge art, as it will look" })).toBeVisible();
  await expect(form.getByText(messages.selectValidImage)).toHaveCount(0);

  expect(await axeProblems(page, { include: '[role="dialog"]' })).toEqual([]);
  await noHorizontalOverflow(page);
  await picture(page, { path: testInfo.outputPath("manage-badges-390.png"), fullPage: false });

  await form.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByRole("status")).toHaveText(`${name} was created.`);
  const row = all.getByRole("listitem").filter({ hasText: name });
  await expect(row).toContainText("Score at least 95% in one game (Missing Piece Challenge)");
  const art = row.locator("img");
  await expect(art).toHaveAttribute("src", /^\/files\/badges\/[0-9a-f-]{36}\.png$/);
  await expect(art).toHaveJSProperty("naturalWidth", 256);
  // The form is empty again for the next badge.
  await expect(form.getByLabel("Name")).toHaveValue("");

  // A rule of several values: a run of right answers of one question type.
  const runName = `Divider ${Date.now().toString(36)}`;
  await form.getByLabel("Name").fill(runName);
  await form.getByLabel("Description").fill("Get 8 divisions right in a row.");
  await form.getByLabel("Earned for").selectOption({ label: "Right answers in a row" });
  await form.getByLabel("Question type").selectOption({ label: "Division" });
  // 2.5 is not read as 25: it stays as typed and is refused in words.
  const run = form.getByLabel("Right in a row, in one game");
  await run.fill("2.5");
  await expect(run).toHaveValue("2.5");
  await form.getByRole("button", { name: "Create" }).click();
  await expect(form.getByText(productMessages.badgeCountAtLeastOne).first()).toBeVisible();
  await run.fill("8");
  await form.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByRole("status")).toHaveText(`${runName} was created.`);
  await expect(all.getByRole("listitem").filter({ hasText: runName })).toContainText(
    "8 answers right in a row (division) (any game mode)",
  );

  // The server refuses a non-image by its content too, whatever its declared type.
  const created = await page.request.get("/api/admin/badges");
  const { badges } = (await created.json()) as { badges: { id: string; name: string }[] };
  const badge = badges.find((b) => b.name === name);
  if (!badge) throw new Error("the new badge is not listed");
  const refused = await page.request.put(`/api/admin/badges/${badge.id}/image`, {
    headers: { origin: new URL(page.url()).origin, "content-type": "image/png" },
    data: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(messages.selectValidImage);

  await page.setViewportSize({ width: 1280, height: 900 });
  await picture(page, { path: testInfo.outputPath("manage-badges-1280.png"), fullPage: false });
});

test("a parent who is not an admin has no Manage Badges button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await familyOnDashboard(page);
  await expect(page.getByRole("heading", { name: "Your family" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Children/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Manage Badges" })).toHaveCount(0);
});
