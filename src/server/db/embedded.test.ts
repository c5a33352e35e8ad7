import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { z } from "zod";
import { migrationsPath, openDatabase, type Database } from "./client";

interface Journal {
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}

const committed = migrationsPath();
const foundRows = z.object({ rows: z.array(z.object({ found: z.string().nullable() })) });
const journalOf = (folder: string) =>
  JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as Journal;

let folder = "";
let opened: Database | null = null;
afterEach(async () => {
  vi.unstubAllEnvs();
  await opened?.close();
  opened = null;
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = "";
});

/** A copy of the committed migrations' folder, for the server to read through MIGRATIONS_DIR. */
function migrationsCopy({ withSql }: { withSql: boolean }): string {
  folder = mkdtempSync(path.join(tmpdir(), "migrations-"));
  if (withSql) cpSync(committed, folder, { recursive: true });
  else mkdirSync(path.join(folder, "meta"));
  writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify(journalOf(committed)));
  vi.stubEnv("MIGRATIONS_DIR", folder);
  return folder;
}

/** An embedded database in memory, a copy of the one the run made with every committed migration. */
async function openMigrated(): Promise<Database> {
  const template = inject("embeddedTemplate");
  opened = await openDatabase({ startFrom: template ? new Blob([readFileSync(template)]) : undefined });
  return opened;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))("the embedded database's migrations at start", () => {
  it("are not read again when the database has every one of them", async () => {
    // The journal alone: the migrator, had it run, would have failed to read the first migration's SQL.
    migrationsCopy({ withSql: false });
    const database = await openMigrated();
    expect(await database.ping()).toBe(true);
  });

  it("are applied when one is newer than the newest the database has", async () => {
    const copy = migrationsCopy({ withSql: true });
    const journal = journalOf(copy);
    const last = journal.entries.at(-1);
    if (!last) throw new Error("No migrations");
    const tag = "9999_start_probe";
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag });
    writeFileSync(path.join(copy, "meta", "_journal.json"), JSON.stringify(journal));
    writeFileSync(path.join(copy, `${tag}.sql`), `CREATE TABLE "start_probe" ("id" integer);`);

    const database = await openMigrated();
    const found = await database.db.execute(sql`select to_regclass('start_probe')::text as found`);
    expect(foundRows.parse(found).rows[0]?.found).toBe("start_probe");
  });
});
