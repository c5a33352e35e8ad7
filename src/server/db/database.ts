import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import type { Logger } from "pino";
import type { PartState } from "./part-state";
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

export const schema = {
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
  /**
   * The embedded database: a consistent copy of its files, taken between two
   * transactions, as a gzipped tar (embedded-snapshot.ts). Null on PostgreSQL,
   * whose backups are its own tools'.
   */
  snapshot: (() => Promise<Uint8Array>) | null;
  /**
   * The disk under the embedded database, as this process last found it: down while it is below
   * the reserve the database keeps, and writes are refused (disk-guard.ts). Null in memory and on
   * PostgreSQL, whose disk is its own operator's.
   */
  disk: (() => PartState) | null;
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
  /**
   * A data folder holding a new, migrated embedded database, which the build leaves beside the server's bundle
   * (NEW_DATABASE_FOLDER): a new `dataDir` starts as a copy of it when it was made with this PGlite and these
   * migrations, instead of being made by initdb and migrated.
   */
  newDatabaseFrom?: string | undefined;
  maxConnections?: number;
  /**
   * PostgreSQL only: false where the server that opened the database first has applied the migrations (its
   * sweeps' thread, decision 0051): the pool only checks that it reaches the database.
   */
  migrate?: boolean;
  /**
   * PostgreSQL only: the pool's commits answer without waiting for the write-ahead log to reach the disk
   * (`synchronous_commit = off`), for connections whose work is redone when lost (the sweeps' thread, decision
   * 0055): a crash of the database server may lose their last fraction of a second of commits, each whole, never
   * part of one, and what they wrote is still owed. Without it the pool asks for commits that wait, whatever the
   * database's default: the server's answers tell a family what was saved. An `options` parameter in DATABASE_URL
   * takes the place of both, leaving the database's default.
   */
  deferredCommits?: boolean;
  /**
   * PostgreSQL only: each statement of the pool runs on one process, without parallel workers or compiled
   * expressions (`max_parallel_workers_per_gather = 0`, `jit = off`), for work in the background that must leave the
   * other cores to the saves (the sweeps' thread, decision 0057). The server's own pool keeps the database's defaults.
   */
  oneCore?: boolean;
  /** Where connection trouble is reported; it is never fatal. */
  log?: Pick<Logger, "error" | "warn" | "info"> | undefined;
  /** How long to keep trying to reach PostgreSQL at start-up (it may be restarting) before giving up. */
  startupTimeoutMs?: number | undefined;
  /** The time now (the server's clock), for when a part went down or came back. */
  clock?: (() => Date) | undefined;
  /**
   * Called before each statement the app sends, with its text and values: the benchmarks count a request's
   * statements with it, and the scale benchmark keeps their texts to read their plans. The server never sets it.
   */
  onQuery?: QueryHook | undefined;
  /**
   * In memory only: start from a copy of a migrated database's files (PGlite's `dumpDataDir`)
   * instead of creating one; the test suite starts each file's database so.
   */
  startFrom?: Blob | undefined;
}

/** A statement the app is about to send: its text, and its values in order. */
export type QueryHook = (text: string, values: readonly unknown[]) => void;

/** Drizzle's logger, only when a benchmark asks to see the statements (`onQuery`). */
export const statementCounter = (onQuery: OpenOptions["onQuery"]) =>
  onQuery ? { logQuery: (text: string, values: unknown[]) => onQuery(text, values) } : false;
