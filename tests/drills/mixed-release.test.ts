import { rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBenchFamily, type BenchFamily, type BenchPlayer } from "../../scripts/bench/family";
import { freePort } from "../../scripts/free-port";
import { checkOutRelease, previousRelease, type Release } from "../../scripts/migrations/previous-release";
import { endProcess, startServerProcess, waitForHealth, type ServerProcess } from "../../scripts/server-process";
import * as playApi from "../../src/shared/api/play";
import { buildGame } from "../factories";
import { callOverHttp } from "../support/call-over-http";
import { storedGames, until } from "../support/drill";
import { scratchDatabase } from "../support/postgres-admin";
import { startPrivatePostgres } from "../support/private-postgres";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SECRET = "mixed-release-secret-mixed-release-secret-01";

/**
 * A release rolled out one instance at a time: the previous release's server
 * (scripts/migrations/previous-release.ts) serves on a new database, then the
 * new release's server starts on the same database and applies its migrations
 * while the old one goes on serving, both serve side by side, and the old one
 * is taken out of the rotation and stopped, while twenty children save games
 * flat out through whichever the load balancer picks. Not one save may fail,
 * and every acknowledged game is in the database once.
 */
describe("a release rolled out beside the previous one, on one PostgreSQL", () => {
  const release: Release | null = previousRelease(ROOT);
  let cluster: Awaited<ReturnType<typeof startPrivatePostgres>> | null = null;
  let databaseUrl: string;
  let dropDatabase: () => Promise<void> = () => Promise.resolve();
  let oldTree = "";
  const servers: ServerProcess[] = [];

  const start = async (cwd: string) => {
    const server = startServerProcess(
      await freePort(),
      {
        DATABASE_URL: databaseUrl,
        APP_SECRET: SECRET,
        CLIENT_DIR: "/nonexistent",
        LOG_LEVEL: "warn",
        REDIS_URL: "",
        TRUST_PROXY: "true",
      },
      { cwd },
    );
    servers.push(server);
    await waitForHealth(server, { ms: 90_000 });
    return server;
  };
  const stop = (server: ServerProcess) => endProcess(server.child, "SIGTERM");

  beforeAll(async () => {
    if (!release) return;
    oldTree = checkOutRelease(ROOT, release);
    // A database of its own, which the previous release creates from nothing, as it did when it was new.
    const serverUrl = process.env.DATABASE_URL ?? (cluster = await startPrivatePostgres()).url;
    const own = await scratchDatabase(serverUrl, "mixed_release", { fixedName: true });
    dropDatabase = own.drop;
    databaseUrl = own.url;
  });
  afterAll(async () => {
    for (const server of servers) await stop(server);
    await dropDatabase();
    await cluster?.destroy();
    if (oldTree) rmSync(oldTree, { recursive: true, force: true });
  });

  it.skipIf(!release)(
    `the previous release and this one save every game through a rolling upgrade (${release?.describedAs ?? "no history"})`,
    async () => {
      const previous = await start(oldTree);
      const families: BenchFamily[] = [];
      for (let i = 0; i < 4; i++) families.push(await createBenchFamily(previous.url));
      const players = families.flatMap((family) => family.players);
      expect(players).toHaveLength(20);

      // Where the load balancer sends a save: the old release alone, both in turn, then the new one alone.
      let rotation: ServerProcess[] = [previous];
      let turn = 0;
      let saving = true;
      const acknowledged: { clientId: string; childId: string; via: ServerProcess }[] = [];
      const failures: string[] = [];
      const inFlight = new Map<ServerProcess, number>();
      const save = async (player: BenchPlayer, address: string) => {
        while (saving) {
          const via = rotation[turn++ % rotation.length] ?? previous;
          const game = buildGame(player.childId);
          inFlight.set(via, (inFlight.get(via) ?? 0) + 1);
          try {
            const answer = await callOverHttp(via.url, { bearer: player.childToken, ip: address }, playApi.saveGame, {
              body: game,
            });
            if (answer.status >= 300) failures.push(`${via.url}: ${answer.status} ${JSON.stringify(answer.json)}`);
            else acknowledged.push({ clientId: game.client_id, childId: player.childId, via });
          } catch (error) {
            failures.push(`${via.url}: ${String(error)}`);
          } finally {
            inFlight.set(via, (inFlight.get(via) ?? 1) - 1);
          }
        }
      };
      const savers = players.map((player, i) => save(player, `203.0.113.${i + 1}`));
      const savedVia = (server: ServerProcess) => acknowledged.filter((a) => a.via === server).length;

      await until("games saved through the previous release", () => acknowledged.length >= 40 || failures.length > 0);
      // The new release starts on the same database and applies its migrations while the old one serves.
      const next = await start(ROOT);
      const oldBefore = savedVia(previous);
      rotation = [previous, next];
      await until(
        "games saved through both releases",
        () => (savedVia(next) >= 60 && savedVia(previous) >= oldBefore + 60) || failures.length > 0,
      );
      // Both read the migrated database for a parent.
      for (const server of [previous, next]) {
        for (const family of families) {
          const read = await callOverHttp(server.url, { cookie: family.parentCookie }, playApi.listChildSessions, {
            params: { childId: family.childId },
          });
          expect(read.status, `${server.url} reads a child's games`).toBe(200);
        }
      }
      // Out of the rotation, its last answers sent, the old release stops.
      rotation = [next];
      await until("the previous release's last answers", () => (inFlight.get(previous) ?? 0) === 0);
      await stop(previous);
      const newBefore = savedVia(next);
      await until(
        "games saved through the new release alone",
        () => savedVia(next) >= newBefore + 40 || failures.length > 0,
      );
      saving = false;
      await Promise.all(savers);

      expect(failures).toEqual([]);
      const sql = new pg.Pool({ connectionString: databaseUrl, max: 1 });
      try {
        const stored = await storedGames(
          sql,
          acknowledged,
          players.map((player) => player.childId),
        );
        expect(stored).toEqual({ misplaced: [], duplicates: 0, total: acknowledged.length });
      } finally {
        await sql.end();
      }
    },
  );
});
