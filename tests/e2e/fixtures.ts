import { test as base, expect } from "@playwright/test";
import { GAME_MODES } from "../../src/shared/game/modes";

/**
 * The `test` of every browser test: any console error or uncaught exception in
 * the page fails the test (docs/product/engineering-rules.md#testing), listed with where it came from. A test
 * that cuts the network on purpose names the errors it expects with
 * `test.use({ expectedConsoleErrors: [/.../] })`.
 */
export const test = base.extend<{
  failOnConsoleError: undefined;
  expectedConsoleErrors: RegExp[];
  knowsHowToPlay: boolean;
  gaveFeedback: boolean;
}>({
  expectedConsoleErrors: [[], { option: true }],
  // The journeys play games, not the how-to-play card a child sees before a first game of a
  // mode: every child in them has seen every mode's card (features/play/how-to-play-seen.ts
  // keeps one list per child), unless a test asks for `test.use({ knowsHowToPlay: false })`.
  knowsHowToPlay: [true, { option: true }],
  // Nor the feedback prompt a parent gets from their third login: every parent in them has
  // given feedback on this device (features/feedback/feedback-store.ts), unless a test asks
  // for `test.use({ gaveFeedback: false })`.
  gaveFeedback: [true, { option: true }],
  context: async ({ context, knowsHowToPlay, gaveFeedback }, use) => {
    // What the browser is to remember, by the start of the key it is kept under.
    const remembered: [string, string][] = [];
    if (knowsHowToPlay) remembered.push(["ms.howToPlaySeen.", JSON.stringify(GAME_MODES)]);
    if (gaveFeedback) remembered.push(["ms.feedback.", JSON.stringify({ hasGivenFeedback: true, dismissedAt: null })]);
    if (remembered.length > 0) {
      await context.addInitScript((entries: [string, string][]) => {
        // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the storage as `this`
        const read = Storage.prototype.getItem;
        Storage.prototype.getItem = function (this: Storage, key: string) {
          const entry = entries.find(([prefix]) => key.startsWith(prefix));
          return entry ? entry[1] : read.call(this, key);
        };
      }, remembered);
    }
    await use(context);
  },
  // Each test's browser comes from an address of its own (the test server trusts the proxy
  // header, as production does behind its load balancer), so that the per-address limits,
  // sign-ups among them, count each family's own requests and not the whole suite's.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const n =
      testInfo.workerIndex * 10_000 + testInfo.testId.split("").reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9_973, 7);
    await use({ ...extraHTTPHeaders, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
  },
  failOnConsoleError: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: Array<{ text: string; url: string }> = [];
      // A page the server answers 404 (an unknown address) is reported on the console by the
      // browser itself; that is the server telling the truth, not an error of the app.
      const notFoundPages = new Set<string>();
      page.on("response", (response) => {
        const request = response.request();
        if (response.status() === 404 && request.isNavigationRequest()) notFoundPages.add(response.url());
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        const { url, lineNumber } = message.location();
        problems.push({ text: `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`, url });
      });
      page.on("pageerror", (error) => {
        problems.push({ text: `uncaught exception: ${error.message}`, url: "" });
      });
      await use(undefined);
      const unexpected = problems.filter(
        (p) => !(notFoundPages.has(p.url) && p.text.includes("the server responded with a status of 404")),
      );
      expect(
        unexpected.map((p) => p.text),
        "the browser reported errors",
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
