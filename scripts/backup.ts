// `npm run backup -- FILE`: writes a consistent copy of the embedded database in DATA_DIR to FILE, while the server runs or not.
import path from "node:path";
import { BackupError } from "../src/server/backups/backup-error";
import { backUpEmbeddedDatabase } from "../src/server/backups/take-backup";
import { ScriptError, loadScriptConfig, runScript } from "./script-deps";

runScript(async () => {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    throw new ScriptError("Usage: npm run backup -- FILE (where to write the backup, e.g. maths-sprint.tar.gz)");
  }
  const config = loadScriptConfig();
  if (config.databaseUrl) {
    throw new ScriptError("DATABASE_URL is set: back up PostgreSQL with its own tools (pg_dump), not npm run backup.");
  }
  try {
    const { from } = await backUpEmbeddedDatabase(config.dataDir, file);
    console.log(
      `Backed up the embedded database in ${config.dataDir} to ${path.resolve(file)}` +
        (from === "server" ? " (taken by the running server)." : " (no server was running)."),
    );
  } catch (error) {
    if (error instanceof BackupError) throw new ScriptError(error.message);
    throw error;
  }
});
