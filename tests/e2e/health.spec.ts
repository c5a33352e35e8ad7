import { expect, test } from "./fixtures";

test("the API answers its health check", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});

test("an unknown page is served the app's HTML, without errors in the browser", async ({ page }) => {
  const response = await page.goto("/does-not-exist");
  expect(response?.headers()["content-type"]).toContain("text/html");
  expect(await response?.text()).toMatch(/^<!DOCTYPE html>/i);
  await page.waitForLoadState("networkidle");
});

test("an unknown API path is a JSON 404", async ({ request }) => {
  const response = await request.get("/api/does-not-exist");
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
});

test("a missing script or image is a 404, not the app's HTML", async ({ request }) => {
  const response = await request.get("/assets/no-such-chunk-123.js");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).not.toContain("text/html");
});
