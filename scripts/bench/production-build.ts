import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** The project's folder, where `npm start` runs. */
export const ROOT = path.resolve(import.meta.dirname, "../..");

/** Builds the production bundle when there is none, as `npm start` does: what the benchmark times is the start alone. */
export function ensureBuilt() {
  if (existsSync(path.join(ROOT, "build", "server", "main.js")) && existsSync(path.join(ROOT, "build", "client")))
    return;
  console.log("  No production build found: building it first (npm run build).");
  const build = spawnSync(process.platform === "win32" ? "npm.cmd" : "npm", ["run", "build"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("The build failed, so the production server could not be measured");
}
