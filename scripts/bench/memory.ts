import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../free-port";
import { startServerProcess, waitForHealth } from "../server-process";
import { ensureBuilt } from "./production-build";
import type { DatabaseKind } from "./target";

/** This process's resident memory, or another's (Linux), in megabytes. */
export function rssMegabytes(pid?: number): number {
  if (pid === undefined) return process.memoryUsage().rss / 1_048_576;
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kb) / 1024;
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
