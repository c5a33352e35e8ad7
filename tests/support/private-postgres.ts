import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../../scripts/free-port";

const run = promisify(execFile);

/** The PostgreSQL server programs of this machine (Debian keeps them per major version). */
function binDir(): string {
  const root = "/usr/lib/postgresql";
  const major = existsSync(root) ? readdirSync(root).sort().at(-1) : undefined;
  if (!major) throw new Error("PostgreSQL's server programs are not installed under /usr/lib/postgresql");
  return path.join(root, major, "bin");
}

/**
 * A PostgreSQL cluster of a test's own, in a temporary folder on a free port,
 * that the test may stop, restart and crash at will without touching the
 * machine's shared server. PostgreSQL refuses to run as root, so as root its
 * programs run as the `postgres` user.
 */
export async function startPrivatePostgres() {
  const bin = binDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), "maths-sprint-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    chownSync(
      dir,
      Number((await run("id", ["-u", "postgres"])).stdout),
      Number((await run("id", ["-g", "postgres"])).stdout),
    );
  const exec = (program: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  const port = await freePort();
  const data = path.join(dir, "data");
  await exec("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => exec("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), ...args]);
  const start = () => pgCtl("-o", options, "-w", "start");
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** Stops at once, as a crash or a failover would: no checkpoint, connections cut. */
    stopImmediately: () => pgCtl("-m", "immediate", "-w", "stop"),
    restartImmediately: () => pgCtl("-m", "immediate", "-o", options, "-w", "restart"),
    async destroy() {
      await pgCtl("-m", "immediate", "-w", "stop").catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
