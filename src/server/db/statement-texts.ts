import { isDeepStrictEqual } from "node:util";
import { fillPlaceholders, type Query, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Queryable } from "./client";

const dialect = new PgDialect({ casing: "snake_case" });

/**
 * Under test, every call also builds its statement afresh and checks that
 * the kept text and the values given make exactly the same statement: a
 * value left in the text instead of a placeholder, or a kind whose text
 * changes with its values, fails the tests that run it. (A server, and the
 * benchmark, build each kind once.)
 */
const CHECK_EACH_CALL = process.env.NODE_ENV === "test";

/**
 * Statements whose text is the same for every call of one kind (a child's
 * timed game, a parent's game, a challenge game…), built with placeholders
 * (`sql.placeholder`) where each call's values go. drizzle walks the
 * statement and writes its text once per kind; each call then sends the kept
 * text with its own values (decision 0024). The database keeps the text
 * parsed on each connection as before (postgres-statements.ts,
 * embedded-statements.ts).
 */
export class StatementTexts {
  private readonly kept = new Map<string, Query>();

  /** Runs the statement of this kind (built by `build` the first time) with `values` in its placeholders. */
  async execute(db: Queryable, kind: string, build: () => SQL, values: Record<string, unknown>): Promise<unknown> {
    let query = this.kept.get(kind);
    if (!query) {
      query = dialect.sqlToQuery(build());
      this.kept.set(kind, query);
    }
    const params = fillPlaceholders(query.params, values);
    if (CHECK_EACH_CALL) {
      const fresh = dialect.sqlToQuery(build());
      const filled = fillPlaceholders(fresh.params, values);
      if (fresh.sql !== query.sql || !isDeepStrictEqual(filled, params)) {
        throw new Error(`The statement of kind "${kind}" is not the same for every call of its kind`);
      }
    }
    return db._.session.prepareQuery({ sql: query.sql, params }, undefined, undefined, false).execute();
  }
}
