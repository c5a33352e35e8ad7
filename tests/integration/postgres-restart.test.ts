import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBenchFamily, type BenchFamily } from "../../scripts/bench/family";
import { freePort } from "../../scripts/free-port";
import type { ErrorBody } from "../../src/shared/api/endpoint";
import { saveGame, type SaveGameBody } from "../../src/shared/api/play";
import { buildGame } from "../factories";
import { startPrivatePostgres } from "../support/private-postgres";
import { startServerProcess, waitForHealth, type ServerProcess } from "../../scripts/server-process";

/**
 * The real server process against a PostgreSQL of this test's own, which the
 * test crashes and restarts under load: the process must stay up, answer 503
 * with Retry-After while the database is away, recover on its own, and store
 * every game exactly once once its client has retried.
 */
type Cluster = Awaited<ReturnType<typeof startPrivatePostgres>>;
let cluster: Cluster;
let server: ServerProcess;
let family: BenchFamily;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const startServer = (databaseUrl: string, port: number, extraEnv: Record<string, string> = {}) =>
  startServerProcess(port, {
    DATABASE_URL: databaseUrl,
    APP_SECRET: "restart-test-secret-restart-test-secret-0123",
    CLIENT_DIR: "/nonexistent",
    LOG_LEVEL: "warn",
    REDIS_URL: "",
    ...extraEnv,
  });

/** A game saved by the family's parent, over a real connection. */
function postGame(game: SaveGameBody) {
  return fetch(`${server.url}${saveGame.path}`, {
    method: saveGame.method,
    headers: { "content-type": "application/json", origin: server.url, cookie: family.parentCookie },
    body: JSON.stringify(game),
    signal: AbortSignal.timeout(10_000),
  });
}

/** Sends one game until the server acknowledges it, with the same client_id, as the game outbox does. */
async function saveWithRetries(game: SaveGameBody, outcomes: { retries: number; shed: number }) {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      const res = await postGame(game);
      if (res.status === 200) return;
      if (res.status === 503) {
        outcomes.shed++;
        expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      } else throw new Error(`save answered ${res.status}: ${await res.text()}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("save answered")) throw error;
    }
    outcomes.retries++;
    await sleep(200);
  }
  throw new Error("a game was never acknowledged");
}

beforeAll(async () => {
  cluster = await startPrivatePostgres();
  server = startServer(cluster.url, await freePort());
  await waitForHealth(server);
  // A parent and their children, signed up through the API as a parent would.
  family = await createBenchFamily(server.url);
}, 60_000);

afterAll(async () => {
  server?.child.kill("SIGKILL");
  await cluster?.destroy();
});

describe("the server and a PostgreSQL that restarts", () => {
  it("stays up through a crash-restart under 50 saves a second, and stores every game exactly once", async () => {
    const { childId } = family;

    const games: SaveGameBody[] = [];
    const saves: Promise<void>[] = [];
    const outcomes = { retries: 0, shed: 0 };
    // 6 seconds at 50 saves a second; PostgreSQL crashes and comes back after 2 seconds.
    const restart = sleep(2_000).then(() => cluster.restartImmediately());
    for (let i = 0; i < 300; i++) {
      const game = buildGame(childId);
      games.push(game);
      saves.push(saveWithRetries(game, outcomes));
      await sleep(20);
    }
    await restart;
    await Promise.all(saves);

    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    expect(server.output()).not.toMatch(/Unhandled 'error' event/);
    const check = new pg.Client({ connectionString: cluster.url });
    await check.connect();
    const { rows } = await check.query<{ client_id: string; n: string }>(
      "select client_id, count(*)::text as n from sessions where child_id = $1 group by client_id",
      [childId],
    );
    await check.end();
    expect(rows).toHaveLength(games.length);
    expect(rows.every((r) => r.n === "1")).toBe(true);
    expect(new Set(rows.map((r) => r.client_id))).toEqual(new Set(games.map((g) => g.client_id)));
  }, 90_000);

  it("answers 503 with Retry-After while the database is down, reports it in health, and recovers on its own", async () => {
    await cluster.stopImmediately();
    await waitForHealth(server, { status: 503, ms: 10_000 });
    const res = await postGame(buildGame(null));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await res.json()) as ErrorBody).error.code).toBe("service_unavailable");
    await cluster.start();
    await waitForHealth(server, { ms: 15_000 });
    expect((await postGame(buildGame(null))).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 60_000);

  it("waits for a database that is not up yet at start-up, instead of exiting", async () => {
    await cluster.stopImmediately();
    const late = startServer(cluster.url, await freePort(), { DATABASE_STARTUP_TIMEOUT_SECONDS: "30" });
    const waiting = "PostgreSQL is not reachable yet; waiting";
    try {
      // However long the process takes to boot, it must find the database down and say it waits.
      const deadline = Date.now() + 30_000;
      while (!late.output().includes(waiting) && Date.now() < deadline) await sleep(100);
      expect(late.output()).toContain(waiting);
      await sleep(1_000);
      expect(late.child.exitCode).toBeNull();
      await cluster.start();
      await waitForHealth(late, { ms: 20_000 });
    } finally {
      late.child.kill("SIGKILL");
    }
  }, 60_000);
});
