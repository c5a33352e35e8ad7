import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { queryOnce, scratchDatabase } from "../../../tests/support/postgres-admin";
import { migrationsPath, openDatabase } from "./client";

describe.skipIf(!process.env.DATABASE_URL)("instances started together on a new PostgreSQL database", () => {
  it("take turns to migrate it: every instance starts, and each migration is applied once", async () => {
    const fresh = await scratchDatabase(process.env.DATABASE_URL ?? "", "together");
    try {
      const opened = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: fresh.url, maxConnections: 2 })),
      );
      try {
        const journal = JSON.parse(readFileSync(path.join(migrationsPath(), "meta/_journal.json"), "utf8")) as {
          entries: unknown[];
        };
        const [applied] = await queryOnce<{ n: number }>(
          fresh.url,
          "select count(*)::int as n from drizzle.__drizzle_migrations",
        );
        expect(applied?.n).toBe(journal.entries.length);
      } finally {
        await Promise.all(opened.map((database) => database.close()));
      }
    } finally {
      await fresh.drop();
    }
  });

  it("are the server's alone when it opens a pool for its thread: that pool applies none, and fails at once without the database", async () => {
    const fresh = await scratchDatabase(process.env.DATABASE_URL ?? "", "unmigrated");
    try {
      const database = await openDatabase({ databaseUrl: fresh.url, maxConnections: 1, migrate: false });
      await database.close();
      const [tables] = await queryOnce<{ n: number }>(
        fresh.url,
        "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')",
      );
      expect(tables?.n).toBe(0);
    } finally {
      await fresh.drop();
    }
    const nowhere = new URL(process.env.DATABASE_URL ?? "");
    nowhere.port = "1";
    await expect(
      openDatabase({ databaseUrl: nowhere.toString(), maxConnections: 1, migrate: false, startupTimeoutMs: 0 }),
    ).rejects.toThrow();
  });
});
