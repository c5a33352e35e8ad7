import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { migrationsPath, openDatabase } from "./client";

/** Runs one statement on the PostgreSQL server of DATABASE_URL, in its maintenance database. */
async function onServer(statement: string) {
  const url = new URL(process.env.DATABASE_URL ?? "");
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!process.env.DATABASE_URL)("instances started together on a new PostgreSQL database", () => {
  it("take turns to migrate it: every instance starts, and each migration is applied once", async () => {
    const name = `${new URL(process.env.DATABASE_URL ?? "").pathname.slice(1)}_together_${randomBytes(4).toString("hex")}`;
    await onServer(`create database "${name}"`);
    try {
      const url = new URL(process.env.DATABASE_URL ?? "");
      url.pathname = `/${name}`;
      const opened = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.toString(), maxConnections: 2 })),
      );
      try {
        const journal = JSON.parse(readFileSync(path.join(migrationsPath(), "meta/_journal.json"), "utf8")) as {
          entries: unknown[];
        };
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        const { rows } = await client.query<{ applied: number }>(
          "select count(*)::int as applied from drizzle.__drizzle_migrations",
        );
        await client.end();
        expect(rows[0]?.applied).toBe(journal.entries.length);
      } finally {
        await Promise.all(opened.map((database) => database.close()));
      }
    } finally {
      await onServer(`drop database if exists "${name}" with (force)`);
    }
  });
});
