import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { migrationsPath, openDatabase } from "../../src/server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated embedded database's files, which every test file's database starts from; null on PostgreSQL. */
    embeddedTemplate: string | null;
    /** A migrated embedded database's folder on disk, which a server process's DATA_DIR starts from (migratedDataDir); null on PostgreSQL. */
    embeddedFolder: string | null;
  }
}

/**
 * The files of a new, migrated in-memory embedded database, to open copies of with `startFrom`:
 * creating one (PostgreSQL's initdb, then every migration) costs a few seconds, a copy about a third.
 */
async function migratedEmbeddedFiles(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migrate(drizzle(client), { migrationsFolder: migrationsPath() });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

/**
 * A migrated embedded database in `folder`, as a server leaves its DATA_DIR's `pglite` folder: a server process
 * started on a copy skips PostgreSQL's initdb and the migrations (about 10 of its 18 seconds to start here).
 */
async function migrateEmbeddedFolder(folder: string): Promise<void> {
  const client = new PGlite(folder);
  try {
    await migrate(drizzle(client), { migrationsFolder: migrationsPath() });
  } finally {
    await client.close();
  }
}

/**
 * The integration project's global setup: one migrated embedded database made once per run,
 * whose files each test file's in-memory database is opened from (tests/support/test-app.ts),
 * instead of each creating and migrating its own. With DATABASE_URL, the database is migrated here once instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    // Migrated once here, before the test files open it at once: a new database migrated by several files
    // together can fail in one of them (two create the same table).
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, maxConnections: 1 });
    await database.close();
    project.provide("embeddedTemplate", null);
    project.provide("embeddedFolder", null);
    return;
  }
  const folder = await mkdtemp(path.join(tmpdir(), "maths-sprint-tests-"));
  const file = path.join(folder, "migrated.tar");
  await writeFile(file, Buffer.from(await (await migratedEmbeddedFiles()).arrayBuffer()));
  project.provide("embeddedTemplate", file);
  const embeddedFolder = path.join(folder, "pglite");
  await migrateEmbeddedFolder(embeddedFolder);
  project.provide("embeddedFolder", embeddedFolder);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
