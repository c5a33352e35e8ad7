import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migratedEmbeddedFiles } from "../../src/server/db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated embedded database's files, which every test file's database starts from; null on PostgreSQL. */
    embeddedTemplate: string | null;
  }
}

/**
 * The integration project's global setup: one migrated embedded database made once per run,
 * whose files each test file's in-memory database is opened from (tests/support/test-app.ts),
 * instead of each creating and migrating its own. Not used with DATABASE_URL.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("embeddedTemplate", null);
    return;
  }
  const folder = await mkdtemp(path.join(tmpdir(), "maths-sprint-tests-"));
  const file = path.join(folder, "migrated.tar");
  await writeFile(file, Buffer.from(await (await migratedEmbeddedFiles()).arrayBuffer()));
  project.provide("embeddedTemplate", file);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
