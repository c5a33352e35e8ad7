import { existsSync } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import type { Clock } from "../core/clock";
import type { Metrics } from "../core/metrics";
import { startAtomicFile } from "./atomic-file";

/** How many daily backups BACKUP_DIR keeps: the newest, by the day in their names. */
export const DAILY_BACKUPS_KEPT = 7;

/** How often the server looks whether today's backup is taken; the first look is a minute after start. */
const CHECK_EVERY_MS = 15 * 60_000;
const FIRST_CHECK_AFTER_MS = 60_000;

/** A daily backup's name: the UTC day it was taken. */
const dailyBackupName = (day: Date) => `maths-sprint-${day.toISOString().slice(0, 10)}.tar.gz`;
const DAILY_BACKUP = /^maths-sprint-\d{4}-\d{2}-\d{2}\.tar\.gz$/;

export interface DailyBackups {
  /**
   * Takes today's backup (by the clock's UTC day) unless BACKUP_DIR already
   * holds it, then removes all but the newest 7. Says what it did; a failure is
   * logged and counted, never thrown.
   */
  check(): Promise<"taken" | "already" | "failed">;
  /** Checks a minute after start, then every 15 minutes; returns what stops it (waiting for a backup under way). */
  start(): () => Promise<void>;
}

/**
 * The backups a running server on the embedded database keeps by itself in
 * BACKUP_DIR (`dir`): one a day, named by the day, the last 7 kept. Each is the
 * same consistent copy `npm run backup` writes (`snapshot`), written atomically,
 * and `npm run restore` takes it back. The metrics carry the last one's time and
 * whether it succeeded.
 */
export function createDailyBackups({
  dir,
  clock,
  snapshot,
  metrics,
  log,
}: {
  dir: string;
  clock: Clock;
  snapshot: () => Promise<Uint8Array>;
  metrics: Pick<Metrics, "backupDone">;
  log: Pick<Logger, "info" | "warn">;
}): DailyBackups {
  let running: Promise<unknown> = Promise.resolve();

  async function kept(): Promise<string[]> {
    if (!existsSync(dir)) return [];
    return (await readdir(dir)).filter((name) => DAILY_BACKUP.test(name)).sort();
  }

  async function check(): Promise<"taken" | "already" | "failed"> {
    const now = clock();
    const name = dailyBackupName(now);
    try {
      if ((await kept()).includes(name)) return "already";
      await mkdir(dir, { recursive: true });
      const file = await startAtomicFile(path.join(dir, name));
      try {
        await file.commit(await snapshot());
      } catch (error) {
        await file.discard();
        throw error;
      }
      for (const old of (await kept()).slice(0, -DAILY_BACKUPS_KEPT)) await rm(path.join(dir, old), { force: true });
      metrics.backupDone(now, true);
      log.info({ file: path.join(dir, name) }, "Today's backup is taken");
      return "taken";
    } catch (error) {
      metrics.backupDone(now, false);
      log.warn({ err: error, dir }, "Today's backup could not be taken; it is tried again in 15 minutes");
      return "failed";
    }
  }

  /** The newest backup already there, as the last one taken, so that the metrics say so from the start. */
  async function reportNewest() {
    const newest = (await kept()).at(-1);
    if (newest) metrics.backupDone((await stat(path.join(dir, newest))).mtime, true);
  }

  return {
    check: () => {
      const next = running.then(check);
      running = next;
      return next;
    },
    start() {
      void reportNewest().catch(() => undefined);
      const tick = () => {
        running = running.then(check);
      };
      const first = setTimeout(tick, FIRST_CHECK_AFTER_MS);
      const every = setInterval(tick, CHECK_EVERY_MS);
      first.unref();
      every.unref();
      return async () => {
        clearTimeout(first);
        clearInterval(every);
        await running;
      };
    },
  };
}
