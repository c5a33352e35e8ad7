import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, open, readFile, readdir, rename, rm, rmdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";

/** What the child process runs: PGlite creating its files in a new folder, then closing. */
const CREATE_DATA_DIR = `const { PGlite } = await import(process.env.PGLITE_MODULE);
const db = new PGlite(process.env.PGLITE_DATA_DIR);
await db.waitReady;
await db.close();`;

/** The folder a new database's files are made in before they take the folder's real name. */
export function dataDirInTheMaking(dir: string): string {
  return `${path.resolve(dir)}.creating`;
}

/**
 * Creates a new embedded database's files (PostgreSQL's initdb) in a
 * short-lived child process, when the folder has none yet. Run in the server
 * itself, initdb's WebAssembly instance leaves the process holding about
 * 800 MB where a server opening existing files holds under 300 MB, for as long
 * as it runs; in a child, that memory goes back when the child exits.
 *
 * The files are made under another name and renamed once complete, so that a
 * process killed during initdb leaves no half-made database to be opened
 * later: the next start removes the leftover and begins again.
 */
export async function createDataDirApart(dir: string): Promise<void> {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new Error(
      `PGLITE_DATA_DIR (${dir}) holds files but no database: choose an empty or new folder, or move them away`,
    );
  }
  const making = dataDirInTheMaking(dir);
  await rm(making, { recursive: true, force: true });
  await mkdir(path.dirname(making), { recursive: true });
  const pgliteModule = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  await promisify(execFile)(process.execPath, ["--input-type=module", "--eval", CREATE_DATA_DIR], {
    env: { ...process.env, PGLITE_MODULE: pgliteModule, PGLITE_DATA_DIR: making },
    timeout: 120_000,
  });
  if (existsSync(dir)) await rmdir(dir);
  await rename(making, dir);
}

/** The folder a checked backup waits in before it takes the database's place (`npm run restore`). */
export const restoringDataDir = (dir: string): string => `${path.resolve(dir)}.restoring`;

/** The file saying that the backup in restoringDataDir is checked; it names where the database it replaces goes. */
const restoreReadyMarker = (dir: string) => `${path.resolve(dir)}.restore-ready`;

/**
 * Marks the backup in restoringDataDir as checked, then puts it in the database's place (the database there
 * moved to `keepAs`, which a restore that replaces one must give). The mark is written and flushed before
 * the first rename, and finishRestore runs at every start as well: a restore killed between its renames is
 * finished by the next start, rather than leave no database, which that start would replace with an empty one.
 */
export async function placeRestoredDataDir(dir: string, keepAs: string | null): Promise<void> {
  const marker = await open(restoreReadyMarker(dir), "w");
  try {
    await marker.writeFile(keepAs ?? "");
    await marker.sync();
  } finally {
    await marker.close();
  }
  await finishRestore(dir);
}

/** Finishes a restore whose backup was checked (placeRestoredDataDir); does nothing when there is none. */
export async function finishRestore(dir: string): Promise<void> {
  const markerPath = restoreReadyMarker(dir);
  if (!existsSync(markerPath)) return;
  const keepAs = (await readFile(markerPath, "utf8")).trim();
  const restoring = restoringDataDir(dir);
  if (existsSync(restoring)) {
    if (existsSync(path.join(dir, "PG_VERSION"))) {
      if (!keepAs)
        throw new Error(`${markerPath} names no folder to keep the database in ${dir}: move one of them away`);
      await rename(dir, keepAs);
    } else if (existsSync(dir)) {
      await rmdir(dir);
    }
    await rename(restoring, dir);
  }
  await rm(markerPath);
}
