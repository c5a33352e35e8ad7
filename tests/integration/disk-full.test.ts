import { execFileSync } from "node:child_process";
import { closeSync, cpSync, mkdirSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createBenchFamily, type BenchFamily } from "../../scripts/bench/family";
import { freePort } from "../../scripts/free-port";
import { startServerProcess, waitForHealth, type ServerProcess } from "../../scripts/server-process";
import { listChildSessions, saveGame, type SaveGameBody } from "../../src/shared/api/play";
import { health } from "../../src/shared/api/health";
import { productMessages } from "../../src/shared/messages";
import { buildGame } from "../factories";

/**
 * The disk under the embedded database filling up (docs/product/engineering-rules.md#nothing-lost),
 * for real: the server process's DATA_DIR is on a small file system of its own (tmpfs), filled with
 * a ballast file to the last byte. A game saved meanwhile is refused with 503 `storage_full`, which
 * the game outbox keeps and sends again; reads go on; once the ballast is gone the game is saved,
 * once; and the server, killed and started again on the same files, serves every acknowledged game.
 * Mounting needs root (CAP_SYS_ADMIN): where it is refused, the test is skipped and says so.
 */
const SIZE = "160m";

function mountSmallDisk(dir: string): string | null {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${SIZE}`, "tmpfs", dir], { stdio: "pipe" });
    return null;
  } catch (error) {
    const said = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return `mounting a tmpfs needs root (CAP_SYS_ADMIN): ${said || (error instanceof Error ? error.message : "it failed")}`;
  }
}
const unmount = (dir: string) => execFileSync("umount", [dir], { stdio: "pipe" });

const template = inject("embeddedFolder");
const mountPoint = mkdtempSync(path.join(os.tmpdir(), "ms-small-disk-"));
const mountError = template ? mountSmallDisk(mountPoint) : null;
const skipped = !template
  ? "it runs on the embedded database only (this run is on PostgreSQL)"
  : mountError && `a small file system cannot be mounted here; ${mountError}`;

let server: ServerProcess;
let port: number;
let family: BenchFamily;
const dataDir = path.join(mountPoint, "data");
const ballast = path.join(mountPoint, "ballast");

const startServer = async () => {
  server = startServerProcess(port, {
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    APP_SECRET: "disk-full-secret-disk-full-secret-disk-full-01",
    CLIENT_DIR: "/nonexistent",
    LOG_LEVEL: "warn",
    REDIS_URL: "",
  });
  await waitForHealth(server, { ms: 60_000 });
};

const killServer = async () => {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGKILL");
  await exited;
};

/** Writes the ballast until the file system refuses another byte. */
function fillTheDisk() {
  const fd = openSync(ballast, "w");
  try {
    for (const size of [1024 * 1024, 4096, 1]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as { code?: unknown }).code !== "ENOSPC") throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
  const { bavail, bsize } = statfsSync(mountPoint);
  expect(bavail * bsize).toBe(0);
}

async function save(game: SaveGameBody) {
  const res = await fetch(server.url + saveGame.path, {
    method: saveGame.method,
    headers: { origin: server.url, authorization: `Bearer ${family.childToken}`, "content-type": "application/json" },
    body: JSON.stringify(game),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), json: (await res.json()) as unknown };
}

/** The health check's status and what it says of the disk. */
async function diskPart() {
  const res = await fetch(`${server.url}${health.path}`, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, disk: health.response.parse(await res.json()).parts.disk };
}

async function savedGames(): Promise<string[]> {
  const res = await fetch(`${server.url}${listChildSessions.path.replace(":childId", family.childId)}?limit=100`, {
    headers: { authorization: `Bearer ${family.childToken}` },
    signal: AbortSignal.timeout(10_000),
  });
  expect(res.status).toBe(200);
  const { sessions } = (await res.json()) as { sessions: { client_id: string }[] };
  return sessions.map((s) => s.client_id).sort();
}

describe.skipIf(skipped)(`the disk under the embedded database full${skipped ? ` (skipped: ${skipped})` : ""}`, () => {
  beforeAll(async () => {
    mkdirSync(dataDir);
    cpSync(template ?? "", path.join(dataDir, "pglite"), { recursive: true });
    port = await freePort();
    await startServer();
    family = await createBenchFamily(server.url);
  }, 90_000);

  afterAll(async () => {
    await killServer();
    rmSync(ballast, { force: true });
    unmount(mountPoint);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  it("a game saved meanwhile is refused with 503 storage_full, then saved once when there is room, and the database survives", async () => {
    const before = buildGame(family.childId);
    expect((await save(before)).status).toBe(200);

    fillTheDisk();
    const during = buildGame(family.childId);
    for (let i = 0; i < 2; i++) {
      const refused = await save(during);
      expect(refused).toEqual({
        status: 503,
        retryAfter: "60",
        json: { error: { code: "storage_full", message: productMessages.storageFull } },
      });
    }
    // Reads go on: the child's games, and the server's health.
    expect(await savedGames()).toEqual([before.client_id]);
    expect(server.output()).toContain("The disk under the embedded database is full");
    expect(await diskPart()).toMatchObject({ status: 200, disk: { state: "down", last_error: "below_reserve" } });

    // Room again: the outbox's next try is taken, and a repeat is answered with the first result.
    rmSync(ballast);
    const saved = await save(during);
    expect(saved.status).toBe(200);
    const repeat = await save(during);
    expect(repeat.status).toBe(200);
    expect((repeat.json as { session: { id: string } }).session.id).toBe(
      (saved.json as { session: { id: string } }).session.id,
    );
    expect(await diskPart()).toMatchObject({ status: 200, disk: { state: "up", last_error: null } });

    // Killed and started again on the same files: every acknowledged game, once.
    await killServer();
    await startServer();
    expect(await savedGames()).toEqual([before.client_id, during.client_id].sort());
  }, 90_000);
});

// The mount point is left empty and unmounted where mounting failed.
if (skipped) rmSync(mountPoint, { recursive: true, force: true });
