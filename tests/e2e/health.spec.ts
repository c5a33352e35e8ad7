import { expect, test } from "./fixtures";

test("the API answers its health check", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});

test.describe("an unknown page", () => {
  // The browser reports the page's own 404 on the console: that one is expected.
  test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test("is a 404 with the app's HTML, and no other error in the browser", async ({ page }) => {
    const response = await page.goto("/does-not-exist");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-type"]).toContain("text/html");
    expect(await response?.text()).toMatch(/^<!DOCTYPE html>/i);
    await page.waitForLoadState("networkidle");
  });
});

test("the app's pages answer 200, dynamic paths included", async ({ request }) => {
  const id = "3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b";
  for (const path of ["/", "/FAQ", "/parent/dashboard", `/play/game/${id}`, `/child/avatar-builder/${id}`]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
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
