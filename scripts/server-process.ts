import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/** The server as it runs in production, in a process of its own. */
export interface ServerProcess {
  child: ChildProcess;
  /** Its address: http://127.0.0.1:port, also its PUBLIC_URL. */
  url: string;
  /** Everything it has written to stdout and stderr so far. */
  output(): string;
}

/**
 * Starts the server's source (node with tsx's loader, one process, so that
 * killing it leaves no server behind), or with `built` its production bundle
 * as `npm start` runs it, with NODE_ENV=production on `port` of loopback,
 * with `env` over this process's environment; from `cwd`, another release's
 * checkout, instead of this project's folder; with `entry`, another source
 * file that starts it (a drill's, tests/support/server-ahead.ts).
 */
export function startServerProcess(
  port: number,
  env: Record<string, string>,
  {
    built = false,
    cwd = path.resolve(import.meta.dirname, ".."),
    entry = "src/server/main.ts",
  }: { built?: boolean; cwd?: string; entry?: string } = {},
): ServerProcess {
  const url = `http://127.0.0.1:${port}`;
  const args = built ? ["build/server/main.js"] : ["--import", "tsx", entry];
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, url, output: () => output };
}

/** The status of GET /api/health, or 0 when nothing answers within 2 s. */
export async function healthStatus(url: string): Promise<number> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).status;
  } catch {
    return 0;
  }
}

/** Waits until GET /api/health answers `status`, or fails after `ms` with the end of the server's output. */
export async function waitForHealth(server: ServerProcess, { status = 200, ms = 30_000 } = {}) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if ((await healthStatus(server.url)) === status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `${server.url}/api/health did not answer ${status} within ${ms} ms; server output:\n${server.output().slice(-3_000)}`,
  );
}

/** Sends `signal` (SIGKILL, as a crash, unless told) to a process and resolves once it has exited; nothing if it has. */
export async function endProcess(child: ChildProcess | null | undefined, signal: NodeJS.Signals = "SIGKILL") {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}
