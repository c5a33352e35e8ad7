import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * Starts a thread of the server's, below the server's priority from its first instruction: the thread's own
 * priority (nice 10; Linux keeps one a thread, and the threads and processes a thread starts inherit it) is
 * lowered before it loads a line of its code, so that the loading and compiling of its modules (some 300 ms of a
 * core for the sweeps' bundle, over 800 ms through tsx) wait for the saves as its work does. Where the system
 * refuses, the thread runs at the server's priority. In a built server the thread runs the bundle's own entry
 * `built` (vite.server.config.ts names each), beside the bundle that asks; where the server runs from its source
 * (tests, benchmarks), the source file `source`, through tsx's loader. Both are named relative to `caller` (the
 * asking module's import.meta.url), and through variables, so that the bundler leaves the URLs as they are.
 */
export function startThread(
  caller: string,
  { built, source }: { built: string; source: string },
  options: WorkerOptions = {},
): Worker {
  const fromSource = caller.endsWith(".ts");
  const entry = JSON.stringify(new URL(fromSource ? source : built, caller).href);
  const load = fromSource
    ? `import("tsx/esm/api").then(({ register }) => { register(); return import(${entry}); });`
    : `import(${entry});`;
  return new Worker(`${BELOW_NORMAL}\n${load}`, { ...options, eval: true });
}

/** The thread's first statements (an eval'd thread's code is a script, where `require` is at hand). */
const BELOW_NORMAL = `try {
  const os = require("node:os");
  os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // Left at the server's priority.
}`;
