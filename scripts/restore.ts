// `npm run restore -- FILE [--force]`: brings a backup into DATA_DIR's embedded database, with the server stopped.
import { existsSync } from "node:fs";
import path from "node:path";
import { BackupError } from "../src/server/backups/backup-error";
import { restoreEmbeddedDatabase } from "../src/server/backups/restore-backup";
import { appSecretFile, DEFAULT_DATA_DIR } from "../src/server/core/config";
import { ScriptError, loadScriptConfig, runScript } from "./script-deps";

runScript(async () => {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  const file = files[0];
  if (!file || files.length > 1) {
    throw new ScriptError(
      "Usage: npm run restore -- FILE [--force] (a file from npm run backup or BACKUP_DIR; --force replaces a database DATA_DIR holds)",
    );
  }
  // Looked at before the settings are read, which make an app secret where there is none.
  const hadSecret =
    Boolean(process.env.APP_SECRET) ||
    existsSync(appSecretFile(path.resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR)));
  const config = loadScriptConfig();
  if (config.databaseUrl) {
    throw new ScriptError(
      "DATABASE_URL is set: restore PostgreSQL with its own tools (pg_restore), not npm run restore.",
    );
  }
  try {
    const { keptAs } = await restoreEmbeddedDatabase({ dataDir: config.dataDir, file, force, now: new Date() });
    console.log(`Restored ${path.resolve(file)} into the embedded database in ${config.dataDir}.`);
    if (keptAs) console.log(`The database that was there is kept in ${keptAs}: remove it once you no longer need it.`);
    if (!hadSecret) {
      console.log(
        `DATA_DIR had no app secret, so a new one was made in ${appSecretFile(config.dataDir)}. Children's PINs and signed-in devices from the backup need the secret of the server it came from: copy that server's app-secret file over this one (or set APP_SECRET) before starting the server.`,
      );
    }
  } catch (error) {
    if (error instanceof BackupError) throw new ScriptError(error.message);
    throw error;
  }
});
