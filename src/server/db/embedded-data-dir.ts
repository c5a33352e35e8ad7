import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync } from "node:fs";
import { mkdir, open, readFile, readdir, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import type { Logger } from "pino";
import { migrationsPath } from "./database";

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
 * Beside a data folder copied from the build's new database, until its first start has opened it: when it was
 * copied. That start gives the rows the build's migrations dated (the stickers' created_at) this time instead of
 * the build's (datedAtCopy), as initdb and the migrations run by that start would have dated them.
 */
const copiedAt = (dir: string) => `${path.resolve(dir)}.copied-at`;

/**
 * The folder the build leaves beside the server's bundle (scripts/build/new-database.ts): a data folder
 * holding a new embedded database, every migration applied, and what it was made with.
 */
export const NEW_DATABASE_FOLDER = "new-database";
/** In NEW_DATABASE_FOLDER, beside the database's files (`pglite`, as in DATA_DIR): what made them. */
const MADE_WITH = "made-with.json";

/** What a new database's files depend on: the PGlite that made them, and the migrations applied. */
interface MadeWith {
  pglite: string;
  /** A digest of the migrations' journal and every migration's SQL. */
  migrations: string;
}

/** The version of the PGlite installed beside this code. */
async function installedPglite(): Promise<string> {
  let dir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  for (;;) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(await readFile(manifest, "utf8")) as { name?: string; version?: string };
      if (name === "@electric-sql/pglite" && version) return version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("Cannot find @electric-sql/pglite's package.json");
    dir = parent;
  }
}

/** What a new database made now, by this code, would be made with. */
async function madeWithNow(): Promise<MadeWith> {
  const folder = migrationsPath();
  const digest = createHash("sha256");
  digest.update(await readFile(path.join(folder, "meta", "_journal.json")));
  for (const name of (await readdir(folder)).filter((file) => file.endsWith(".sql")).sort()) {
    digest.update(`\0${name}\0`);
    digest.update(await readFile(path.join(folder, name)));
  }
  return { pglite: await installedPglite(), migrations: digest.digest("hex") };
}

/** Writes into `folder`, a data folder holding a new, migrated database, what it was made with (the build). */
export async function markNewDatabase(folder: string): Promise<void> {
  await writeFile(path.join(folder, MADE_WITH), `${JSON.stringify(await madeWithNow(), null, 2)}\n`);
}

/**
 * The files of the new database in `folder` (NEW_DATABASE_FOLDER, which the build leaves beside the server's
 * bundle) when they were made with this PGlite and exactly these migrations, so that a copy of them is the
 * database initdb and the migrations would make now. Otherwise null: without a warning when there are none
 * (a server started from the source), with one when they were made with something else (a build older than
 * the installed packages or the migrations).
 */
export async function builtNewDatabase(folder: string | undefined, log?: Pick<Logger, "warn">): Promise<string | null> {
  if (!folder || !existsSync(path.join(folder, MADE_WITH))) return null;
  const made = JSON.parse(await readFile(path.join(folder, MADE_WITH), "utf8")) as Partial<MadeWith>;
  const now = await madeWithNow();
  if (made.pglite === now.pglite && made.migrations === now.migrations) return path.join(folder, "pglite");
  log?.warn(
    { made, now },
    `The new database in ${folder} was made with another PGlite or other migrations than these: making one with initdb instead (npm run build makes it again)`,
  );
  return null;
}

/**
 * Creates a new embedded database's files, when the folder has none yet: a copy of the files `copyOf` gives
 * (builtNewDatabase: the build's, made and migrated), asked only then, which leaves the server nothing to
 * create or migrate; without them, PostgreSQL's initdb, in a short-lived child process. Run in the server
 * itself, initdb's WebAssembly instance leaves the process holding about 800 MB where a server opening
 * existing files holds under 300 MB, for as long as it runs; in a child, that memory goes back when the
 * child exits.
 *
 * The files are made under another name and renamed once complete, so that a
 * process killed while making them leaves no half-made database to be opened
 * later: the next start removes the leftover and begins again.
 */
export async function createDataDirApart(
  dir: string,
  { copyOf }: { copyOf?: () => Promise<string | null> } = {},
): Promise<void> {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new Error(
      `PGLITE_DATA_DIR (${dir}) holds files but no database: choose an empty or new folder, or move them away`,
    );
  }
  const making = dataDirInTheMaking(dir);
  await rm(making, { recursive: true, force: true });
  await mkdir(path.dirname(making), { recursive: true });
  const files = await copyOf?.();
  if (files) {
    // In one go: a start waits for nothing else meanwhile, and the 1,200 files copied through the thread pool
    // took twice as long.
    cpSync(files, making, { recursive: true });
    await writeFile(copiedAt(dir), new Date().toISOString());
  } else {
    await rm(copiedAt(dir), { force: true });
    const pgliteModule = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
    await promisify(execFile)(process.execPath, ["--input-type=module", "--eval", CREATE_DATA_DIR], {
      env: { ...process.env, PGLITE_MODULE: pgliteModule, PGLITE_DATA_DIR: making },
      timeout: 120_000,
    });
  }
  if (existsSync(dir)) await rmdir(dir);
  await rename(making, dir);
}

/**
 * When the database in `dir` was copied from the build's, until `redate` has given the rows the build's
 * migrations dated that time: it is called with it once, at the first start that opens the copy (again at the
 * next start if that one stopped before `redate` was done). Nothing for a database made here or opened before.
 */
export async function datedAtCopy(dir: string, redate: (at: Date) => Promise<void>): Promise<void> {
  const marker = copiedAt(dir);
  if (!existsSync(marker)) return;
  await redate(new Date((await readFile(marker, "utf8")).trim()));
  await rm(marker);
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
    // The backup's rows have their own times: none is the build's to give a copy's time.
    await rm(copiedAt(dir), { force: true });
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
