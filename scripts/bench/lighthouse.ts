// `npm run bench:lighthouse`: Lighthouse (mobile emulation, simulated throttling) on the public pages,
// against the production build served by the production server on a free loopback port with a fresh
// embedded database, in Debian's Chromium. Prints the four category scores of each page, the landing
// page's initial JavaScript and the child's JavaScript from sign-in to the first question (the figure
// tests/e2e/child-weight.spec.ts holds to its budget). Run `npm run build` first. LIGHTHOUSE_PAGES=/a,/b measures other pages;
// LIGHTHOUSE_RUNS sets the runs per page; LIGHTHOUSE_DETAIL=1 lists the long tasks of every page, not only of
// those below target.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import type { Result } from "lighthouse";
import { freePort } from "../free-port";
import { CHILD_JS_BUDGET_BYTES, childJavaScript, describeWeight } from "./child-javascript";

const PAGES = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean) ?? ["/", "/game-modes", "/FAQ", "/parent/login"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
const LANDING_JS_BUDGET = 100 * 1024;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Runs per page; the run with the median performance score is reported, as Lighthouse advises. */
const RUNS = Math.max(1, Math.min(9, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3));

async function waitFor(url: string, what: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not start within 60 seconds`);
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
  });
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** A family made through the API, then the child's way from sign-in to a first question in the same Chromium. */
async function childWeight(baseUrl: string, debugPort: number) {
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const pin = "4821";
  const post = (path: string, body: unknown, cookie = "") =>
    fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const signup = await post("/api/auth/signup", { email, password: "sunny-meadow-42" });
  if (!signup.ok) throw new Error(`Sign-up failed: ${signup.status}`);
  const cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const added = await post("/api/children", { name: "Ava", pin }, cookie);
  if (!added.ok) throw new Error(`Adding a child failed: ${added.status}`);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  try {
    return await childJavaScript(browser, { baseUrl, email, pin, clock: "real" });
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync("build/server/main.js") || !existsSync("build/client/index.html")) {
    throw new Error("No production build: run `npm run build` first.");
  }
  const work = mkdtempSync(path.join(tmpdir(), "maths-sprint-lighthouse-"));
  const [appPort, debugPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${appPort}`;
  let server: ChildProcess | undefined;
  let chrome: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, ["build/server/main.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(appPort),
        HOST: "127.0.0.1",
        PUBLIC_URL: baseUrl,
        DATA_DIR: path.join(work, "data"),
        // A day's backup, a minute after start, would stall the server under measurement.
        BACKUP_DIR: "off",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await waitFor(`${baseUrl}/api/health`, "The server", server);

    chrome = spawn(
      CHROMIUM,
      [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--no-default-browser-check",
        `--remote-debugging-port=${debugPort}`,
        `--user-data-dir=${path.join(work, "chrome")}`,
        "about:blank",
      ],
      { stdio: "ignore" },
    );
    await waitFor(`http://127.0.0.1:${debugPort}/json/version`, "Chromium", chrome);

    let missed = false;
    let loadedScripts: string[] = [];
    console.log(`Lighthouse ${"(mobile)".padEnd(14)} perf  a11y  best   seo`);
    for (const page of PAGES) {
      const runs: Result[] = [];
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 3; attempt++) {
        const result = await lighthouse(`${baseUrl}${page}`, {
          port: debugPort,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        // A run whose trace could not be recorded (a busy machine) is repeated.
        if (result && !result.lhr.runtimeError) runs.push(result.lhr);
      }
      if (runs.length === 0) throw new Error(`Lighthouse could not measure ${page}`);
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = runs[Math.floor(runs.length / 2)] as Result;
      const scores = CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
      const failing = CATEGORIES.filter((category, i) => (scores[i] ?? 0) < TARGETS[category]);
      if (failing.length) missed = true;
      console.log(
        `${page.padEnd(22)} ${scores.map((s) => String(s).padStart(4)).join("  ")}${failing.length ? `   below target: ${failing.join(", ")}` : ""}`,
      );
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
      console.log(
        `${"".padEnd(22)} FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, SI ${metric("speed-index")}`,
      );
      if (failing.includes("performance") || process.env.LIGHTHOUSE_DETAIL) {
        // Where the main thread went: the longest tasks and the scripts that cost the most.
        const tasks = (
          lhr.audits["long-tasks"]?.details as { items?: { url?: string; duration?: number }[] } | undefined
        )?.items;
        for (const task of (tasks ?? []).slice(0, 5)) {
          console.log(`    long task: ${Math.round(task.duration ?? 0)} ms ${task.url ?? ""}`);
        }
        const bootup = (
          lhr.audits["bootup-time"]?.details as
            { items?: { url?: string; scripting?: number; scriptParseCompile?: number }[] } | undefined
        )?.items;
        for (const item of (bootup ?? []).slice(0, 5)) {
          console.log(
            `    script cost: ${Math.round(item.scripting ?? 0)} ms running, ${Math.round(item.scriptParseCompile ?? 0)} ms compiling ${item.url ?? ""}`,
          );
        }
      }
      for (const category of failing) {
        const refs = lhr.categories[category]?.auditRefs ?? [];
        for (const ref of refs) {
          const audit = lhr.audits[ref.id];
          if (audit && ref.weight > 0 && audit.score !== null && audit.score < 1) {
            console.log(`    ${category}: ${audit.id} (${audit.displayValue ?? audit.score})`);
          }
        }
      }
      if (page === "/") {
        const items = (lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
        loadedScripts = items.filter((item) => item.resourceType === "Script").map((item) => item.url);
      }
    }

    // Initial JavaScript: the script files the landing page's HTML loads (module preloads and script
    // tags) and its inline scripts, for a visitor nobody is signed in as.
    const html = await (await fetch(`${baseUrl}/`)).text();
    const initialScripts = [...html.matchAll(/<(?:link rel="modulepreload" href|script[^>]*\bsrc)="([^"]+)"/g)].map(
      (m) => new URL(m[1] ?? "", baseUrl).href,
    );
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/type="(?:text\/plain|application\/ld\+json)"/.test(m[1] ?? ""))
      .map((m) => m[2] ?? "")
      .join("\n");
    const gzipBytes = async (urls: string[]) => {
      let total = 0;
      for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
      return total;
    };
    const inlineBytes = gzipSync(inline).length;
    const initial = (await gzipBytes(initialScripts)) + inlineBytes;
    const loaded = await gzipBytes(loadedScripts);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const withinBudget = initial < LANDING_JS_BUDGET;
    if (!withinBudget) missed = true;
    console.log(
      `\nLanding page initial JavaScript: ${kb(initial)} gzip: ${initialScripts.length} files and ${kb(inlineBytes)} inline (budget ${kb(LANDING_JS_BUDGET)})${withinBudget ? "" : "   over budget"}`,
    );
    console.log(
      `All JavaScript the landing page loaded during the run: ${kb(loaded)} gzip in ${loadedScripts.length} files`,
    );

    const child = await childWeight(baseUrl, debugPort);
    const childWithinBudget = child.wire <= CHILD_JS_BUDGET_BYTES;
    if (!childWithinBudget) missed = true;
    console.log(
      `Child's JavaScript, sign-in to first question: ${describeWeight(child).replace("\n", ` (budget ${kb(CHILD_JS_BUDGET_BYTES)} received)${childWithinBudget ? "" : "   over budget"}\n`)}`,
    );
    console.log(`(median of ${RUNS} run${RUNS === 1 ? "" : "s"} per page, by performance score)`);
    console.log(
      `Targets: performance ${TARGETS.performance}+, accessibility, best practices and SEO ${TARGETS.seo}: ${missed ? "NOT MET" : "met"}`,
    );
    if (missed) process.exitCode = 1;
  } finally {
    await stop(chrome);
    await stop(server);
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
