import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port";
import { openDatabase } from "../../src/server/db/client";
import { parents } from "../../src/server/db/schema/users";
import { saveGame } from "../../src/shared/api/play";
import { buildFamily, buildGame } from "../factories";
import { callAs } from "../support/call-as";
import { migratedDataDir } from "../support/migrated-data-dir";
import { createTestApp, TestClock } from "../support/test-app";
import { verifyEmailOf } from "../support/verify-email";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");

let dataDir: string;
beforeAll(() => {
  dataDir = migratedDataDir("maths-sprint-revoke-");
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The operator's command, as `npm run referral:revoke -- ...` runs it, on the embedded database in `dataDir`. */
async function revoke(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(await freePort()) };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  return run(process.execPath, ["--import", "tsx", "scripts/revoke-referral-premium.ts", ...args], {
    cwd: ROOT,
    env,
  }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: unknown) => {
      const failed = error as { code: number; stderr: string };
      return { code: failed.code, output: failed.stderr };
    },
  );
}

it("npm run referral:revoke -- EMAIL ends a referred parent's week of Premium now", async () => {
  // A referred family whose referral counts, in an embedded database the script then opens on its own.
  const database = await openDatabase({ dataDir });
  const t = await createTestApp({ database, clock: new TestClock(new Date()) });
  const referrer = await buildFamily(t, { children: 0 });
  const referred = await buildFamily(t, {
    parent: { ref: referrer.parent.session.parentData.referral_code ?? "" },
    children: 1,
  });
  await verifyEmailOf(t, referred.parent.email);
  expect((await callAs(t, referred.child.caller, saveGame, { body: buildGame(referred.child.id) })).status).toBe(200);
  await t.close();
  await database.close();

  const before = Date.now();
  const revoked = await revoke(referred.parent.email.toUpperCase());
  expect(revoked.code).toBe(0);
  expect(revoked.output).toContain(`Referral Premium of ${referred.parent.email} revoked`);
  const unknown = await revoke("nobody@example.com");
  expect(unknown.code).toBe(1);
  expect(unknown.output).toContain("No parent account has the email nobody@example.com");
  expect((await revoke()).output).toContain("Usage: npm run referral:revoke -- EMAIL");

  const reopened = await openDatabase({ dataDir });
  try {
    const [row] = await reopened.db
      .select({ premiumUntil: parents.premiumUntil })
      .from(parents)
      .where(eq(parents.id, referred.parent.session.parentData.id));
    const until = row?.premiumUntil?.getTime() ?? 0;
    expect(until).toBeGreaterThanOrEqual(before);
    expect(until).toBeLessThanOrEqual(Date.now());
  } finally {
    await reopened.close();
  }
});
