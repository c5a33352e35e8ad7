import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Queryable } from "./client";

const dialect = new PgDialect();

/**
 * Runs a statement sent as a named prepared statement, on the database or an
 * open transaction alike: PostgreSQL parses and plans it once per connection
 * and, once its plan is settled, runs it without planning again. The name comes
 * from the statement's text, so that each different text is its own statement
 * (a name is bound to one text for the connection's life). The embedded
 * database has no statement cache: there it runs as `execute` would.
 *
 * For a statement sent often whose planning costs more than it does: the
 * save's write (decision 0016).
 */
export function executePrepared(db: Queryable, query: SQL) {
  const built = dialect.sqlToQuery(query);
  const name = `s_${createHash("sha1").update(built.sql).digest("hex").slice(0, 24)}`;
  return db._.session.prepareQuery(built, undefined, name, false).execute();
}
