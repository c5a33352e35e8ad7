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
  close(): Promise<void>;
}

/** The committed migrations, found from this file whether it runs from src/ or from the bundle. */
function migrationsPath(): string {
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
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite, and applies migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 20 });
    const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder: migrationsPath() });
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
      close: () => pool.end(),
    };
  }
  const client = options.dataDir ? new PGlite(path.join(options.dataDir, "pglite")) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsPath() });
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
    close: () => client.close(),
  };
}
