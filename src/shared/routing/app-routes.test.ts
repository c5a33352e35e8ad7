import { describe, expect, it } from "vitest";
import { PRERENDERED_PATHS } from "../public-pages";
import { GUARDED_ROUTES, isAppPath, OPEN_ROUTES } from "./app-routes";

const ID = "3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b";

describe("isAppPath", () => {
  it.each([
    "/",
    "/FAQ",
    "/faq",
    "/game-modes/",
    "/parent/dashboard",
    `/child/avatar-builder/${ID}`,
    `/play/game/${ID}`,
    `/play/challenge-summary/${ID}/${ID}`,
    `/parent/analytics/${ID}`,
  ])("%s is a page of the app", (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each([
    "/no-such-page",
    "/no/such/page",
    "/parent",
    "/play/game",
    "/play/game/",
    `/play/game/${ID}/extra`,
    "/play/challenge-summary/x",
    "/dashboard",
    "/index.html",
    "//parent/dashboard",
    "",
  ])("%j is not", (path) => {
    expect(isAppPath(path)).toBe(false);
  });

  it("holds every pre-rendered page, and every route once", () => {
    for (const path of PRERENDERED_PATHS) expect(isAppPath(path), path).toBe(true);
    const paths = [...OPEN_ROUTES, ...GUARDED_ROUTES].map(([path]) => path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});
