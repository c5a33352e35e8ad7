import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { createDataDirApart, dataDirInTheMaking } from "./embedded-data-dir";

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
});
