import { execFile } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port";
import { endProcess, startServerProcess, waitForHealth, type ServerProcess } from "../../scripts/server-process";
import * as accountsApi from "../../src/shared/api/accounts";
import * as childrenApi from "../../src/shared/api/children";
import { openDatabase, type Database } from "../../src/server/db/client";
import { buildFamily } from "../factories";
import { familyWithHistory, gamesAroundACopy } from "../support/backup-drill";
import { callOverHttp, callOverHttpOk } from "../support/call-over-http";
import { familyView, gameIdsOf, type CallOk } from "../support/family-view";
import { scratchDatabase } from "../support/postgres-admin";
import { startPrivatePostgres } from "../support/private-postgres";
import { createTestApp, testConfig, TestClock, type TestApp } from "../support/test-app";

const run = promisify(execFile);

/**
 * The backup drill of the README's deployment guide, on PostgreSQL with its
 * own tools: `pg_dump -Fc` of the database (in CI, the one the integration
 * tests have just filled) while twenty children save games, `pg_restore` into
 * a new database, and a server process started on that one, from which the
 * family reads back everything it had, and every game acknowledged before the
 * dump began.
 */
describe("a PostgreSQL backup by pg_dump, restored by pg_restore", () => {
  let cluster: Awaited<ReturnType<typeof startPrivatePostgres>> | null = null;
  let sourceUrl: string;
  let source: Database;
  let t: TestApp;
  const dropLater: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    if (process.env.DATABASE_URL) sourceUrl = process.env.DATABASE_URL;
    else {
      cluster = await startPrivatePostgres();
      sourceUrl = (await scratchDatabase(cluster.url, "source", { fixedName: true })).url;
    }
    source = await openDatabase({ databaseUrl: sourceUrl, maxConnections: 20 });
    // The server process below keeps the real time: so does this one, so that a subscription's days agree.
    t = await createTestApp({ database: source, clock: new TestClock(new Date()) });
  });
  afterAll(async () => {
    await t.close();
    await source.close();
    for (const drop of dropLater) await drop();
    await cluster?.destroy();
  });

  it("restores into a new database a server that has the family, and every game acknowledged before the dump", async () => {
    const { family, before } = await familyWithHistory(t);
    const childIds = family.children.map((kid) => kid.id);
    expect(before.children.every((kid) => kid.games.length === 2 && kid.badges.length > 0)).toBe(true);
    expect(before.missions).toHaveLength(1);
    expect(before.subscription.premium).toBe(true);

    // Twenty children of four other families save game after game, and the dump is taken among them.
    const others = await Promise.all(Array.from({ length: 4 }, () => buildFamily(t, { children: 5 })));
    const players = others.flatMap((other) => other.children);
    // Each saves two games at least, and one begun once the dump has ended.
    let dumped = false;
    const games = gamesAroundACopy(t, players, () => dumped);
    const { answered, startedAfter } = games;
    let answeredBefore = new Set<string>();
    const folder = await mkdtemp(path.join(tmpdir(), "ms-pg-dump-"));
    const file = path.join(folder, "maths-sprint.dump");
    const dump = async () => {
      await games.twentyAnswered;
      answeredBefore = new Set(answered);
      await run("pg_dump", ["--format=custom", `--file=${file}`, `--dbname=${sourceUrl}`]);
      dumped = true;
    };
    await Promise.all([dump(), games.playAll()]);
    expect(answeredBefore.size).toBeGreaterThanOrEqual(20);
    expect(startedAfter.size).toBe(20);
    expect((await stat(file)).size).toBeGreaterThan(0);

    // Restored into a database of its own, as the guide says.
    const restored = await scratchDatabase(sourceUrl, "restored");
    dropLater.push(restored.drop);
    await run("pg_restore", ["--exit-on-error", "--no-owner", `--dbname=${restored.url}`, file]);
    await rm(folder, { recursive: true, force: true });

    // A server on it, as production starts one, with the same secret (a child's PIN is kept as an HMAC with it).
    const server: ServerProcess = startServerProcess(await freePort(), {
      DATABASE_URL: restored.url,
      APP_SECRET: testConfig().appSecret,
      CLIENT_DIR: "/nonexistent",
      LOG_LEVEL: "warn",
      REDIS_URL: "",
    });
    try {
      await waitForHealth(server, { ms: 60_000 });
      const http: CallOk = (as, endpoint, input) => callOverHttpOk(server.url, as, endpoint, input);
      const signIn = async (email: string, password: string) => {
        const answer = await callOverHttp(server.url, {}, accountsApi.login, { body: { email, password } });
        expect(answer.status).toBe(200);
        return { cookie: answer.cookie };
      };
      const parent = await signIn(family.parent.email, family.parent.password);
      expect(await familyView(http, parent, childIds)).toEqual(before);
      const child = await callOverHttp(server.url, {}, childrenApi.childLogin, {
        body: { parent_email: family.parent.email, child_pin: family.child.pin },
      });
      expect(child.status).toBe(200);

      const restoredIds = new Set<string>();
      for (const other of others) {
        const caller = await signIn(other.parent.email, other.parent.password);
        for (const kid of other.children) for (const id of await gameIdsOf(http, caller, kid.id)) restoredIds.add(id);
      }
      // Every game acknowledged before the dump began is there; none begun after it ended; nothing else.
      expect([...answeredBefore].filter((id) => !restoredIds.has(id))).toEqual([]);
      expect([...restoredIds].filter((id) => !answered.has(id) || startedAfter.has(id))).toEqual([]);
    } finally {
      await endProcess(server.child, "SIGTERM");
    }
  });
});
