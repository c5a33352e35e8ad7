import { describe, expect, it } from "vitest";
import { pageUrl, toPageUrls } from "./service-worker";

describe("the service worker's precache", () => {
  it("keeps each pre-rendered page under the URL the app links to", () => {
    expect(pageUrl("index.html")).toBe("/");
    expect(pageUrl("FAQ/index.html")).toBe("/FAQ");
    expect(pageUrl("parent/login/index.html")).toBe("/parent/login");
    expect(pageUrl("__spa-fallback.html")).toBe("/__spa-fallback.html");
  });

  it("leaves scripts and styles as they are", () => {
    const entries = [
      { url: "assets/root-abc.js", revision: null },
      { url: "how-it-works/index.html", revision: "1" },
    ];
    expect(toPageUrls(entries)).toEqual([
      { url: "assets/root-abc.js", revision: null },
      { url: "/how-it-works", revision: "1" },
    ]);
  });
});
