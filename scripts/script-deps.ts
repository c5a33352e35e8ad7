import { createLogger } from "../src/server/core/logger";
import { ConfigError, loadConfig, type Config } from "../src/server/core/config";
import { createDeps } from "../src/server/create-deps";
import type { AppDeps } from "../src/server/core/deps";
import { EmbeddedDatabaseInUse } from "../src/server/db/embedded-lock";

/** Thrown for problems the person running a script can fix; printed without a stack. */
export class ScriptError extends Error {}

/** The server's settings, read from the environment exactly as `npm start` reads them. */
export function loadScriptConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new ScriptError(error.message);
    throw error;
  }
}

/** The server's own dependencies, built from the environment exactly as `npm start` builds them. */
export async function openScriptDeps(): Promise<AppDeps> {
  const config = loadScriptConfig();
  try {
    // The embedded database's folder is one process's at a time: a running server keeps a script out.
    return await createDeps(config, { log: createLogger("warn") });
  } catch (error) {
    if (error instanceof EmbeddedDatabaseInUse) throw new ScriptError(error.message);
    throw error;
  }
}

export function describeDatabase(deps: AppDeps): string {
  return deps.database.kind === "pglite"
    ? `the embedded database in ${deps.config.dataDir}`
    : "PostgreSQL (DATABASE_URL)";
}

/** Runs a script's body, printing a ScriptError's message and exiting 1 on failure. */
export function runScript(body: () => Promise<void>): void {
  body().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof ScriptError ? error.message : error);
      process.exit(1);
    },
  );
}
