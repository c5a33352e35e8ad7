// Build step after the server's bundle: a new embedded database, made and migrated once here, beside the
// bundle (NEW_DATABASE_FOLDER), so that `npm start` on a new data folder copies its files instead of running
// PostgreSQL's initdb and every migration at its first start. It is made by the server's own code (initdb in
// a child process, then the migrations), and marked with the PGlite and the migrations it was made with: a
// server whose packages or migrations differ makes its own instead.
import { rm } from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "../../src/server/db/client";
import { NEW_DATABASE_FOLDER, markNewDatabase } from "../../src/server/db/embedded-data-dir";

const folder = path.resolve(import.meta.dirname, "../../build/server", NEW_DATABASE_FOLDER);
const started = performance.now();
await rm(folder, { recursive: true, force: true });
const database = await openDatabase({ dataDir: folder });
await database.close();
await markNewDatabase(folder);
console.log(
  `New database: made and migrated in ${path.relative(process.cwd(), folder)} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
