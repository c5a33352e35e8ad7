import { createHash } from "node:crypto";
import type pg from "pg";

/** How many statements one PostgreSQL connection keeps prepared; beyond it, statements go unnamed. */
export const POSTGRES_STATEMENTS_KEPT = 500;

interface QueryConfig {
  text: string;
  name?: string | undefined;
}

function isQueryConfig(value: unknown): value is QueryConfig {
  return typeof value === "object" && value !== null && typeof (value as { text?: unknown }).text === "string";
}

/** Names worked out lately, by text: a kept text (the save's write: 9,000 characters) is not hashed again at every call. */
const namesByText = new Map<string, string>();
const NAMES_REMEMBERED = 1_000;

/** A statement's name from its text: the same text is the same statement on every connection. */
export function statementName(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `s_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    if (namesByText.size >= NAMES_REMEMBERED) namesByText.clear();
    namesByText.set(text, name);
  }
  return name;
}

/**
 * Sends every statement the app builds as a named prepared statement, once
 * `enabled()` says so (after the migrations): each connection parses a text
 * once and, once PostgreSQL settles on a generic plan, stops planning it, as
 * the save's write already did (decision 0021). A connection keeps at most
 * `POSTGRES_STATEMENTS_KEPT` names; texts beyond them go as before. Plain-text
 * queries (the health check's `select 1`) and statements already named are
 * left as they are.
 */
export function prepareStatementsOnEachConnection(pool: pg.Pool, enabled: () => boolean): void {
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const kept = new Set<string>();
    client.query = ((config: unknown, ...rest: unknown[]) => {
      if (enabled() && isQueryConfig(config) && config.name === undefined) {
        const name = statementName(config.text);
        if (kept.has(name) || kept.size < POSTGRES_STATEMENTS_KEPT) {
          kept.add(name);
          return query({ ...config, name }, ...rest);
        }
      }
      return query(config, ...rest);
    }) as typeof client.query;
  });
}
