import { get, type IncomingHttpHeaders } from "node:http";
import {
  PRERENDERED_PATHS,
  ROBOTS_DISALLOWED,
  SITEMAP_PATHS,
  STATIC_DOCUMENT_PATHS,
} from "../../src/shared/public-pages";
import type { Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeProblems } from "./axe";
import { childLogIn, familyOnDashboard, logOut } from "./support";

const PUBLIC_PAGES = [...PRERENDERED_PATHS, "/parent/reset-password", "/parent/verify-email", "/no/such/page"];

test("every public page: no accessibility violations at a phone's width and a laptop's, and no request to another origin", async ({
  page,
  baseURL,
}) => {
  // Seventeen pages, each checked twice.
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? "http://localhost").origin;
  for (const path of PUBLIC_PAGES) {
    await test.step(path, async () => {
      const foreign: string[] = [];
      const onRequest = (request: Request) => {
        const url = new URL(request.url());
        if (url.protocol !== "data:" && url.protocol !== "blob:" && url.origin !== origin) foreign.push(request.url());
      };
      page.on("request", onRequest);
      // Visited once at a phone's width, then looked at again at a laptop's by resizing the window.
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await page.waitForLoadState("networkidle");
        const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
        expect.soft(await axeProblems(page, { tags }), `axe violations on ${path} at ${width}px`).toEqual([]);
      }
      page.off("request", onRequest);
      expect.soft(foreign, `requests to other origins from ${path}`).toEqual([]);
    });
  }
});

test("each pre-rendered page has its content, title, description and canonical link in the HTML", async ({
  request,
}) => {
  const titles = new Set<string>();
  for (const path of PRERENDERED_PATHS) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    titles.add(title ?? "");
    expect(/<meta name="description" content="[^"]{40,}"/.test(html), `${path} has a description`).toBe(true);
    expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], path).toMatch(
      new RegExp(`${path === "/" ? "/" : path}$`),
    );
    expect(/<h1[^>]*>/.test(html), `${path} has its h1 in the HTML`).toBe(true);
  }
  expect(titles.size).toBe(PRERENDERED_PATHS.length);
});

test("the legal pages are dated 16 June 2025", async ({ request }) => {
  for (const path of ["/privacy-policy", "/terms", "/cookie-policy"]) {
    const html = await (await request.get(path)).text();
    expect(html.includes("Last updated 16 June 2025"), path).toBe(true);
  }
});

test("the FAQ page has six questions and FAQPage structured data", async ({ page }) => {
  await page.goto("/FAQ");
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json ?? "{}") as { "@type": string; mainEntity: { name: string }[] };
  expect(data["@type"]).toBe("FAQPage");
  expect(data.mainEntity).toHaveLength(6);
  await expect(page.locator("details")).toHaveCount(6);
  await page.getByText("Is Maths Sprint free?").click();
  await expect(page.getByText(/Premium costs £4.99 a month/)).toBeVisible();
});

test("the landing page's header offers sign-in and sign-up, and the footer links to support and the legal pages", async ({
  page,
}) => {
  await page.goto("/");
  const account = page.getByRole("navigation", { name: "Account" });
  await expect(account.getByRole("link", { name: "Child Login" })).toBeVisible();
  await expect(account.getByRole("link", { name: "Parent Login" })).toBeVisible();
  await expect(account.getByRole("link", { name: "Sign Up" })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  for (const name of [
    "Support",
    "Privacy policy",
    "Terms of use",
    "Cookie policy",
    "Accessibility",
    "FAQ",
    "Game modes",
  ]) {
    await expect(footer.getByRole("link", { name })).toBeVisible();
  }
  await expect(footer).toContainText("© Maths Sprint");
  for (const id of [
    "coach-mode",
    "game-modes",
    "rewards",
    "benefits",
    "ai-features",
    "payment-security",
    "how-it-works",
    "faq",
    "best-maths-app",
    "cta-title",
  ]) {
    await expect(page.locator(`#${id}`)).toBeVisible();
  }
  await expect(page.getByText("We never store your payment details")).toBeVisible();
});

test("the marketing and legal pages load no JavaScript for a visitor nobody is signed in as", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(`${page.url()} loaded ${request.url()}`);
  });
  for (const path of STATIC_DOCUMENT_PATHS) {
    await page.goto(path);
    const account = page.getByRole("navigation", { name: "Account" });
    await expect(account.getByRole("link", { name: "Parent Login" })).toBeVisible();
    await expect(account.getByRole("status")).toBeHidden();
    await page.waitForLoadState("networkidle");
  }
  expect(scripts).toEqual([]);
  // Their links are plain links: the next page is a document of its own.
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/FAQ$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Parent Login" }).click();
  await expect(page.getByRole("heading", { name: "Parent login" })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
});

test("a signed-in parent or child gets the app on the marketing pages, with their own header", async ({ page }) => {
  const { email } = await familyOnDashboard(page, [["Ezra", "4826"]]);
  for (const path of ["/", "/how-it-works"]) {
    await page.goto(path);
    const account = page.getByRole("navigation", { name: "Account" });
    await expect(account.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(account.getByRole("link", { name: "Account" })).toBeVisible();
    await expect(account.getByRole("link", { name: "Parent Login" })).toHaveCount(0);
  }
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Go to your dashboard" })).toBeVisible();
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
  await childLogIn(page, email, "4826");
  await expect(page).toHaveURL(/\/child\/dashboard$/);
  await page.goto("/FAQ");
  await expect(page.getByTestId("playing-as")).toHaveText("Playing as: Ezra");
  await logOut(page);
  await expect(page).toHaveURL(/\/child\/login$/);
  await page.goto("/");
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Child Login" }),
  ).toBeVisible();
});

test("robots.txt and sitemap.xml list the right paths", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ROBOTS_DISALLOWED) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  for (const path of SITEMAP_PATHS) expect(xml).toContain(`${path === "/" ? "/" : path}</loc>`);
});

test("scripts are served compressed and cached for good", async ({ baseURL }) => {
  const html = await (await fetch(`${baseURL}/parent/login`)).text();
  const asset = /\/assets\/root-[\w-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
    get(`${baseURL}${asset}`, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
      response.resume();
      resolve(response.headers);
    }).on("error", reject);
  });
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
});
