import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrationsPath, schema, statementCounter, type Database, type Db, type OpenOptions } from "./database";
import { createDiskGuard, mayWrite, type DiskGuard } from "./disk-guard";
import { builtNewDatabase, createDataDirApart, datedAtCopy, finishRestore } from "./embedded-data-dir";
import { snapshotEmbedded } from "./embedded-snapshot";
import { keepStatementsParsed } from "./embedded-statements";
import { pingThrough } from "./ping";

const toIo = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs in this thread and resolves its promises without ever giving the
 * event loop back, so a request's queries run back to back while every other
 * request waits unread in its socket: the server would handle one request at a
 * time, and nothing could be turned away. Each statement and transaction first
 * lets the loop read what has arrived (one turn of the loop), so that requests
 * are taken in, and beyond the admission limit shed at once (http/load-shedding.ts).
 */
function yieldBeforeEachStatement(client: PGlite) {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await toIo();
    return query(...args);
  }) as typeof client.query;
  client.exec = async (...args: Parameters<typeof exec>) => {
    await toIo();
    return exec(...args);
  };
  client.transaction = (async (...args: Parameters<typeof transaction>) => {
    await toIo();
    return transaction(...args);
  }) as typeof client.transaction;
}

/**
 * Refuses what may write while the disk under the database is below its reserve (disk-guard.ts):
 * every transaction, every `exec`, and every statement but a plain read; and tells the guard of
 * a full disk the database met itself.
 */
function refuseWritesWhenDiskFull(client: PGlite, guard: DiskGuard) {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const noting = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      guard.noteError(error);
      throw error;
    }
  };
  client.query = (async (...args: Parameters<typeof query>) => {
    if (mayWrite(args[0])) guard.check();
    return noting(() => query(...args));
  }) as typeof client.query;
  client.exec = async (...args: Parameters<typeof exec>) => {
    guard.check();
    return noting(() => exec(...args));
  };
  client.transaction = (async (...args: Parameters<typeof transaction>) => {
    guard.check();
    return noting(() => transaction(...args));
  }) as typeof client.transaction;
}

/**
 * Whether the database has every committed migration already, as drizzle's migrator decides it: it applies
 * each migration made after the newest it finds applied, so none when that one is as new as the newest in the
 * journal. Then the migrator, which reads and hashes every migration and sends five statements to find that
 * out, is not run at all.
 */
async function everyMigrationApplied(client: PGlite): Promise<boolean> {
  const journal = JSON.parse(await readFile(path.join(migrationsPath(), "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const table = await client.query<{ found: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as found",
  );
  if (!table.rows[0]?.found) return false;
  const applied = await client.query<{ created_at: string | number | null }>(
    "select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1",
  );
  const last = applied.rows[0]?.created_at;
  return last !== undefined && last !== null && Number(last) >= newest;
}

/**
 * Gives the rows the migrations write with the time they run (the stickers, 0010_digital_stickers; the badges
 * have fixed times) the time `at`: in a copy of the build's database they carry the build's time, and are given
 * the time of the first start that copied it, as the migrations run by that start would have dated them.
 */
async function redateMigrationsRows(client: PGlite, at: Date): Promise<void> {
  await client.query("update digital_rewards set created_at = $1", [at.toISOString()]);
}

/** The embedded database's buffer cache. */
const EMBEDDED_SHARED_BUFFERS = "64MB";

/** Opens the embedded database (in `dataDir`, or in memory), applies migrations, and calls `closed` once closed. */
export async function openEmbedded(
  dataDir: string | undefined,
  options: OpenOptions,
  closed: () => Promise<void>,
): Promise<Database> {
  if (dataDir) {
    await finishRestore(dataDir);
    await createDataDirApart(dataDir, { copyOf: () => builtNewDatabase(options.newDatabaseFrom, options.log) });
  }
  // 64 MB of shared buffers (PostgreSQL's default is 128 MB, all of it touched at start) holds a
  // family's or a school's working set, and keeps an idle server within 400 MB (decision 0015).
  const startOptions = {
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  };
  const client = dataDir
    ? new PGlite(dataDir, startOptions)
    : new PGlite({ ...startOptions, loadDataDir: options.startFrom });
  await client.waitReady;
  if (!(await everyMigrationApplied(client))) {
    await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsPath() });
  }
  if (dataDir) await datedAtCopy(dataDir, (at) => redateMigrationsRows(client, at));
  keepStatementsParsed(client);
  yieldBeforeEachStatement(client);
  const disk = dataDir ? createDiskGuard({ dir: dataDir, clock: options.clock, log: options.log }) : null;
  if (disk) refuseWritesWhenDiskFull(client, disk);
  const db = drizzlePglite(client, {
    schema,
    casing: "snake_case",
    logger: statementCounter(options.onQuery),
  }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: pingThrough(client),
    pool: () => null,
    connectionErrors: () => 0,
    disk: disk && (() => disk.state()),
    snapshot: () => snapshotEmbedded(client),
    close: async () => {
      await client.close();
      await closed();
    },
  };
}
