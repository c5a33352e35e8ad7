import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SaveGameBody } from "../../src/shared/api/play";
import { buildGame, uniqueEmail } from "../factories";
import { freePort, startPrivatePostgres } from "../support/private-postgres";

/**
 * The real server process against a PostgreSQL of this test's own, which the
 * test crashes and restarts under load: the process must stay up, answer 503
 * with Retry-After while the database is away, recover on its own, and store
 * every game exactly once once its client has retried.
 */
type Cluster = Awaited<ReturnType<typeof startPrivatePostgres>>;
let cluster: Cluster;
let server: ChildProcess;
let base: string;
let output = "";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startServer(databaseUrl: string, port: number, extraEnv: Record<string, string> = {}) {
  const root = path.resolve(import.meta.dirname, "../..");
  // One process (node with tsx's loader), so that killing it leaves no server behind.
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      APP_SECRET: "restart-test-secret-restart-test-secret-0123",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CLIENT_DIR: "/nonexistent",
      LOG_LEVEL: "warn",
      REDIS_URL: "",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return child;
}

async function health(url: string): Promise<number> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })).status;
  } catch {
    return 0;
  }
}

async function waitForHealth(url: string, wanted: number, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if ((await health(url)) === wanted) return;
    await sleep(100);
  }
  throw new Error(
    `${url}/api/health did not answer ${wanted} within ${ms} ms; server output:\n${output.slice(-3_000)}`,
  );
}

let cookie = "";
async function post(pathName: string, body: object) {
  return fetch(`${base}${pathName}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

/** Sends one game until the server acknowledges it, with the same client_id, as the game outbox does. */
async function saveWithRetries(game: SaveGameBody, outcomes: { retries: number; shed: number }) {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      const res = await post("/api/games", game);
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
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = startServer(cluster.url, port);
  await waitForHealth(base, 200, 30_000);
  const email = uniqueEmail("restart");
  const signup = await post("/api/auth/signup", { email, password: "restart-test-password" });
  expect(signup.status).toBe(201);
  cookie = signup.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}, 60_000);

afterAll(async () => {
  server?.kill("SIGKILL");
  await cluster?.destroy();
});

describe("the server and a PostgreSQL that restarts", () => {
  it("stays up through a crash-restart under 50 saves a second, and stores every game exactly once", async () => {
    const child = await post("/api/children", { name: "Ava", pin: "4821" });
    expect(child.status).toBe(201);
    const childId = ((await child.json()) as { id: string }).id;

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

    expect(server.exitCode).toBeNull();
    expect(server.signalCode).toBeNull();
    expect(output).not.toMatch(/Unhandled 'error' event/);
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
    await waitForHealth(base, 503, 10_000);
    const res = await post("/api/games", buildGame(null));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("service_unavailable");
    await cluster.start();
    await waitForHealth(base, 200, 15_000);
    expect((await post("/api/games", buildGame(null))).status).toBe(200);
    expect(server.exitCode).toBeNull();
  }, 60_000);

  it("waits for a database that is not up yet at start-up, instead of exiting", async () => {
    await cluster.stopImmediately();
    output = "";
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const late = startServer(cluster.url, port, { DATABASE_STARTUP_TIMEOUT_SECONDS: "30" });
    try {
      // However long the process takes to boot, it must find the database down and say it waits.
      const deadline = Date.now() + 30_000;
      while (!output.includes("PostgreSQL is not reachable yet; waiting") && Date.now() < deadline) await sleep(100);
      expect(output).toContain("PostgreSQL is not reachable yet; waiting");
      await sleep(1_000);
      expect(late.exitCode).toBeNull();
      await cluster.start();
      await waitForHealth(url, 200, 20_000);
    } finally {
      late.kill("SIGKILL");
    }
  }, 60_000);
});
