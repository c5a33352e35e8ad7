import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../free-port";
import { healthStatus } from "../server-process";
import { ensureBuilt, ROOT } from "./production-build";

/** How long one start took to be healthy, and what GET /api/health answered before it was. */
export interface StartTime {
  /** From spawning `node scripts/start.mjs` to GET /api/health's first 200, in seconds. */
  seconds: number;
  /** The answers before that first 200, by status (0: nothing answered). */
  before: Record<string, number>;
  /** What was wrong: answered 200 before it could serve, or did not stop cleanly; null when nothing was. */
  fault: string | null;
}

/** `npm start` timed on a new embedded database, then again on the same one. */
export interface StartTimes {
  newDatabase: StartTime;
  existingDatabase: StartTime;
}

/** Longest a start is waited for before it counts as failed. */
const START_TIMEOUT_MS = 120_000;
/** How often GET /api/health is asked while the server starts. */
const POLL_MS = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the server serves what the health check vouches for, asked at once after its first 200: a session
 * read from the database (an unknown cookie: a query on the migrated tables, answered with no session) and the
 * home page. A fault in words, or null.
 */
async function servesAtOnce(url: string): Promise<string | null> {
  const session = await fetch(`${url}/api/auth/session`, {
    headers: { cookie: `ms_session=${randomBytes(32).toString("hex")}` },
  });
  const body = (await session.json().catch(() => null)) as { session?: unknown } | null;
  if (session.status !== 200 || body?.session !== null)
    return `GET /api/health answered 200, but a session read then answered ${session.status} ${JSON.stringify(body)}`;
  const page = await fetch(`${url}/`);
  await page.arrayBuffer();
  if (page.status !== 200) return `GET /api/health answered 200, but the home page then answered ${page.status}`;
  return null;
}

/**
 * Spawns `node scripts/start.mjs` (what `npm start` runs) on `dataDir` and a free loopback port, asks
 * GET /api/health every POLL_MS until it answers 200, checks that the server then serves, and stops it with
 * SIGTERM, as an operator would, waiting for it to exit.
 */
async function timeOneStart(dataDir: string): Promise<StartTime> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, "scripts", "start.mjs")], {
    cwd: ROOT,
    // Its own process group, so that a start that goes wrong is ended with the server it started.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      // The embedded database, whatever this shell has set.
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const before: Record<string, number> = {};
  try {
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`npm start exited (${child.exitCode}) before it was healthy:\n${output}`);
      if (performance.now() - started > START_TIMEOUT_MS)
        throw new Error(`npm start was not healthy after ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-3_000)}`);
      const status = await healthStatus(url);
      if (status === 200) break;
      before[String(status)] = (before[String(status)] ?? 0) + 1;
      await sleep(POLL_MS);
    }
    const seconds = (performance.now() - started) / 1000;
    let fault = await servesAtOnce(url);
    child.kill("SIGTERM");
    const code = await exited;
    if (code !== 0) fault ??= `npm start exited with ${code} on SIGTERM:\n${output.slice(-3_000)}`;
    return { seconds, before, fault };
  } finally {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      process.kill(-child.pid, "SIGKILL");
      await exited;
    }
  }
}

/**
 * `npm start` on the production build (built first when there is none), timed from spawning it to its first
 * healthy answer: on a new embedded database in a temporary folder (its files made and migrated), then,
 * once stopped, again on the same folder.
 */
export async function measureStartTimes(): Promise<StartTimes> {
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "maths-sprint-bench-start-"));
  try {
    const newDatabase = await timeOneStart(dataDir);
    const existingDatabase = await timeOneStart(dataDir);
    return { newDatabase, existingDatabase };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What GET /api/health answered before its first 200, in words. */
export function answeredBefore(time: StartTime): string {
  const parts = Object.entries(time.before).map(
    ([status, times]) => `${status === "0" ? "nothing (not listening yet)" : status} × ${times}`,
  );
  return parts.length > 0 ? parts.join(", ") : "nothing asked before";
}
