import { expect, test } from "./fixtures";
import { childAction, familyOnDashboard } from "./support";

for (const width of [320, 390]) {
  test(`every choice in the Edit child dialog fits its box at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 664 });
    await familyOnDashboard(page, [["Ann", "4821"]]);
    await childAction(page, "Ann", "Edit Ann");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Intermediate")).toBeVisible();
    const overflowing = await dialog
      .locator("label, button")
      .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent));
    expect(overflowing).toEqual([]);
  });
}
