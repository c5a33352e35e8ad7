import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { openDatabase, type Database } from "./client";
import { builtNewDatabase, createDataDirApart, dataDirInTheMaking, markNewDatabase } from "./embedded-data-dir";

let root = "";
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function opens(dir: string) {
  const db = new PGlite(dir);
  const result = await db.query<{ one: number }>("select 1 as one");
  await db.close();
  return result.rows[0]?.one;
}

describe("a new embedded database's folder", () => {
  it("is made complete under another name: a start killed during initdb leaves nothing the next start opens", async () => {
    root = await mkdtemp(path.join(tmpdir(), "data-dir-"));
    const dir = path.join(root, "nested", "pglite");
    // What a process killed half-way through initdb leaves behind: files that look like a database.
    const leftover = dataDirInTheMaking(dir);
    await mkdir(leftover, { recursive: true });
    await writeFile(path.join(leftover, "PG_VERSION"), "17\n");

    await createDataDirApart(dir);

    expect(existsSync(leftover)).toBe(false);
    expect(await opens(dir)).toBe(1);
  }, 120_000);

  it("takes an empty folder made beforehand, and leaves an existing database as it is", async () => {
    root = await mkdtemp(path.join(tmpdir(), "data-dir-"));
    const dir = path.join(root, "pglite");
    await mkdir(dir);
    await createDataDirApart(dir);
    const files = await readdir(dir);
    expect(files).toContain("PG_VERSION");

    await createDataDirApart(dir);
    expect(await readdir(dir)).toEqual(files);
  }, 120_000);

  it("refuses a folder holding other files, rather than mixing a database into them", async () => {
    root = await mkdtemp(path.join(tmpdir(), "data-dir-"));
    await writeFile(path.join(root, "notes.txt"), "mine");
    await expect(createDataDirApart(root)).rejects.toThrow(/holds files but no database/);
    expect(await readdir(root)).toEqual(["notes.txt"]);
  });

  it("is a copy of the files it is given, made complete under another name", async () => {
    root = await mkdtemp(path.join(tmpdir(), "data-dir-"));
    const files = path.join(root, "new-database", "pglite");
    await mkdir(path.join(files, "base"), { recursive: true });
    await writeFile(path.join(files, "PG_VERSION"), "17\n");
    await writeFile(path.join(files, "base", "1"), "the build's");
    const dir = path.join(root, "data", "pglite");

    await createDataDirApart(dir, { copyOf: () => Promise.resolve(files) });

    expect((await readdir(dir)).sort()).toEqual(["PG_VERSION", "base"]);
    expect(await readFile(path.join(dir, "base", "1"), "utf8")).toBe("the build's");
    expect(existsSync(dataDirInTheMaking(dir))).toBe(false);
  });

  it("asks for files to copy only when it has no database", async () => {
    root = await mkdtemp(path.join(tmpdir(), "data-dir-"));
    await writeFile(path.join(root, "PG_VERSION"), "17\n");
    const copyOf = vi.fn(() => Promise.resolve(null));
    await createDataDirApart(root, { copyOf });
    expect(copyOf).not.toHaveBeenCalled();
  });
});

describe("the new database the build made", () => {
  /** A folder as the build leaves it (scripts/build/new-database.ts), its mark changed by `change`. */
  async function built(change: Record<string, string> = {}) {
    root = await mkdtemp(path.join(tmpdir(), "new-database-"));
    await mkdir(path.join(root, "pglite"));
    await markNewDatabase(root);
    const madeWith = path.join(root, "made-with.json");
    const mark = JSON.parse(await readFile(madeWith, "utf8")) as Record<string, string>;
    await writeFile(madeWith, JSON.stringify({ ...mark, ...change }));
    return root;
  }

  it("is copied when it was made with this PGlite and these migrations", async () => {
    const folder = await built();
    const log = { warn: vi.fn() };
    expect(await builtNewDatabase(folder, log)).toBe(path.join(folder, "pglite"));
    expect(log.warn).not.toHaveBeenCalled();
  });

  it.each([
    ["another PGlite", { pglite: "0.0.1" }],
    ["other migrations", { migrations: "0".repeat(64) }],
  ])("is not copied, and the log says why, when it was made with %s", async (_, change) => {
    const folder = await built(change);
    const log = { warn: vi.fn() };
    expect(await builtNewDatabase(folder, log)).toBeNull();
    expect(log.warn).toHaveBeenCalledWith(
      expect.anything(),
      expect.stringMatching(/another PGlite or other migrations/),
    );
  });

  it("is none, and nothing is said, beside the source, which the build leaves nothing beside", async () => {
    root = await mkdtemp(path.join(tmpdir(), "new-database-"));
    const log = { warn: vi.fn() };
    expect(await builtNewDatabase(path.join(root, "new-database"), log)).toBeNull();
    expect(await builtNewDatabase(undefined, log)).toBeNull();
    expect(log.warn).not.toHaveBeenCalled();
  });
});

describe("a first start on a copy of the build's new database", () => {
  const timesOf = z.object({ rows: z.array(z.object({ table: z.string(), column: z.string() })) });
  const countOf = z.object({ rows: z.array(z.object({ n: z.coerce.number() })) });
  const stickersOf = z.object({ rows: z.array(z.object({ at: z.coerce.date() })) });

  /** How many times in any table of `database` lie from `from` to `to`. */
  async function timesBetween(database: Database, from: Date, to: Date): Promise<number> {
    const columns = timesOf.parse(
      await database.db.execute(sql`
        select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and data_type like 'timestamp%'`),
    ).rows;
    let found = 0;
    for (const { table, column } of columns) {
      const counted = countOf.parse(
        await database.db.execute(
          sql`select count(*) as n from ${sql.identifier(table)}
              where ${sql.identifier(column)} between ${from.toISOString()} and ${to.toISOString()}`,
        ),
      );
      found += counted.rows[0]?.n ?? 0;
    }
    return found;
  }

  const stickerTimes = async (database: Database) =>
    stickersOf
      .parse(await database.db.execute(sql`select created_at as at from digital_rewards order by id`))
      .rows.map((row) => row.at.getTime());

  it("gives the rows the build's migrations dated the time of the copy, once, and leaves no time of the build", async () => {
    root = await mkdtemp(path.join(tmpdir(), "first-start-"));
    // The build's new database, made as scripts/build/new-database.ts makes it.
    const built = path.join(root, "new-database");
    const buildFrom = new Date();
    await (await openDatabase({ dataDir: built })).close();
    const buildTo = new Date();
    await markNewDatabase(built);
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(buildTo.getTime()));

    const dataDir = path.join(root, "data");
    const startFrom = Date.now();
    const first = await openDatabase({ dataDir, newDatabaseFrom: built });
    const startTo = Date.now();
    const dated = await stickerTimes(first);
    expect(await timesBetween(first, buildFrom, buildTo)).toBe(0);
    await first.close();

    expect(dated.length).toBeGreaterThan(0);
    expect(new Set(dated).size).toBe(1);
    expect(dated[0]).toBeGreaterThanOrEqual(startFrom);
    expect(dated[0]).toBeLessThanOrEqual(startTo);

    // The next start finds the times as the first start left them.
    const next = await openDatabase({ dataDir, newDatabaseFrom: built });
    expect(await stickerTimes(next)).toEqual(dated);
    await next.close();
  }, 120_000);
});
