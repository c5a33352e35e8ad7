import { test as base, expect } from "@playwright/test";

/**
 * The `test` of every browser test: any console error or uncaught exception in
 * the page fails the test (DESIGN 8), listed with where it came from. A test
 * that cuts the network on purpose names the errors it expects with
 * `test.use({ expectedConsoleErrors: [/.../] })`.
 */
export const test = base.extend<{ failOnConsoleError: undefined; expectedConsoleErrors: RegExp[] }>({
  expectedConsoleErrors: [[], { option: true }],
  failOnConsoleError: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
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
