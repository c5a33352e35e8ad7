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
});
