import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { access, readdir, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { migrationsPath } from "../db/database";
import { placeRestoredDataDir, restoringDataDir } from "../db/embedded-data-dir";
import { EmbeddedDatabaseInUse, lockEmbeddedDatabase } from "../db/embedded-lock";
import { holdsEmbeddedDatabase } from "../db/embedded-snapshot";
import { BackupError } from "./backup-error";

/**
 * What the child process runs: the backup opened by PGlite into a new folder
 * (`loadDataDir`), the app's migrations table read, then closed. A child, because
 * a file that is not a backup can make PGlite's loader throw where nothing can
 * catch it, ending the process.
 */
const LOAD_BACKUP = `const { PGlite } = await import(process.env.PGLITE_MODULE);
const { readFile } = await import("node:fs/promises");
const { gunzipSync } = await import("node:zlib");
const bytes = await readFile(process.env.BACKUP_FILE);
const tar = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
const db = new PGlite(process.env.PGLITE_DATA_DIR, { loadDataDir: new Blob([tar]) });
await db.waitReady;
const { rows } = await db.query("select count(*)::int as n from drizzle.__drizzle_migrations");
await db.close();
process.stdout.write(JSON.stringify({ migrations: rows[0].n }));`;

/** The migrations the app has (each applied one is a row of the backup's migrations table). */
async function migrationsKnown(): Promise<number> {
  return (await readdir(migrationsPath())).filter((name) => name.endsWith(".sql")).length;
}

/** Opens the backup into `folder` in a child process; throws a BackupError saying why it is not one to restore. */
async function loadInto(file: string, folder: string): Promise<void> {
  const pgliteModule = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "--eval", LOAD_BACKUP], {
      env: { ...process.env, PGLITE_MODULE: pgliteModule, PGLITE_DATA_DIR: folder, BACKUP_FILE: file },
      timeout: 300_000,
      maxBuffer: 1024 * 1024,
    }));
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? "";
    const reason = /__drizzle_migrations/.test(stderr)
      ? "it holds a database, but not Maths Sprint's (it has no migrations table)"
      : (/^(?:\w*Error: .*)$/m.exec(stderr)?.[0] ?? "PGlite cannot open it");
    throw new BackupError(`${file} is not a backup that can be restored: ${reason}.`);
  }
  const migrations = (JSON.parse(stdout) as { migrations: number }).migrations;
  if (migrations < 1) {
    throw new BackupError(`${file} is not a backup that can be restored: its migrations table is empty.`);
  }
  const known = await migrationsKnown();
  if (migrations > known) {
    throw new BackupError(
      `${file} comes from a newer Maths Sprint (${migrations} migrations applied, this one has ${known}): restore it with that version.`,
    );
  }
}

/** How the folder a backup is restored into stands: nothing there yet, a database, or other files. */
async function standing(folder: string): Promise<"empty" | "database" | "other"> {
  if (!existsSync(folder)) return "empty";
  if (holdsEmbeddedDatabase(folder)) return "database";
  return (await readdir(folder)).length === 0 ? "empty" : "other";
}

/** `2026-11-29T04-12-43Z`: a moment as part of a file's name. */
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");

/**
 * `npm run restore -- FILE [--force]`: brings a backup (from `npm run backup`,
 * or the server's daily backups) into DATA_DIR's embedded database, with no
 * server running on it (its lock is taken for the whole restore, so none can
 * start meanwhile). Refuses a DATA_DIR that already holds a database unless
 * `force`, and then keeps that database beside it under another name, which it
 * returns. The backup is opened in a new folder beside, checked (PGlite reads
 * it, and the app's migrations table is there), and only then renamed into
 * place: a restore that fails leaves DATA_DIR as it was, and one killed while
 * renaming is finished by the next start (placeRestoredDataDir).
 */
export async function restoreEmbeddedDatabase({
  dataDir,
  file,
  force,
  now,
}: {
  dataDir: string;
  file: string;
  force: boolean;
  now: Date;
}): Promise<{ keptAs: string | null }> {
  const backup = path.resolve(file);
  try {
    await access(backup);
  } catch {
    throw new BackupError(`Cannot read ${backup}: no such file, or permission denied.`);
  }
  let unlock: () => Promise<void>;
  try {
    unlock = await lockEmbeddedDatabase(path.join(dataDir, "pglite.lock"));
  } catch (error) {
    if (error instanceof EmbeddedDatabaseInUse) {
      throw new BackupError(`${error.message}\nA backup is restored into a stopped server's DATA_DIR only.`);
    }
    throw error;
  }
  try {
    const target = path.join(dataDir, "pglite");
    const found = await standing(target);
    if (found === "database" && !force) {
      throw new BackupError(
        `DATA_DIR (${dataDir}) already holds a database. To replace it with the backup, run the restore again with --force: the database there now is kept beside it, as pglite.before-restore-<time>.`,
      );
    }
    if (found === "other") {
      throw new BackupError(`${target} holds files but no database: move them away, then restore again.`);
    }
    const restoring = restoringDataDir(target);
    await rm(restoring, { recursive: true, force: true });
    try {
      await loadInto(backup, restoring);
    } catch (error) {
      await rm(restoring, { recursive: true, force: true });
      throw error;
    }
    const keptAs = found === "database" ? `${target}.before-restore-${stamp(now)}` : null;
    await placeRestoredDataDir(target, keptAs);
    return { keptAs };
  } finally {
    await unlock();
  }
}
