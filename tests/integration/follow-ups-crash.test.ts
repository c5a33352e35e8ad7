import { rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBenchFamily, type BenchFamily, type BenchPlayer } from "../../scripts/bench/family";
import { freePort } from "../../scripts/free-port";
import type { BodyOf, Endpoint, ResponseOf } from "../../src/shared/api/endpoint";
import * as challengesApi from "../../src/shared/api/challenges";
import * as missionsApi from "../../src/shared/api/missions";
import { saveGame, type SaveGameBody } from "../../src/shared/api/play";
import { buildGame, challengeGame } from "../factories";
import { migratedDataDir } from "../support/migrated-data-dir";
import { startPrivatePostgres } from "../support/private-postgres";
import { startServerProcess, waitForHealth, type ServerProcess } from "../../scripts/server-process";
import { scrapeMetric } from "../support/drill";

/**
 * A save's follow-ups (a challenge's result, a mission, a tower win) against
 * the real server process and a PostgreSQL of this test's own, when the
 * server is killed with SIGKILL or the database restarted with `-m immediate`
 * between a game's commit and its follow-ups (decision 0014). The test holds
 * a row lock from its own connection on the row a follow-up needs, so that
 * the server is caught exactly there; then, under load, at random moments.
 */
type Cluster = Awaited<ReturnType<typeof startPrivatePostgres>>;
let cluster: Cluster;
let server: ServerProcess;
let port: number;
let family: BenchFamily;
let sql: pg.Pool;
/** The server's database settings: the private PostgreSQL, or an embedded database's folder. */
let databaseEnv: Record<string, string>;
/** Reads the server's database from the test: through its own connection, or (embedded) while the server is stopped. */
let query: <T extends Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;

const STAR = "571c4e00-0000-4000-8000-000000000001";
const METRICS_TOKEN = "follow-ups-crash-metrics-token-0123456789";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const startServer = async () => {
  server = startServerProcess(port, {
    ...databaseEnv,
    APP_SECRET: "follow-ups-crash-secret-follow-ups-crash-01",
    CLIENT_DIR: "/nonexistent",
    LOG_LEVEL: "warn",
    REDIS_URL: "",
    METRICS_TOKEN,
    // Looks for work left undone every second, not every 15: the checks below wait for its rounds.
    SWEEP_INTERVAL_SECONDS: "1",
  });
  await waitForHealth(server, { ms: 60_000 });
};

/**
 * As if the grace of the saves' records had passed: a record a kill left (a game whose follow-ups had not run, or
 * had found nothing to do and whose record was to be removed a moment after its answer) is then the sweep's.
 */
const GRACE_PASSED = "update save_follow_ups set next_attempt_at = now() - interval '1 second'";

const killServer = async () => {
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGKILL");
  await exited;
};

type Who = { cookie: string } | { bearer: string };
const as = (player: BenchPlayer): Who => ({ bearer: player.childToken });

/** One request to the contract's endpoint as `who`, over a real connection. */
async function call<E extends Endpoint>(
  who: Who,
  endpoint: E,
  params: Record<string, string>,
  body?: BodyOf<E>,
): Promise<{ status: number; json: ResponseOf<E> }> {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? "");
  const res = await fetch(server.url + path, {
    method: endpoint.method,
    headers: {
      origin: server.url,
      ...("cookie" in who ? { cookie: who.cookie } : { authorization: `Bearer ${who.bearer}` }),
      ...(body !== undefined && { "content-type": "application/json" }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(10_000),
  });
  // The body is the endpoint's response when the status says success; the tests read it only then.
  return { status: res.status, json: (await res.json()) as ResponseOf<E> };
}

type Saved = ResponseOf<typeof saveGame>;

/** Sends a game until the server acknowledges it, with the same client_id, as the game outbox does. */
async function saveUntilAcknowledged(who: Who, game: SaveGameBody): Promise<Saved> {
  for (let attempt = 0; attempt < 400; attempt++) {
    try {
      const res = await call(who, saveGame, {}, game);
      if (res.status === 200) return res.json;
      // Shed (503) while the database or the server is away; anything else is a fault.
      if (res.status !== 503) throw new Error(`save answered ${res.status}: ${JSON.stringify(res.json)}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith("save answered")) throw error;
    }
    await sleep(100);
  }
  throw new Error("a game was never acknowledged");
}

async function sendMission(childId: string, body: Partial<missionsApi.SendMissionBody>) {
  const res = await call(
    { cookie: family.parentCookie },
    missionsApi.sendMission,
    { childId },
    {
      game_mode_target: "timed",
      reward_type: "digital_sticker",
      digital_reward_id: STAR,
      ...body,
    },
  );
  if (res.status !== 201 && res.status !== 200) throw new Error(`mission answered ${res.status}`);
  return res.json.mission;
}

/** A challenge from one child to another, opened by both: each side's game, ready to play. */
async function challenge(initiator: BenchPlayer, opponent: BenchPlayer) {
  const created = await call(
    as(initiator),
    challengesApi.createChallenge,
    { childId: initiator.childId },
    { opponent_child_id: opponent.childId },
  );
  if (created.status !== 201) throw new Error(`challenge answered ${created.status}`);
  const { game } = created.json;
  const opened = await call(
    as(opponent),
    challengesApi.openChallengeGame,
    { challengeId: game.challenge_id },
    { child_id: opponent.childId },
  );
  if (opened.status !== 200) throw new Error(`opening answered ${opened.status}`);
  return { id: game.challenge_id, initiatorGame: game, opponentGame: opened.json };
}

/**
 * Holds a row lock from the test's own connection (`select … for update`)
 * while `during` runs, then lets go.
 */
async function holdingLock(query: string, id: string, during: () => Promise<void>) {
  const holder = await sql.connect();
  // The database may be restarted under it.
  holder.on("error", () => undefined);
  try {
    await holder.query("begin");
    await holder.query(query, [id]);
    await during();
  } finally {
    await holder.query("rollback").catch(() => undefined);
    holder.release(true);
  }
}

/** Waits until a game is stored and some statement of the server waits for a lock: it is between commit and follow-up. */
async function untilStuckAfterCommit(clientId: string) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await sql.query<{ stored: boolean; waiting: boolean }>(
      `select exists (select 1 from sessions where client_id = $1) as stored,
         exists (select 1 from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()) as waiting`,
      [clientId],
    );
    if (rows[0]?.stored && rows[0].waiting) return;
    await sleep(50);
  }
  throw new Error("the save never reached its follow-ups");
}

const one = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await query<T>(text, values))[0];

const count = async (text: string, values: unknown[] = []) => (await one<{ n: number }>(text, values))?.n;

/** Premium (Coach Mode's missions), and Times Table Tower open for every child of the family. */
const SET_UP_FAMILY = [
  "update parents set premium_until = now() + interval '30 days' where user_id = $1",
  `update children set has_streak_shield = true, streak_shield_expires_at = now() + interval '7 days'
   where parent_id = (select id from parents where user_id = $1)`,
];

/**
 * 54 games (12 challenges' two sides, a mission every game meets, 15 tower
 * climbs) sent as the outbox does, each until acknowledged, while `chaos`
 * restarts things; then, once `settle` lets the test read the database,
 * every challenge is completed with the right winner, the mission completed
 * and rewarded once, every tower win counted once, and no follow-up left.
 */
async function playUnderChaos(chaos: () => Promise<void>, settle: (checks: () => Promise<void>) => Promise<void>) {
  const [ava, leo, zoe, ben, mia] = family.players as [BenchPlayer, BenchPlayer, BenchPlayer, BenchPlayer, BenchPlayer];
  const mission = await sendMission(ava.childId, { score_target: 5 });
  const duels: Array<Awaited<ReturnType<typeof challenge>>> = [];
  for (let i = 0; i < 12; i++) duels.push(await challenge(i % 2 ? ben : leo, i % 2 ? leo : zoe));
  const games: Array<{ who: BenchPlayer; game: SaveGameBody }> = [];
  for (const [i, duel] of duels.entries()) {
    const initiator = i % 2 ? ben : leo;
    const opponent = i % 2 ? leo : zoe;
    games.push({ who: initiator, game: challengeGame(initiator.childId, duel.initiatorGame, 5 + (i % 4), 12) });
    games.push({ who: opponent, game: challengeGame(opponent.childId, duel.opponentGame, 4 + (i % 5), 12) });
  }
  for (let i = 0; i < 15; i++) games.push({ who: ava, game: buildGame(ava.childId) });
  for (let i = 0; i < 15; i++) games.push({ who: mia, game: buildGame(mia.childId, { mode: "times_table_tower" }) });
  games.sort(() => Math.random() - 0.5);

  const saves: Array<Promise<Saved>> = [];
  const chaosDone = chaos();
  for (const { who, game } of games) {
    saves.push(saveUntilAcknowledged(as(who), game));
    await sleep(40);
  }
  await chaosDone;
  const acknowledged = await Promise.all(saves);
  expect(acknowledged).toHaveLength(games.length);
  await settle(async () => {
    expect(await count("select count(*)::int as n from save_follow_ups")).toBe(0);
    for (const duel of duels) {
      const row = await one<{
        status: string;
        initiator_score: number;
        opponent_score: number;
        winner_child_id: string | null;
        initiator_child_id: string;
        opponent_child_id: string;
      }>("select * from challenges where id = $1", [duel.id]);
      expect(row?.status).toBe("completed");
      if (!row) continue;
      const expected =
        row.initiator_score > row.opponent_score
          ? row.initiator_child_id
          : row.opponent_score > row.initiator_score
            ? row.opponent_child_id
            : null;
      expect(row.winner_child_id).toBe(expected);
    }
    expect(await one("select status from parent_challenges where id = $1", [mission.id])).toEqual({
      status: "completed",
    });
    expect(
      await count("select count(*)::int as n from child_unlocked_rewards where parent_challenge_id = $1", [mission.id]),
    ).toBe(1);
    const towerWins = acknowledged.filter((s) => s.session.mode === "times_table_tower" && s.session.score > 0).length;
    expect(await count("select times_table_tower_daily_wins as n from children where id = $1", [mia.childId])).toBe(
      towerWins,
    );
  });
}

describe("on PostgreSQL", () => {
  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    databaseEnv = { DATABASE_URL: cluster.url };
    sql = new pg.Pool({ connectionString: cluster.url, max: 4 });
    sql.on("error", () => undefined);
    query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
      (await sql.query<T>(text, values)).rows;
    port = await freePort();
    await startServer();
    family = await createBenchFamily(server.url);
    for (const statement of SET_UP_FAMILY) await query(statement, [family.parentUserId]);
  }, 90_000);

  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await sql?.end().catch(() => undefined);
    await cluster?.destroy();
  });

  describe("a save's follow-ups when the server or the database dies between commit and follow-up", () => {
    it("the server killed with SIGKILL: at start-up it finishes the challenge's result and the mission, once", async () => {
      const [ava, leo, zoe] = family.players as [BenchPlayer, BenchPlayer, BenchPlayer];
      const mission = await sendMission(ava.childId, { score_target: 10 });
      const duel = await challenge(leo, zoe);
      const avaGame = buildGame(ava.childId);
      const leoGame = challengeGame(leo.childId, duel.initiatorGame, 9, 12);

      await holdingLock("select 1 from parent_challenges where id = $1 for update", mission.id, async () => {
        // "key share": the result's "for update" may not pass; the save's own "for no key update" may.
        await holdingLock("select 1 from challenges where id = $1 for key share", duel.id, async () => {
          const inFlight = [avaGame, leoGame].map((game, i) =>
            call(as(i === 0 ? ava : leo), saveGame, {}, game).catch(() => null),
          );
          await untilStuckAfterCommit(avaGame.client_id);
          await untilStuckAfterCommit(leoGame.client_id);
          await killServer();
          await Promise.all(inFlight);
        });
      });

      // The games are stored, their follow-ups are not done, and they are recorded as still to do.
      expect(
        (await one<{ status: string }>("select status from parent_challenges where id = $1", [mission.id]))?.status,
      ).toBe("active");
      expect((await one<{ status: string }>("select status from challenges where id = $1", [duel.id]))?.status).toBe(
        "pending_initiator",
      );
      expect(
        (await one<{ n: number }>("select count(*)::int as n from save_follow_ups", []))?.n,
      ).toBeGreaterThanOrEqual(2);

      // As if the new saves' grace had passed while the server was down: the sweep at start-up takes them.
      await sql.query("update save_follow_ups set next_attempt_at = now() - interval '1 second'");
      await startServer();
      for (let i = 0; i < 100; i++) {
        if ((await one<{ n: number }>("select count(*)::int as n from save_follow_ups", []))?.n === 0) break;
        await sleep(100);
      }
      expect(
        await one("select status, session_id is not null as by_game from parent_challenges where id = $1", [
          mission.id,
        ]),
      ).toEqual({
        status: "completed",
        by_game: true,
      });
      expect(
        (
          await one<{ n: number }>(
            "select count(*)::int as n from child_unlocked_rewards where parent_challenge_id = $1",
            [mission.id],
          )
        )?.n,
      ).toBe(1);
      expect(await one("select status, initiator_score from challenges where id = $1", [duel.id])).toEqual({
        status: "pending_opponent",
        initiator_score: 9,
      });

      // The tablets send the games again: the mission is reported, nothing is done twice.
      const retried = await saveUntilAcknowledged(as(ava), avaGame);
      expect(retried.outcomes.mission_completed?.id).toBe(mission.id);
      await saveUntilAcknowledged(as(leo), leoGame);
      const zoeSaved = await saveUntilAcknowledged(as(zoe), challengeGame(zoe.childId, duel.opponentGame, 11, 12));
      expect(zoeSaved.outcomes.challenge?.status).toBe("completed");
      expect(await one("select status, winner_child_id from challenges where id = $1", [duel.id])).toEqual({
        status: "completed",
        winner_child_id: zoe.childId,
      });
    }, 90_000);

    it("PostgreSQL restarted with -m immediate: the save answers 503, and its retry records the tower win and the result once", async () => {
      const [ava, leo, zoe] = family.players as [BenchPlayer, BenchPlayer, BenchPlayer];
      const duel = await challenge(leo, zoe);
      const leoGame = challengeGame(leo.childId, duel.initiatorGame, 12, 12);
      const towerGame = buildGame(ava.childId, { mode: "times_table_tower" });
      const winsBefore =
        (
          await one<{ n: number }>("select times_table_tower_daily_wins as n from children where id = $1", [
            ava.childId,
          ])
        )?.n ?? 0;

      let answers: Array<number | null> = [];
      // "key share": the save's own statement (its count of the child's saves, "no key update", and its foreign keys
      // to the child) may pass; the tower step's "for update" may not.
      await holdingLock("select 1 from children where id = $1 for key share", ava.childId, async () => {
        // "key share": the result's "for update" may not pass; the save's own "for no key update" may.
        await holdingLock("select 1 from challenges where id = $1 for key share", duel.id, async () => {
          const inFlight = [call(as(ava), saveGame, {}, towerGame), call(as(leo), saveGame, {}, leoGame)].map((p) =>
            p.then((r) => r.status).catch(() => null),
          );
          await untilStuckAfterCommit(towerGame.client_id);
          await untilStuckAfterCommit(leoGame.client_id);
          await cluster.restartImmediately();
          answers = await Promise.all(inFlight);
        });
      });
      // The database went away under the follow-ups: not acknowledged, so the outbox sends them again.
      expect(answers).toEqual([503, 503]);
      await saveUntilAcknowledged(as(ava), towerGame);
      await saveUntilAcknowledged(as(leo), leoGame);
      await saveUntilAcknowledged(as(ava), towerGame);
      expect(
        (
          await one<{ n: number }>("select times_table_tower_daily_wins as n from children where id = $1", [
            ava.childId,
          ])
        )?.n,
      ).toBe(winsBefore + 1);
      expect(await one("select status, initiator_score from challenges where id = $1", [duel.id])).toEqual({
        status: "pending_opponent",
        initiator_score: 12,
      });
      expect((await one<{ n: number }>("select count(*)::int as n from save_follow_ups", []))?.n).toBe(0);
    }, 90_000);

    it("under load, with the database restarted and the server killed at random: every acknowledged game's follow-ups happen once", async () => {
      await playUnderChaos(
        async () => {
          await sleep(300 + Math.random() * 500);
          await cluster.restartImmediately();
          await sleep(300 + Math.random() * 500);
          await killServer();
          await startServer();
          await sleep(200 + Math.random() * 500);
          await cluster.restartImmediately();
        },
        async (checks) => {
          // Whatever a failure left to the sweep is finished within its next round once its grace has passed.
          await sql.query(GRACE_PASSED);
          for (let i = 0; i < 200 && (await count("select count(*)::int as n from save_follow_ups")) !== 0; i++) {
            await sleep(100);
          }
          await checks();
        },
      );
    }, 180_000);
  });
});

describe("on the embedded database", () => {
  let dataDir: string;
  /** Stops the server, as an operator would, so that the test may open its folder. */
  const stopServer = async () => {
    const exited = new Promise((resolve) => server.child.once("exit", resolve));
    server.child.kill("SIGTERM");
    await exited;
  };
  const withFolder = async (work: (db: PGlite) => Promise<void>) => {
    const db = new PGlite(path.join(dataDir, "pglite"));
    try {
      await work(db);
    } finally {
      await db.close();
    }
  };

  beforeAll(async () => {
    dataDir = migratedDataDir("ms-follow-ups-");
    databaseEnv = { DATABASE_URL: "", DATA_DIR: dataDir };
    port = await freePort();
    await startServer();
    family = await createBenchFamily(server.url);
    await stopServer();
    await withFolder(async (db) => {
      for (const statement of SET_UP_FAMILY) await db.query(statement, [family.parentUserId]);
    });
    await startServer();
  }, 90_000);

  afterAll(() => {
    server?.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("under load, with the server killed with SIGKILL twice at random: every acknowledged game's follow-ups happen once", async () => {
    await playUnderChaos(
      async () => {
        for (let i = 0; i < 2; i++) {
          await sleep(300 + Math.random() * 700);
          await killServer();
          await startServer();
        }
      },
      async (checks) => {
        // Whatever the kills left to the sweep is finished by its rounds once its grace has passed.
        await stopServer();
        await withFolder(async (db) => {
          await db.query(GRACE_PASSED);
        });
        await startServer();
        const waiting = 'maths_sprint_save_follow_ups_waiting{state="waiting"}';
        for (let i = 0; i < 200 && (await scrapeMetric(server.url, METRICS_TOKEN, waiting)) !== 0; i++)
          await sleep(100);
        // The folder is read once the server has let go of it, as an operator would.
        await stopServer();
        await withFolder(async (db) => {
          query = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
            (await db.query<T>(text, values)).rows;
          await checks();
        });
      },
    );
  }, 180_000);
});
