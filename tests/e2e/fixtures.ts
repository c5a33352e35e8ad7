import { test as base, expect } from "@playwright/test";

/**
 * The `test` of every browser test: any console error or uncaught exception in
 * the page fails the test (DESIGN 8), listed with where it came from.
 */
export const test = base.extend<{ failOnConsoleError: undefined }>({
  failOnConsoleError: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const { url, lineNumber } = message.location();
        problems.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`);
      });
      page.on("pageerror", (error) => {
        problems.push(`uncaught exception: ${error.message}`);
      });
      await use(undefined);
      expect(problems, "the browser reported errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
