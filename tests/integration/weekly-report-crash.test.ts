import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port";
import { startServerProcess, waitForHealth, type ServerProcess } from "../../scripts/server-process";
import { openDatabase, type Database } from "../../src/server/db/client";
import { emailOutbox } from "../../src/server/db/schema/email";
import { weeklyReports } from "../../src/server/db/schema/engagement";
import { parents } from "../../src/server/db/schema/users";
import { buildFamily, type TestFamily } from "../factories";
import { migratedDataDir } from "../support/migrated-data-dir";
import { createTestApp, TestClock } from "../support/test-app";

/**
 * The weekly report's run killed with SIGKILL half way through, then started
 * again (decision 0019): every parent gets the week's report once, none twice
 * and none lost. The real server process on an embedded database of its own;
 * its clock moved by the browser tests' test clock, which the server refuses
 * beside DATABASE_URL, so this runs on the embedded database only. On
 * PostgreSQL the same transaction is held to exactly once by
 * src/server/reports/weekly-report.test.ts (two runs at once, a run that fails
 * part way).
 */
const FAMILIES = 60;
// Sunday 17 March 2030, in GMT (British Summer Time starts on the 31st): the week runs from Monday the 11th.
// Years ahead, so that a run on a real Sunday evening finds these families made after that week's report was due.
const SUNDAY_NOON = new Date("2030-03-17T12:00:00.000Z");
const DUE = "2030-03-17T18:00:05.000Z";
const WEEK_START = "2030-03-11";
const METRICS_TOKEN = "weekly-report-crash-metrics-token-0123456789";
const SENT = 'maths_sprint_weekly_reports_total{result="sent"}';
const ROUNDS = 'maths_sprint_sweep_rounds_total{round="weekly_reports",result="done"}';

let dataDir: string;
let port: number;
let server: ServerProcess;
let families: TestFamily[] = [];

const startServer = async () => {
  server = startServerProcess(port, {
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    TEST_CLOCK: "true",
    METRICS_TOKEN,
    APP_SECRET: "weekly-report-crash-secret-weekly-report-01",
    CLIENT_DIR: "/nonexistent",
    LOG_LEVEL: "warn",
    REDIS_URL: "",
    // Looks for work left undone every second, not every 15: the checks below wait for its rounds.
    SWEEP_INTERVAL_SECONDS: "1",
  });
  await waitForHealth(server, { ms: 60_000 });
  const moved = await fetch(`${server.url}/api/test/clock`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ now: DUE }),
  });
  expect(moved.status).toBe(200);
};

/** A counter of this server process, as its operator scrapes it (it starts at 0). */
async function counted(series: string): Promise<number> {
  const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = (await res.text()).split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
const sentByThisServer = () => counted(SENT);

async function until(done: () => Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline)
      throw new Error(`${what} did not happen within ${ms} ms:\n${server.output().slice(-2_000)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const exitOf = (process: ServerProcess) => new Promise((resolve) => process.child.once("exit", resolve));

/** Reads the folder while no server holds it, as an operator would. */
async function withFolder<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** Per parent's address: the week's report rows and the report emails in the outbox. */
async function reportsByParent(database: Database) {
  const { db } = database;
  const everyParent = await db.select({ id: parents.id, email: parents.email }).from(parents);
  const rows = await db.select().from(weeklyReports).where(eq(weeklyReports.weekStart, WEEK_START));
  const emails = (await db.select().from(emailOutbox)).filter((m) => m.subject.startsWith("Your family's week"));
  return new Map(
    everyParent.map((p) => [
      p.email,
      {
        rows: rows.filter((r) => r.parentId === p.id).length,
        emails: emails.filter((m) => m.toAddress === p.email).length,
      },
    ]),
  );
}

describe.skipIf(Boolean(process.env.DATABASE_URL))("the weekly report's run, killed half way", () => {
  beforeAll(async () => {
    dataDir = migratedDataDir("ms-weekly-report-");
    port = await freePort();
    // The families, made through the app before the report is due, in the folder the server will open.
    await withFolder(async (database) => {
      const clock = new TestClock();
      clock.set(SUNDAY_NOON);
      const t = await createTestApp({ database, clock, rateLimitPerMinute: false });
      try {
        for (let i = 0; i < FAMILIES; i++) {
          families.push(await buildFamily(t, { children: [{ name: `Child ${i + 1}` }], signIn: false }));
        }
      } finally {
        await t.app.close();
      }
    });
  }, 180_000);

  afterAll(() => {
    server?.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    families = [];
  });

  it("sends the rest once started again, and nothing twice", async () => {
    await startServer();
    // Killed while its sweep is sending: some reports committed, the rest still owed. Each report is read, rendered
    // and committed in turn (tens of milliseconds each), so the other fifty cannot all go in the 20 ms between looks.
    await until(async () => (await sentByThisServer()) >= 10, 60_000, "the first ten reports");
    const killed = exitOf(server);
    server.child.kill("SIGKILL");
    await killed;

    const afterKill = await withFolder(reportsByParent);
    const sentBefore = families.filter((f) => afterKill.get(f.parent.email)?.rows === 1).length;
    expect(sentBefore).toBeGreaterThanOrEqual(10);
    expect(sentBefore, "the server was killed half way, not after the run").toBeLessThan(FAMILIES);
    for (const family of families) {
      const { rows = 0, emails = 0 } = afterKill.get(family.parent.email) ?? {};
      // A report's row and its email were committed together, or neither was.
      expect(emails, family.parent.email).toBe(rows);
    }

    await startServer();
    await until(async () => (await sentByThisServer()) >= FAMILIES - sentBefore, 90_000, "the rest of the reports");
    // Two more rounds finished (the one that sent the last reports, and a whole one after it): a round would send
    // again anything it took as still owed.
    const rounds = await counted(ROUNDS);
    await until(async () => (await counted(ROUNDS)) >= rounds + 2, 60_000, "two more rounds of the sweep");
    expect(await sentByThisServer()).toBe(FAMILIES - sentBefore);
    const stopped = exitOf(server);
    server.child.kill("SIGTERM");
    await stopped;

    const afterRestart = await withFolder(reportsByParent);
    for (const family of families) {
      expect(afterRestart.get(family.parent.email), family.parent.email).toEqual({ rows: 1, emails: 1 });
    }
  }, 240_000);
});
