import { cpSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";

/**
 * A new DATA_DIR for a server process on the embedded database, holding a copy of the migrated database the
 * integration project's global setup made once (tests/support/embedded-template.ts), so that the server starts
 * without creating and migrating its own. Empty on PostgreSQL, where the server does not use it.
 */
export function migratedDataDir(prefix: string): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = inject("embeddedFolder");
  if (template) cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}
