import { createLogger } from "../src/server/logger";
import { ConfigError, loadConfig, type Config } from "../src/server/config";
import { createDeps } from "../src/server/create-deps";
import type { AppDeps } from "../src/server/deps";

/** Thrown for problems the person running a script can fix; printed without a stack. */
export class ScriptError extends Error {}

/**
 * PGlite's data folder must never be opened by two processes at once, so a
 * script refuses to touch the embedded database while the server has it open.
 */
async function refuseIfServerHoldsEmbeddedDatabase(config: Config): Promise<void> {
  try {
    const res = await fetch(`http://127.0.0.1:${config.port}/api/health`, { signal: AbortSignal.timeout(1_000) });
    const body = (await res.json()) as { database?: unknown };
    if (body.database === "pglite") {
      throw new ScriptError(
        `A Maths Sprint server is running on port ${config.port} with the embedded database. ` +
          "Stop it first: the embedded database's folder must not be opened by two processes at once.",
      );
    }
  } catch (error) {
    if (error instanceof ScriptError) throw error;
    // Nothing answers on that port: the folder is free.
  }
}

/** The server's own dependencies, built from the environment exactly as `npm start` builds them. */
export async function openScriptDeps(): Promise<AppDeps> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) throw new ScriptError(error.message);
    throw error;
  }
  if (!config.databaseUrl) await refuseIfServerHoldsEmbeddedDatabase(config);
  return createDeps(config, { log: createLogger("warn") });
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
