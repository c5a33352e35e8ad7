import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeProblems } from "./axe";
import { childAction, childLogIn, familyOnDashboard, newFamily } from "./support";
import { picture } from "./layout-support";

const WIDTHS = [390, 1280] as const;

/** Opens the generator, chooses the options and waits for the new avatar to be chosen in the preview. */
async function generate(page: Page, options: { type: string; theme: string; hair?: string; accessories?: string[] }) {
  await page.getByRole("button", { name: "Generate New Avatar" }).click();
  const dialog = page.getByRole("dialog", { name: "Generate New Avatar" });
  await expect(dialog.getByText("Avatar generation may take 10-30 seconds")).toBeVisible();
  const go = dialog.getByRole("button", { name: "Generate Avatar" });
  await expect(go).toBeDisabled();
  await dialog.getByRole("group", { name: "Character Type *" }).getByRole("button", { name: options.type }).click();
  await expect(go).toBeDisabled();
  if (options.hair) {
    await dialog
      .getByRole("group", { name: "Hair Color (Optional)" })
      .getByRole("button", { name: options.hair })
      .click();
  }
  for (const item of options.accessories ?? []) {
    await dialog.getByRole("group", { name: "Accessories (Optional)" }).getByRole("button", { name: item }).click();
  }
  await dialog.getByRole("group", { name: "Color Theme *" }).getByRole("button", { name: options.theme }).click();
  await expect(go).toBeEnabled();
  await go.click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });
  // The built-in painter draws it here (no image model is configured), and says so.
  await expect(page.getByText("Drawn by Maths Sprint")).toBeVisible();
}

/** Generates an avatar and saves it as the child's. */
async function generateAndSave(page: Page, options: Parameters<typeof generate>[1]) {
  await generate(page, options);
  await page.getByRole("button", { name: "Save Avatar" }).click();
  await expect(page.getByText("Avatar saved!")).toBeVisible();
}

/** A new family's only child, signed in and on their dashboard. */
async function newChildSignedIn(page: Page, name: string, pin: string) {
  const { email } = await newFamily(page, [[name, pin]]);
  await childLogIn(page, email, pin);
  await expect(page).toHaveURL(/\/child\/dashboard$/);
}

/** An image that has loaded (not a broken picture). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

async function axeClean(page: Page) {
  expect(await axeProblems(page)).toEqual([]);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    });

    test("a parent builds an avatar for a child and saves it: it shows on the child's card, dashboard and header", async ({
      page,
    }) => {
      const { email } = await familyOnDashboard(page, [["Ava", "4821"]]);
      const card = page.getByTestId("child-card").filter({ hasText: "Ava" });
      await childAction(page, "Ava", "Avatar builder for Ava");
      await expect(page).toHaveURL(/\/parent\/avatar-builder\/[0-9a-f-]+$/);

      await expect(page.getByRole("heading", { name: "Create an Avatar for Ava" })).toBeVisible();
      await expect(page.getByTestId("stored-avatars")).toHaveText("0 / 3");
      await expect(page.getByTestId("monthly-generations")).toHaveText("0 / 12");
      await expect(page.getByText("No AI avatars generated yet for Ava")).toBeVisible();
      await expect(page.getByText("Placeholder", { exact: true })).toBeVisible();
      await axeClean(page);

      // The generator, with every option, passes axe too.
      await page.getByRole("button", { name: "Generate New Avatar" }).click();
      const dialog = page.getByRole("dialog", { name: "Generate New Avatar" });
      await expect(dialog.getByText("Please select a character type and color theme")).toBeVisible();
      await axeClean(page);
      await picture(page, { path: test.info().outputPath(`generator-${width}.png`) });
      // Clicking the chosen hair colour again clears it.
      const blue = dialog.getByRole("button", { name: "Blue" }).first();
      await blue.click();
      await expect(blue).toHaveAttribute("aria-pressed", "true");
      await blue.click();
      await expect(blue).toHaveAttribute("aria-pressed", "false");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toHaveCount(0);

      await generate(page, { type: "Dragon", theme: "Orange", hair: "Purple", accessories: ["Crown", "Glasses"] });
      await expect(page.getByTestId("stored-avatars")).toHaveText("1 / 3");
      await expect(page.getByTestId("monthly-generations")).toHaveText("1 / 12");
      const tile = page.getByRole("button", { name: "Dragon, Orange theme, selected" });
      await expect(tile).toHaveAttribute("aria-pressed", "true");
      await expectLoaded(page.getByTestId("avatar-preview").locator("img"));
      await expect(tile).toContainText("Dragon");
      await expect(tile).toContainText("Orange");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await axeClean(page);
      await picture(page, { path: test.info().outputPath(`builder-${width}.png`), fullPage: true });

      // Clicking the chosen one deselects it, and again selects it.
      await tile.click();
      await expect(page.getByText("Placeholder", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Dragon, Orange theme", exact: true }).click();
      await expect(page.getByText("Drawn by Maths Sprint")).toBeVisible();
      await page.getByRole("button", { name: "Save Avatar" }).click();
      await expect(page.getByText("Avatar saved!")).toBeVisible();

      // The parent's dashboard shows it on Ava's card.
      await page.getByRole("link", { name: "Back to Dashboard" }).click();
      await expect(page).toHaveURL(/\/parent\/dashboard$/);
      await expectLoaded(card.getByRole("img", { name: "Ava's avatar" }));

      // Ava sees it on her dashboard and in the header.
      await childLogIn(page, email, "4821");
      await expect(page).toHaveURL(/\/child\/dashboard$/);
      await expectLoaded(page.getByRole("banner").getByRole("img", { name: "Ava's avatar" }));
      await expectLoaded(page.getByRole("main").getByRole("img", { name: "Ava's avatar" }));
      await picture(page, { path: test.info().outputPath(`child-dashboard-${width}.png`) });
    });

    test("a child builds their own avatar; at 3 stored the storage limit is said; deleting the worn one puts the placeholder back", async ({
      page,
    }) => {
      await newChildSignedIn(page, "Leo", "7395");
      await page.getByRole("link", { name: "My Avatar" }).click();
      await expect(page.getByRole("heading", { name: "Create an Avatar for Leo" })).toBeVisible();

      await generateAndSave(page, { type: "Robot", theme: "Blue", accessories: ["Bow Tie"] });
      // The header shows the new avatar at once.
      await expectLoaded(page.getByRole("banner").getByRole("img", { name: "Leo's avatar" }));

      await generate(page, { type: "Astronaut", theme: "Purple", hair: "Green" });
      await generate(page, { type: "Wizard", theme: "Rainbow", accessories: ["Hat", "Cape", "Necklace"] });
      await expect(page.getByTestId("stored-avatars")).toHaveText("3 / 3");
      await expect(page.getByTestId("monthly-generations")).toHaveText("3 / 12");
      await expect(page.getByRole("list", { name: "Leo's avatars" }).getByRole("listitem")).toHaveCount(3);
      await axeClean(page);

      // A fourth is refused before the generator opens.
      await page.getByRole("button", { name: "Generate New Avatar" }).click();
      await expect(
        page.getByText("You can only store up to 3 avatars. Please delete some existing avatars first."),
      ).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);

      // The delete button is reachable by keyboard: it shows when its avatar's button has focus.
      const robot = page.getByRole("button", { name: /^Robot, Blue theme/ });
      await robot.focus();
      await page.keyboard.press("Tab");
      const remove = page.getByRole("button", { name: "Delete Robot, Blue theme" });
      await expect(remove).toBeFocused();
      await expect(remove).toHaveCSS("opacity", "1");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("list", { name: "Leo's avatars" }).getByRole("listitem")).toHaveCount(2);
      await expect(page.getByTestId("stored-avatars")).toHaveText("2 / 3");
      await expect(page.getByTestId("monthly-generations")).toHaveText("3 / 12");
      // Leo wore it: he is back to the placeholder, here and in the header.
      await expect(page.getByRole("banner").getByRole("img", { name: "Leo's avatar" })).toHaveCount(0);
      await page.getByRole("link", { name: "Back to Dashboard" }).click();
      await expect(page).toHaveURL(/\/child\/dashboard$/);
      await expect(page.getByRole("img", { name: "Leo's avatar" })).toHaveCount(0);
    });
  });
}

test("a child who deletes the avatar they wear has the placeholder again: in the header and on the dashboard, after a reload too", async ({
  page,
}) => {
  await newChildSignedIn(page, "Mia", "5830");
  const header = page.getByRole("banner");
  const dashboard = page.getByRole("main");
  await expect(header.getByTestId("avatar-placeholder")).toBeVisible();
  await expect(dashboard.getByTestId("avatar-placeholder")).toBeVisible();

  // Mia makes an avatar and wears it.
  await page.getByRole("link", { name: "My Avatar" }).click();
  await generateAndSave(page, { type: "Robot", theme: "Green" });
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/child\/dashboard$/);
  await expectLoaded(header.getByRole("img", { name: "Mia's avatar" }));
  await expectLoaded(dashboard.getByRole("img", { name: "Mia's avatar" }));
  await expect(header.getByTestId("avatar-placeholder")).toHaveCount(0);

  // Coming back to the builder, she deletes the avatar she wears.
  await page.getByRole("link", { name: "My Avatar" }).click();
  await expect(page.getByRole("button", { name: "Robot, Green theme, selected" })).toBeVisible();
  await page.getByRole("button", { name: "Delete Robot, Green theme" }).click();
  await expect(page.getByText("No AI avatars generated yet for Mia")).toBeVisible();
  await expect(page.getByRole("img", { name: "Preview: placeholder" })).toBeVisible();
  await expect(header.getByRole("img", { name: "Mia's avatar" })).toHaveCount(0);
  await expect(header.getByTestId("avatar-placeholder")).toBeVisible();

  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/child\/dashboard$/);
  await expect(dashboard.getByTestId("avatar-placeholder")).toBeVisible();
  await expect(page.getByRole("img", { name: "Mia's avatar" })).toHaveCount(0);

  // The tab's session and the server agree: a reload shows the placeholder still.
  await page.reload();
  await expect(dashboard.getByTestId("avatar-placeholder")).toBeVisible();
  await expect(header.getByTestId("avatar-placeholder")).toBeVisible();
  await expect(page.getByRole("img", { name: "Mia's avatar" })).toHaveCount(0);
});
