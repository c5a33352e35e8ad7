/**
 * Renders every email's HTML in Chromium at a phone's width (390 px) and a
 * desktop's (1280 px) and saves the pictures under test-results/email-screenshots,
 * to look at after changing an email or its layout. Any request the page makes
 * (an image, a font, a stylesheet) is refused and reported: an email loads nothing.
 * Each page is also checked with axe (WCAG 2 A and AA) at both widths.
 *
 *   npx tsx scripts/email-screenshots.ts
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import { axeProblems } from "../tests/e2e/axe";
import { everyEmail } from "../tests/support/every-email";

const OUT = "test-results/email-screenshots";
const WIDTHS = [390, 1280];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const requested: string[] = [];
const violations: string[] = [];
try {
  await mkdir(OUT, { recursive: true });
  for (const { name, email } of await everyEmail("https://mathssprint.example")) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.route("**/*", (route) => {
        requested.push(`${name}: ${route.request().url()}`);
        return route.abort();
      });
      await page.setContent(email.html ?? "", { waitUntil: "load" });
      const file = path.join(OUT, `${slug(name)}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      for (const problem of await axeProblems(page, { tags: ["wcag2a", "wcag2aa"] })) {
        violations.push(`${name} at ${width} px: ${problem}`);
      }
      await context.close();
      console.log(file);
    }
  }
} finally {
  await browser.close();
}
if (requested.length > 0) {
  console.error(`The emails asked for:\n${requested.join("\n")}`);
  process.exitCode = 1;
}
if (violations.length > 0) {
  console.error(`Accessibility:\n${violations.join("\n")}`);
  process.exitCode = 1;
}
