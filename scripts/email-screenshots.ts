/**
 * Renders every email's HTML in Chromium at a phone's width (390 px) and a
 * desktop's (1280 px) and saves the pictures under test-results/email-screenshots,
 * to look at after changing an email or its layout. Any request the page makes
 * (an image, a font, a stylesheet) is refused and reported: an email loads nothing.
 *
 *   npx tsx scripts/email-screenshots.ts
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
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
try {
  await mkdir(OUT, { recursive: true });
  for (const { name, email } of await everyEmail("https://mathssprint.example")) {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.route("**/*", (route) => {
        requested.push(`${name}: ${route.request().url()}`);
        return route.abort();
      });
      await page.setContent(email.html ?? "", { waitUntil: "load" });
      const file = path.join(OUT, `${slug(name)}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await page.close();
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
