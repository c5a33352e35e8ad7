import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * Starts a thread of the server's: in a built server the bundle's own entry `built` (vite.server.config.ts names
 * each), beside the bundle that asks; where the server runs from its source (tests, benchmarks), the source file
 * `source`, through tsx's loader. Both are named relative to `caller` (the asking module's import.meta.url), and
 * through variables, so that the bundler leaves the URLs as they are.
 */
export function startThread(
  caller: string,
  { built, source }: { built: string; source: string },
  options: WorkerOptions = {},
): Worker {
  if (!caller.endsWith(".ts")) return new Worker(new URL(built, caller), options);
  const entry = new URL(source, caller).href;
  return new Worker(
    `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
    { ...options, eval: true },
  );
}
