import type { AppDeps } from "../core/deps";
import { createDailyBackups } from "./daily-backups";
import { serveLiveBackups } from "./live-backup-socket";

/**
 * On the embedded database: the daily backups in BACKUP_DIR (unless off), and
 * the socket `npm run backup` asks this server on, each said at start-up.
 * Nothing on PostgreSQL. Returns what stops both, waiting for a backup under way.
 */
export async function startBackups(deps: AppDeps): Promise<() => Promise<void>> {
  const { database, config, log, clock } = deps;
  const snapshot = database.snapshot;
  if (!snapshot) return () => Promise.resolve();
  const socket = await serveLiveBackups(config.dataDir, snapshot, { log, clock });
  let stopDaily: () => Promise<void> = () => Promise.resolve();
  if (config.backupDir) {
    stopDaily = createDailyBackups({ dir: config.backupDir, clock, snapshot, metrics: deps.metrics, log }).start();
    log.info(`Backups: one a day in ${config.backupDir}, the last 7 kept (BACKUP_DIR)`);
  } else {
    log.warn("Backups: none kept by this server (BACKUP_DIR=off); npm run backup still takes one");
  }
  return async () => {
    await socket?.close();
    await stopDaily();
  };
}
