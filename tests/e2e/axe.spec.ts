import { expect, test } from "./fixtures";
import { axeProblems } from "./axe";

// The journeys' accessibility checks pass only if the check can fail: a planted fault is found, and named.
test("the axe check finds a planted fault, within the part it is asked to look at", async ({ page }) => {
  await page.setContent(
    `<html lang="en"><head><title>Planted</title></head><body><main><h1>Planted</h1>
     <div role="dialog" aria-label="A dialog"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></div>
     <p><button></button></p></main></body></html>`,
  );
  const everywhere = await axeProblems(page);
  expect(everywhere.some((line) => line.startsWith("image-alt (critical)") && line.includes("img"))).toBe(true);
  expect(everywhere.some((line) => line.startsWith("button-name (critical)"))).toBe(true);
  // The same page again: axe is loaded once and runs again.
  expect(await axeProblems(page)).toEqual(everywhere);
  const inDialog = await axeProblems(page, { include: '[role="dialog"]' });
  expect(inDialog.map((line) => line.split(" ")[0])).toEqual(["image-alt"]);
  expect(await axeProblems(page, { exclude: "p" })).not.toContainEqual(expect.stringMatching(/^button-name/));
  expect(await axeProblems(page, { tags: ["wcag2a"], include: "p" })).toEqual([
    "button-name (critical): Buttons must have discernible text: button",
  ]);
});
