import type { BrowserContext, Page } from "@playwright/test";

/** The browser contexts whose clock a journey replaced with Playwright's fake one. */
const faked = new WeakSet<BrowserContext>();

/**
 * Installs Playwright's fake clock (a page's clock is its context's) and remembers that it did, so that a
 * helper such as `think` in play-support.ts can move that clock on rather than wait in real time.
 * Journeys install the clock through here only (lint refuses `clock.install` elsewhere).
 */
export async function installFakeClock(target: Page | BrowserContext): Promise<void> {
  await target.clock.install();
  faked.add("context" in target ? target.context() : target);
}

/** Whether the page runs on a fake clock that installFakeClock put there. */
export const hasFakeClock = (page: Page): boolean => faked.has(page.context());
