// The weight of the child's app: what a child's device fetches from opening the child login page
// to the first question of a game. Measured by the browser test tests/e2e/child-weight.spec.ts,
// which fails above the budget, and printed by `npm run bench:lighthouse`.
import { request } from "node:http";
import type { Browser } from "@playwright/test";

/**
 * The most JavaScript a child's device may receive from sign-in to the first question: the bytes as they
 * arrived (`wire`, Brotli in the browsers that accept it, as Chromium does). Only those are held to it; the
 * same files under gzip weigh about 7 KB more and are reported beside them (decisions 0038, 0040, 0043 and 0047).
 */
export const CHILD_JS_BUDGET_BYTES = 80 * 1024;

type Encoding = "br" | "gzip";

export interface ScriptFile {
  path: string;
  /** Bytes of the response body as the browser received it, under `encoding` (empty when sent as it is). */
  wire: number;
  encoding: string;
  /** Bytes the server sends to a browser that accepts only that encoding (the file as it is if it has no smaller copy). */
  br: number;
  gzip: number;
}

export interface ScriptWeight {
  /** Bytes of JavaScript the browser received, all files together. */
  wire: number;
  br: number;
  gzip: number;
  files: ScriptFile[];
}

interface Options {
  baseUrl: string;
  /** A parent's email and one of their children's PINs. */
  email: string;
  pin: string;
  /** "fake" for a server started with TEST_CLOCK (the countdown is skipped); "real" waits for it. */
  clock: "fake" | "real";
}

/** The size of a file's body as the server sends it to a browser that accepts `encoding` and nothing better. */
function servedBytes(url: string, encoding: Encoding): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": encoding } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => {
        const sent = res.headers["content-encoding"] ?? "";
        if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
        else if (sent && sent !== encoding) reject(new Error(`${url}: asked for ${encoding}, got ${sent}`));
        else resolve(bytes);
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The page's call that says the first question is on screen. */
const FIRST_QUESTION_SHOWN = "childWeightFirstQuestionShown";

/** Runs in the page: calls `binding` once a question with its "=" is in the document. */
function watchForFirstQuestion(binding: string) {
  const shown = () => document.querySelector('[data-testid="question"]')?.textContent?.includes("=") === true;
  new MutationObserver((_, observer) => {
    if (!shown()) return;
    observer.disconnect();
    (window as unknown as Record<string, () => void>)[binding]?.();
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Signs a child in on a fresh device (nothing cached, no service worker), opens the
 * dashboard, starts a 90 Second Challenge (through its how-to-play card) and waits for its first question, counting
 * every script file the page fetched on the way: the bytes the browser received, and what the same files weigh
 * as the server sends them under Brotli and under gzip.
 */
export async function childJavaScript(
  browser: Browser,
  { baseUrl, email, pin, clock }: Options,
): Promise<ScriptWeight> {
  const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const scripts = new Map<string, Promise<{ wire: number; encoding: string }>>();
    // The window closes as the first question shows: the page tells it from a DOM observer, in order with its
    // requests, so that what a game loads while it is played (its results page, in idle time) is not counted
    // however soon a busy machine gets to it.
    let questionShown = false;
    await page.exposeFunction(FIRST_QUESTION_SHOWN, () => {
      questionShown = true;
    });
    await page.addInitScript(watchForFirstQuestion, FIRST_QUESTION_SHOWN);
    page.on("request", (request) => {
      const url = request.url();
      if (questionShown || !/\.m?js(\?|$)/.test(url) || scripts.has(url)) return;
      scripts.set(
        url,
        request.response().then(async (response) => {
          if (!response) throw new Error(`${url} had no response`);
          const [sizes, encoding] = await Promise.all([request.sizes(), response.headerValue("content-encoding")]);
          return { wire: sizes.responseBodySize, encoding: encoding ?? "" };
        }),
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

    const files = await Promise.all(
      [...scripts].map(async ([url, received]) => {
        const [{ wire, encoding }, br, gzip] = await Promise.all([
          received,
          servedBytes(url, "br"),
          servedBytes(url, "gzip"),
        ]);
        return { path: new URL(url).pathname, wire, encoding, br, gzip };
      }),
    );
    const sum = (key: "wire" | "br" | "gzip") => files.reduce((total, file) => total + file[key], 0);
    return { wire: sum("wire"), br: sum("br"), gzip: sum("gzip"), files };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** "118.2 KB gzip, 104.5 KB Brotli in 9 files (received: 104.5 KB, br)", and the files, largest first. */
export function describeWeight({ wire, br, gzip, files }: ScriptWeight): string {
  const encodings = [...new Set(files.map((file) => file.encoding || "identity"))].join(", ");
  const lines = [...files]
    .sort((a, b) => b.gzip - a.gzip)
    .map((file) => `  ${kb(file.gzip).padStart(8)} gzip ${kb(file.br).padStart(8)} br  ${file.path}`);
  return [
    `${kb(gzip)} gzip, ${kb(br)} Brotli in ${files.length} files (the browser received ${kb(wire)}, ${encodings})`,
    ...lines,
  ].join("\n");
}
