import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { migrationsPath, schema, statementCounter, type Database, type Db, type OpenOptions } from "./database";
import { pingThrough } from "./ping";
import { prepareStatementsOnEachConnection } from "./postgres-statements";
import { isDatabaseUnavailable } from "./unavailable";

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

/**
 * Applies the migrations the database has not seen, holding a session-level advisory lock on one connection
 * meanwhile: instances of a release started together (a rollout, a restart of every instance) take turns,
 * and each after the first finds nothing left to do, where two would otherwise both begin the same migration.
 */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query("select pg_advisory_lock(hashtext('maths-sprint/migrations'))");
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: migrationsPath() });
    } finally {
      await client.query("select pg_advisory_unlock(hashtext('maths-sprint/migrations'))");
    }
  } catch (error) {
    // A connection lost in the middle is not given back to the pool, and its lock went with it.
    broken = isDatabaseUnavailable(error);
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * How long a connection may wait unused before the pool closes it (decision 0062). A connection is dear to
 * open: besides its start, each statement it prepares is planned afresh for its first executions (the save's
 * write, 60 to 90 ms each time on a 2-core machine) before PostgreSQL settles on a generic plan. Closed 10 s
 * after a burst (the pool's default), the connections a class's burst of saves opened were gone by the next,
 * and their closing and reopening held the saves of 200 children playing up to half a second.
 */
export const IDLE_CONNECTION_MS = 5 * 60_000;

/** The settings of each connection of a pool opened `oneCore`: no parallel workers, no compiled expressions. */
export const ONE_CORE_SETTINGS = { max_parallel_workers_per_gather: "0", jit: "off" } as const;

/** Opens PostgreSQL at `databaseUrl` through a pool, and applies migrations (unless told they are applied). */
export async function openPostgres(databaseUrl: string, options: OpenOptions): Promise<Database> {
  const log = options.log;
  let connectionErrors = 0;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    // The server's own commits wait for the disk whatever the database's default: a save's answer says it is kept.
    options: [
      `-c synchronous_commit=${options.deferredCommits ? "off" : "on"}`,
      ...(options.oneCore ? Object.entries(ONE_CORE_SETTINGS).map(([name, value]) => `-c ${name}=${value}`) : []),
    ].join(" "),
    max: options.maxConnections ?? 20,
    // A request never waits long for a connection during an outage: it fails, and answers 503.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
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
    async () => {
      if (options.migrate === false) await pool.query("select 1");
      else await migrateUnderLock(pool);
    },
    options.startupTimeoutMs ?? 60_000,
    log,
  );
  migrated = true;
  return {
    db,
    kind: "postgres",
    ping: pingThrough(pool),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    connectionErrors: () => connectionErrors,
    snapshot: null,
    disk: null,
    close: () => pool.end(),
  };
}
