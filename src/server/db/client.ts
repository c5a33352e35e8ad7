import path from "node:path";
import { lockEmbeddedDatabase } from "./embedded-lock";
import type { Database, OpenOptions } from "./database";

export { migrationsPath, type Database, type Db, type OpenOptions, type Queryable, type Tx } from "./database";

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite, and applies migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    // PostgreSQL's driver is loaded only for PostgreSQL: a server on the embedded database does not load it.
    const { openPostgres } = await import("./postgres");
    return openPostgres(options.databaseUrl, options);
  }
  const dataDir = options.dataDir && path.join(options.dataDir, "pglite");
  const unlock = options.dataDir ? await lockEmbeddedDatabase(path.join(options.dataDir, "pglite.lock")) : null;
  try {
    // PGlite and its driver are loaded only for the embedded database: a server on PostgreSQL does not hold them.
    const { openEmbedded } = await import("./embedded");
    return await openEmbedded(dataDir, options, async () => {
      await unlock?.();
    });
  } catch (error) {
    await unlock?.();
    throw error;
  }
}
