import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** The project's folder, where `npm start` runs. */
export const ROOT = path.resolve(import.meta.dirname, "../..");

const SERVER_BUNDLE = path.join(ROOT, "build", "server", "main.js");

/** The newest time a file under `folder` was changed (ms). */
function newestChange(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds the production bundle, as `npm start` does, when there is none or when the source has changed since it
 * was built: what a benchmark times is the start alone, and the code it runs is the code in hand.
 */
export function ensureBuilt() {
  const built = existsSync(SERVER_BUNDLE) && existsSync(path.join(ROOT, "build", "client"));
  if (built && statSync(SERVER_BUNDLE).mtimeMs >= newestChange(path.join(ROOT, "src"))) return;
  console.log(
    built
      ? "  The production build is older than the source: building it again first (npm run build)."
      : "  No production build found: building it first (npm run build).",
  );
  const build = spawnSync(process.platform === "win32" ? "npm.cmd" : "npm", ["run", "build"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("The build failed, so the production server could not be measured");
}

/** The built server's bundle, built first if need be: threads named from it start the bundle's own entries. */
export function builtServer(): string {
  ensureBuilt();
  return pathToFileURL(SERVER_BUNDLE).href;
}
