import { randomUUID } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Another process holds the embedded database's folder: a problem for the person starting this one to fix. */
export class EmbeddedDatabaseInUse extends Error {}

/** Whether a process with this id is running on this machine. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the embedded database's folder for this process alone: PostgreSQL's
 * files opened by two servers at once (two `npm start` in one folder, an old
 * server still draining beside a new one) are corrupted, since PGlite has no
 * lock of its own. The lock is a file beside the database holding the
 * process's id, made whole under another name and linked into place only if
 * absent (so that nobody reads it half-written); one left by a process that no
 * longer runs is taken over. Returns the function that gives it back.
 */
export async function lockEmbeddedDatabase(lockFile: string): Promise<() => Promise<void>> {
  await mkdir(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    const mine = `${lockFile}.${process.pid}.${randomUUID()}`;
    await writeFile(mine, `${process.pid}\n`);
    try {
      await link(mine, lockFile);
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
    } finally {
      await rm(mine, { force: true });
    }
    const holder = Number.parseInt(await readFile(lockFile, "utf8").catch(() => ""), 10);
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new EmbeddedDatabaseInUse(
        `Another server (process ${holder}) is using the embedded database in ${path.dirname(lockFile)}: stop it first, or give this one another DATA_DIR. If no server runs, remove ${lockFile}.`,
      );
    }
    // Left by a server that stopped without giving it back (killed, or the machine restarted).
    await rm(lockFile, { force: true });
  }
}
