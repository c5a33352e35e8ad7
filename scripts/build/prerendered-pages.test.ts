import { describe, expect, it } from "vitest";
import { finishFallback, finishPage } from "./prerendered-pages";

const page = (gate: boolean) =>
  `<html><head>${gate ? '<script id="app-gate">gate()</script>' : ""}<link rel="modulepreload" href="/assets/a.js"/>` +
  `<link rel="modulepreload" href="/assets/b.js"/></head><body><h1>Hi</h1>` +
  `<script type="module" async="">import "/assets/a.js";</script></body></html>`;

describe("finishing the pre-rendered pages", () => {
  it("drops the module preloads of a page the app hydrates, and keeps its boot script", () => {
    const html = finishPage(page(false), "/parent/login", false);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<script type="module" async="">import "/assets/a.js";</script>');
  });

  it("makes a static document's boot script inert, carrying the preloads for the gate", () => {
    const html = finishPage(page(true), "/", true);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<script type="text/plain" id="app-boot" data-preload="/assets/a.js /assets/b.js">import "/assets/a.js";</script>',
    );
  });

  it("moves the SPA fallback's module preloads after its style sheet, keeping them all", () => {
    const html = finishFallback(
      `<html><head><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/a.js"/>` +
        `<link rel="modulepreload" href="/assets/b.js"/><link rel="stylesheet" href="/assets/root.css"/></head>` +
        `<body></body></html>`,
    );
    expect(html).toBe(
      `<html><head><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/root.css"/>` +
        `<link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/></head>` +
        `<body></body></html>`,
    );
  });

  it("refuses a page that is not as expected", () => {
    expect(() => finishPage(page(false), "/", true)).toThrow("the app gate is missing");
    expect(() => finishPage(page(true), "/support", false)).toThrow("the app gate is present");
    expect(() => finishPage("<html></html>", "/", true)).toThrow("expected one boot script");
  });
});
