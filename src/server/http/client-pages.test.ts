import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

const ID = "3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b";
const FALLBACK = "<!DOCTYPE html><html><body>the app</body></html>";
const HOME = "<!DOCTYPE html><html><body>home</body></html>";
const GAME_MODES = "<!DOCTYPE html><html><body>game modes</body></html>";

/** A built client as `react-router build` leaves it: the fallback, pre-rendered pages and assets. */
let clientDir: string;
let t: TestApp;
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "client-"));
  writeFileSync(path.join(clientDir, "__spa-fallback.html"), FALLBACK);
  writeFileSync(path.join(clientDir, "index.html"), HOME);
  mkdirSync(path.join(clientDir, "game-modes"));
  writeFileSync(path.join(clientDir, "game-modes", "index.html"), GAME_MODES);
  mkdirSync(path.join(clientDir, "assets"));
  writeFileSync(path.join(clientDir, "assets", "app-1234.js"), "console.log(1)");
  t = await createTestApp({ config: { clientDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("the app's pages", () => {
  it("answers 404 with the app's HTML (its 404 screen) for a path that is not a page of the app", async () => {
    for (const url of ["/no-such-page", "/no/such/page", "/parent", `/play/game/${ID}/more`, "/index.html"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.body, url).toBe(FALLBACK);
    }
    expect((await t.app.inject({ method: "HEAD", url: "/no-such-page" })).statusCode).toBe(404);
  });

  it("answers 200 for the route table's paths, dynamic ones included, and for the pre-rendered pages", async () => {
    for (const url of [
      "/parent/dashboard",
      "/child/dashboard",
      `/child/avatar-builder/${ID}`,
      `/play/game/${ID}?mode=challenge`,
      `/play/challenge-summary/${ID}/${ID}`,
      `/parent/analytics/${ID}/`,
      "/faq",
      "/parent/verify-email?token=abc",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(FALLBACK);
    }
    expect((await get("/")).body).toBe(HOME);
    expect((await get("/game-modes")).body).toBe(GAME_MODES);
    expect((await get("/game-modes")).statusCode).toBe(200);
  });

  it("still serves the service worker's navigation fallback, files, and JSON 404s for the API", async () => {
    const fallback = await get("/__spa-fallback.html");
    expect(fallback.statusCode).toBe(200);
    expect(fallback.body).toBe(FALLBACK);
    expect((await get("/assets/app-1234.js")).statusCode).toBe(200);
    expect((await get("/assets/missing.js")).statusCode).toBe(404);
    const api = await get("/api/no-such-thing");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: "not_found" } });
  });
});
