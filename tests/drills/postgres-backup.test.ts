import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port";
import { startServerProcess, waitForHealth, type ServerProcess } from "../../scripts/server-process";
import * as accountsApi from "../../src/shared/api/accounts";
import * as childrenApi from "../../src/shared/api/children";
import * as missionsApi from "../../src/shared/api/missions";
import * as playApi from "../../src/shared/api/play";
import { openDatabase, type Database } from "../../src/server/db/client";
import { buildFamily, buildGame, payForPremium, signInParent, type TestChild } from "../factories";
import { callAs, callOkOn } from "../support/call-as";
import { callOverHttp, callOverHttpOk } from "../support/call-over-http";
import { familyView, gameIdsOf, type CallOk } from "../support/family-view";
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
  const dropLater: string[] = [];

  /** A statement on the server's maintenance database (create or drop a database). */
  const admin = async (statement: string) => {
    const url = new URL(sourceUrl);
    url.pathname = "/postgres";
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    if (process.env.DATABASE_URL) sourceUrl = process.env.DATABASE_URL;
    else {
      cluster = await startPrivatePostgres();
      const url = new URL(cluster.url);
      url.pathname = "/maths_sprint";
      sourceUrl = url.toString();
      await admin(`create database maths_sprint`);
    }
    source = await openDatabase({ databaseUrl: sourceUrl, maxConnections: 20 });
    // The server process below keeps the real time: so does this one, so that a subscription's days agree.
    t = await createTestApp({ database: source, clock: new TestClock(new Date()) });
  });
  afterAll(async () => {
    await t.close();
    await source.close();
    for (const name of dropLater) await admin(`drop database if exists "${name}" with (force)`);
    await cluster?.destroy();
  });

  it("restores into a new database a server that has the family, and every game acknowledged before the dump", async () => {
    const family = await buildFamily(t);
    for (const kid of family.children) {
      for (let i = 0; i < 2; i++) (await callAs(t, kid.caller, playApi.saveGame, { body: buildGame(kid.id) })).ok();
    }
    (
      await callAs(t, family.parent.caller, missionsApi.sendMission, {
        params: { childId: family.child.id },
        body: { game_mode_target: "get_to_100", reward_type: "custom_text", reward_text: "A trip to the park" },
      })
    ).ok();
    await payForPremium(t, family.parent);
    const childIds = family.children.map((kid) => kid.id);
    const before = await familyView(callOkOn(t), await signInParent(t, family.parent), childIds);
    expect(before.children.every((kid) => kid.games.length === 2 && kid.badges.length > 0)).toBe(true);
    expect(before.missions).toHaveLength(1);
    expect(before.subscription.premium).toBe(true);

    // Twenty children of four other families save game after game, and the dump is taken among them.
    const others = await Promise.all(Array.from({ length: 4 }, () => buildFamily(t, { children: 5 })));
    const players = others.flatMap((other) => other.children);
    const answered = new Set<string>();
    const startedAfter = new Set<string>();
    let dumped = false;
    let answeredBefore = new Set<string>();
    let startDump: () => void = () => undefined;
    const enoughAnswered = new Promise<void>((resolve) => (startDump = resolve));
    const play = async (kid: TestChild) => {
      // Each saves two games at least, and one begun once the dump has ended.
      for (let saved = 0, after = 0; saved < 2 || after < 1; saved++) {
        const game = buildGame(kid.id);
        if (dumped) {
          startedAfter.add(game.client_id);
          after++;
        }
        (await callAs(t, kid.caller, playApi.saveGame, { body: game })).ok();
        answered.add(game.client_id);
        if (answered.size >= 20) startDump();
      }
    };
    const folder = await mkdtemp(path.join(tmpdir(), "ms-pg-dump-"));
    const file = path.join(folder, "maths-sprint.dump");
    const dump = async () => {
      await enoughAnswered;
      answeredBefore = new Set(answered);
      await run("pg_dump", ["--format=custom", `--file=${file}`, `--dbname=${sourceUrl}`]);
      dumped = true;
    };
    await Promise.all([dump(), ...players.map(play)]);
    expect(answeredBefore.size).toBeGreaterThanOrEqual(20);
    expect(startedAfter.size).toBe(20);
    expect((await stat(file)).size).toBeGreaterThan(0);

    // Restored into a database of its own, as the guide says.
    const restoredName = `${new URL(sourceUrl).pathname.slice(1)}_restored_${randomBytes(4).toString("hex")}`;
    dropLater.push(restoredName);
    await admin(`create database "${restoredName}"`);
    const restoredUrl = new URL(sourceUrl);
    restoredUrl.pathname = `/${restoredName}`;
    await run("pg_restore", ["--exit-on-error", "--no-owner", `--dbname=${restoredUrl.toString()}`, file]);
    await rm(folder, { recursive: true, force: true });

    // A server on it, as production starts one, with the same secret (a child's PIN is kept as an HMAC with it).
    const server: ServerProcess = startServerProcess(await freePort(), {
      DATABASE_URL: restoredUrl.toString(),
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
      const exited = new Promise((resolve) => server.child.once("exit", resolve));
      server.child.kill("SIGTERM");
      await exited;
    }
  });
});
