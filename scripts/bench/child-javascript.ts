// The weight of the child's app: what a child's device fetches from opening the child login page
// to the first question of a game. Measured by the browser test tests/e2e/child-weight.spec.ts,
// which fails above the budget, and printed by `npm run bench:lighthouse`.
import type { Browser } from "@playwright/test";

/** The most JavaScript (compressed, on the wire) a child's device may fetch from sign-in to the first question. */
export const CHILD_JS_BUDGET_BYTES = 120 * 1024;

export interface ScriptWeight {
  /** Bytes of JavaScript on the wire (response bodies as sent, compressed), all files together. */
  total: number;
  files: { path: string; bytes: number }[];
}

interface Options {
  baseUrl: string;
  /** A parent's email and one of their children's PINs. */
  email: string;
  pin: string;
  /** "fake" for a server started with TEST_CLOCK (the countdown is skipped); "real" waits for it. */
  clock: "fake" | "real";
}

/**
 * Signs a child in on a fresh device (nothing cached, no service worker), opens the
 * dashboard, starts a 90 Second Challenge (through its how-to-play card) and waits for its first question, counting
 * every script file the page fetched on the way.
 */
export async function childJavaScript(
  browser: Browser,
  { baseUrl, email, pin, clock }: Options,
): Promise<ScriptWeight> {
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const scripts = new Map<string, Promise<number>>();
    page.on("response", (response) => {
      const url = response.url();
      if (!/\.m?js(\?|$)/.test(url) || scripts.has(url)) return;
      scripts.set(
        url,
        response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize),
      );
    });
    if (clock === "fake") await page.clock.install();
    await page.goto("/child/login");
    await page.getByLabel("Parent's email").fill(email);
    await page.getByLabel("Your PIN").fill(pin);
    await page.getByRole("button", { name: "Let's go!" }).click();
    await page.getByTestId("playing-as").waitFor();
    await page.getByTestId("game-timed").click();
    // A new child's first game of a mode starts with its how-to-play card.
    await page.getByTestId("how-to-play").getByRole("button", { name: "Let's go!" }).click();
    if (clock === "fake") await page.clock.fastForward(3_000);
    await page.getByTestId("question").filter({ hasText: "=" }).waitFor({ timeout: 15_000 });

    const urls = [...scripts.keys()];
    const sizes = await Promise.all(scripts.values());
    const files = urls.map((url, i) => ({ path: new URL(url).pathname, bytes: sizes[i] ?? 0 }));
    return { total: files.reduce((sum, file) => sum + file.bytes, 0), files };
  } finally {
    await context.close();
  }
}

/** "125.6 KB in 13 files", and the files, largest first. */
export function describeWeight({ total, files }: ScriptWeight): string {
  const lines = [...files]
    .sort((a, b) => b.bytes - a.bytes)
    .map((file) => `  ${(file.bytes / 1024).toFixed(1).padStart(6)} KB ${file.path}`);
  return [`${(total / 1024).toFixed(1)} KB in ${files.length} files`, ...lines].join("\n");
}
