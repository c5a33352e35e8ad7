import { randomBytes } from "node:crypto";
import pg from "pg";

/** `serverUrl` with its database changed to `database`. */
export function databaseOn(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The database `url` names (`maths_sprint` when it names none). */
export const databaseNameOf = (url: string) => new URL(url).pathname.slice(1) || "maths_sprint";

/** Runs `text` once on the database `url` names, on a connection of its own, and gives the rows. */
export async function queryOnce<R extends pg.QueryResultRow>(
  url: string,
  text: string,
  values?: unknown[],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Runs `statement` on the server of `serverUrl` in its maintenance database, `postgres` (to create or drop a database). */
export async function onPostgresServer(serverUrl: string, statement: string): Promise<void> {
  await queryOnce(databaseOn(serverUrl, "postgres"), statement);
}

/**
 * A new, empty database on the server of `serverUrl`, named after the database that URL names and `purpose`
 * (with a random tail unless `fixedName`), and how to drop it (with its connections).
 */
export async function scratchDatabase(serverUrl: string, purpose: string, { fixedName = false } = {}) {
  const name = `${databaseNameOf(serverUrl)}_${purpose}${fixedName ? "" : `_${randomBytes(4).toString("hex")}`}`;
  const drop = () => onPostgresServer(serverUrl, `drop database if exists "${name}" with (force)`);
  if (fixedName) await drop();
  await onPostgresServer(serverUrl, `create database "${name}"`);
  return { name, url: databaseOn(serverUrl, name), drop };
}
