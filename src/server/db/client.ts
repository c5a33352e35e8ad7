import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Logger } from "pino";
import { createDataDirApart } from "./embedded-data-dir";
import { lockEmbeddedDatabase } from "./embedded-lock";
import { keepStatementsParsed } from "./embedded-statements";
import { prepareStatementsOnEachConnection } from "./postgres-statements";
import { isDatabaseUnavailable } from "./unavailable";
import * as users from "./schema/users";
import * as children from "./schema/children";
import * as throttles from "./schema/throttles";
import * as email from "./schema/email";
import * as billing from "./schema/billing";
import * as support from "./schema/support";
import * as files from "./schema/files";
import * as play from "./schema/play";
import * as engagement from "./schema/engagement";
import * as captcha from "./schema/captcha";
import * as learning from "./schema/learning";

const schema = {
  ...users,
  ...children,
  ...throttles,
  ...email,
  ...billing,
  ...support,
  ...files,
  ...play,
  ...engagement,
  ...captcha,
  ...learning,
};
type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything a domain function can query through: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<boolean>;
  /** The PostgreSQL pool's connections now, for the operator's metrics; null for the embedded database. */
  pool(): { total: number; idle: number; waiting: number } | null;
  /** Connections lost or refused since the database was opened. */
  connectionErrors(): number;
  close(): Promise<void>;
}

/** The committed migrations, found from this file whether it runs from src/ or from the bundle. */
export function migrationsPath(): string {
  if (process.env.MIGRATIONS_DIR) return path.resolve(process.env.MIGRATIONS_DIR);
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, "src", "server", "db", "migrations");
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Cannot find src/server/db/migrations; set MIGRATIONS_DIR");
    dir = parent;
  }
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `undefined` keeps the database in memory. */
  dataDir?: string | undefined;
  maxConnections?: number;
  /** Where connection trouble is reported; it is never fatal. */
  log?: Pick<Logger, "warn" | "info"> | undefined;
  /** How long to keep trying to reach PostgreSQL at start-up (it may be restarting) before giving up. */
  startupTimeoutMs?: number | undefined;
  /** Called before each statement the app sends (the benchmark counts a request's queries with it). */
  onQuery?: (() => void) | undefined;
  /**
   * In memory only: start from a copy of a migrated database's files (PGlite's `dumpDataDir`)
   * instead of creating one; the test suite starts each file's database so.
   */
  startFrom?: Blob | undefined;
}

/** Drizzle's logger, used only to count statements: it never sees a query's text or values. */
const statementCounter = (onQuery: OpenOptions["onQuery"]) => (onQuery ? { logQuery: () => onQuery() } : false);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds, while the database is unreachable or
 * still starting up, with a doubling pause (0.25 s up to 5 s), logging each
 * try, until `timeoutMs` has passed.
 */
async function whenReachable<T>(attempt: () => Promise<T>, timeoutMs: number, log?: OpenOptions["log"]): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let tries = 1, pause = 250; ; tries++, pause = Math.min(pause * 2, 5_000)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + pause > deadline) throw error;
      log?.warn({ err: error, attempt: tries, retryInMs: pause }, "PostgreSQL is not reachable yet; waiting");
      await sleep(pause);
    }
  }
}

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

/** The embedded database's buffer cache. */
const EMBEDDED_SHARED_BUFFERS = "64MB";

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite, and applies migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const log = options.log;
    let connectionErrors = 0;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 20,
      // A request never waits long for a connection during an outage: it fails, and answers 503.
      connectionTimeoutMillis: 5_000,
    });
    // A connection that dies (a restart, a failover) is reported and replaced, never fatal:
    // idle ones through the pool, checked-out ones through their own listener.
    pool.on("error", (error) => {
      connectionErrors++;
      log?.warn({ err: error }, "A PostgreSQL connection was lost");
    });
    pool.on("connect", (client) => {
      client.on("error", (error) => {
        connectionErrors++;
        log?.warn({ err: error }, "A PostgreSQL connection in use was lost");
      });
    });
    let migrated = false;
    prepareStatementsOnEachConnection(pool, () => migrated);
    const db = drizzlePg(pool, {
      schema,
      casing: "snake_case",
      logger: statementCounter(options.onQuery),
    }) as unknown as Db;
    await whenReachable(
      () => migratePg(drizzlePg(pool), { migrationsFolder: migrationsPath() }),
      options.startupTimeoutMs ?? 60_000,
      log,
    );
    migrated = true;
    return {
      db,
      kind: "postgres",
      ping: async () => {
        try {
          await pool.query("select 1");
          return true;
        } catch {
          return false;
        }
      },
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      connectionErrors: () => connectionErrors,
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir && path.join(options.dataDir, "pglite");
  const unlock = options.dataDir ? await lockEmbeddedDatabase(path.join(options.dataDir, "pglite.lock")) : null;
  try {
    return await openEmbedded(dataDir, options, async () => {
      await unlock?.();
    });
  } catch (error) {
    await unlock?.();
    throw error;
  }
}

/** Opens the embedded database (in `dataDir`, or in memory), applies migrations, and calls `closed` once closed. */
async function openEmbedded(
  dataDir: string | undefined,
  options: OpenOptions,
  closed: () => Promise<void>,
): Promise<Database> {
  if (dataDir) await createDataDirApart(dataDir);
  // 64 MB of shared buffers (PostgreSQL's default is 128 MB, all of it touched at start) holds a
  // family's or a school's working set, and keeps an idle server within 400 MB (decision 0015).
  const startOptions = {
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  };
  const client = dataDir
    ? new PGlite(dataDir, startOptions)
    : new PGlite({ ...startOptions, loadDataDir: options.startFrom });
  await client.waitReady;
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsPath() });
  keepStatementsParsed(client);
  yieldBeforeEachStatement(client);
  const db = drizzlePglite(client, {
    schema,
    casing: "snake_case",
    logger: statementCounter(options.onQuery),
  }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      try {
        await client.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    pool: () => null,
    connectionErrors: () => 0,
    close: async () => {
      await client.close();
      await closed();
    },
  };
}
