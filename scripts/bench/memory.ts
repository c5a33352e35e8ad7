import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../free-port";
import { startServerProcess, waitForHealth } from "../server-process";
import type { DatabaseKind } from "./target";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** This process's resident memory, or another's (Linux), in megabytes. */
export function rssMegabytes(pid?: number): number {
  if (pid === undefined) return process.memoryUsage().rss / 1_048_576;
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

/** Builds the production bundle when there is none, as `npm start` does. */
function ensureBuilt() {
  if (existsSync(path.join(ROOT, "build", "server", "main.js"))) return;
  console.log("  No production build found: building it first (npm run build).");
  const build = spawnSync(process.platform === "win32" ? "npm.cmd" : "npm", ["run", "build"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("The build failed, so the server's memory could not be measured");
}

/**
 * The resident memory of the production server (`npm start`'s process) just
 * after it starts on a new embedded database, or on PostgreSQL: started on
 * its own, asked for its health, then measured a second later and stopped.
 */
export async function serverRssAfterStart(database: DatabaseKind): Promise<number> {
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "maths-sprint-bench-memory-"));
  const server = startServerProcess(
    await freePort(),
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...(database === "postgres"
        ? { DATABASE_URL: process.env.DATABASE_URL ?? "", APP_SECRET: randomBytes(32).toString("hex") }
        : { DATABASE_URL: "" }),
    },
    { built: true },
  );
  try {
    await waitForHealth(server, { ms: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const pid = server.child.pid;
    if (pid === undefined) throw new Error("The server process has no pid");
    return rssMegabytes(pid);
  } finally {
    const exited = new Promise((resolve) => server.child.once("exit", resolve));
    server.child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
