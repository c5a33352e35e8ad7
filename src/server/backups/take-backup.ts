import { EmbeddedDatabaseInUse } from "../db/embedded-lock";
import { NoEmbeddedDatabase, snapshotStoppedEmbedded } from "../db/embedded-snapshot";
import { startAtomicFile } from "./atomic-file";
import { BackupError } from "./backup-error";
import { askRunningServer } from "./live-backup-socket";

/**
 * `npm run backup -- FILE`: writes a consistent copy of the embedded database in
 * DATA_DIR to `file`. A server running on DATA_DIR is asked for it over its
 * socket (live-backup-socket.ts); when none answers, the folder is opened here,
 * under the lock a server takes. The file takes its name only once whole.
 * Says where the copy came from.
 */
export async function backUpEmbeddedDatabase(dataDir: string, file: string): Promise<{ from: "server" | "folder" }> {
  const target = await startAtomicFile(file);
  try {
    const fromServer = await askRunningServer(dataDir);
    const copy = fromServer ?? (await copyStoppedFolder(dataDir));
    await target.commit(copy);
    return { from: fromServer ? "server" : "folder" };
  } catch (error) {
    await target.discard();
    throw error;
  }
}

async function copyStoppedFolder(dataDir: string): Promise<Uint8Array> {
  try {
    return await snapshotStoppedEmbedded(dataDir);
  } catch (error) {
    if (error instanceof NoEmbeddedDatabase) {
      throw new BackupError(`There is no embedded database to back up in DATA_DIR (${dataDir}).`);
    }
    if (error instanceof EmbeddedDatabaseInUse) {
      throw new BackupError(
        `${error.message}\nIt did not answer on its backup socket: if it is a server still starting, try again in a moment; otherwise stop it and run the backup again.`,
      );
    }
    throw error;
  }
}
