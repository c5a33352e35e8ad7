import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, E2E_SERVER_LOG, MOVES_SERVER_CLOCK } from "./tests/e2e/server";

const ci = Boolean(process.env.CI);

/** The journeys that move the server's clock are tagged so (`setServerDate` in tests/e2e/support.ts asks for it). */
const MOVES_THE_CLOCK = new RegExp(MOVES_SERVER_CLOCK);

const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

/**
 * Browser tests against the production build (`npm run build` first), in
 * Debian's Chromium. Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  forbidOnly: ci,
  retries: 0,
  // Two journeys at a time: one alone kept half a core busy (106 journeys: 834 s, 427 s of CPU, on 2 cores),
  // waiting on the server, timers and the network; two share the machine (decision 0031). The long
  // journeys say they are long (test.slow, setTimeout). Those that move the server's clock run alone.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: ci
    ? [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/e2e.json" }]]
    : [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    // Traces on a developer's machine only, DOM snapshots without the screencast (which cost a third of the journeys'
    // CPU). CI keeps none: nobody opens a fresh clone's test-results, and recording them cost the 115 journeys 16% of
    // their time (918 s with, 768 s without, one after the other on 2 cores); a failure is named, with its error, at
    // the foot of CI's output.
    trace: ci ? "off" : { mode: "retain-on-failure", screenshots: false, snapshots: true },
    screenshot: "only-on-failure",
    // The service worker would answer from its cache and hide requests from page.route; the
    // journeys that test it allow it (tests/e2e/pwa.spec.ts).
    serviceWorkers: "block",
  },
  projects: [
    // Journeys that leave the server's clock alone run side by side...
    { name: "chromium", grepInvert: MOVES_THE_CLOCK, use: browser },
    // ...then, alone, those that move it (setServerDate): the clock is the whole server's.
    { name: "moving the clock", grep: MOVES_THE_CLOCK, dependencies: ["chromium"], workers: 1, use: browser },
  ],
  webServer: {
    // A fresh embedded database each run. The server's log, with the local outbox's emails,
    // goes to E2E_SERVER_LOG (tests/e2e/server.ts), where a journey can read a link.
    command: [
      `node -e "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })" "${E2E_DATA_DIR}"`,
      `exec node build/server/main.js > "${E2E_SERVER_LOG}" 2>&1`,
    ].join(" && "),
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    env: {
      NODE_ENV: "production",
      PORT: String(E2E_PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: E2E_BASE_URL,
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: "info",
      TEST_CLOCK: "true",
      // A day's backup would stall the server while a journey runs, and the journeys move its clock by days.
      BACKUP_DIR: "off",
      // Each test sends its own X-Forwarded-For (tests/e2e/fixtures.ts).
      TRUST_PROXY: "true",
    },
  },
});
