import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildFamily, signInChild, signInParent } from "../../../tests/factories";
import { familyWithHistory, gamesAroundACopy } from "../../../tests/support/backup-drill";
import { callOkOn } from "../../../tests/support/call-as";
import { familyView, gameIdsOf } from "../../../tests/support/family-view";
import { migratedDataDir } from "../../../tests/support/migrated-data-dir";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { openDatabase, type Database } from "../db/client";
import { finishRestore } from "../db/embedded-data-dir";
import { lockEmbeddedDatabase } from "../db/embedded-lock";
import { BackupError } from "./backup-error";
import { serveLiveBackups, type LiveBackupSocket } from "./live-backup-socket";
import { restoreEmbeddedDatabase } from "./restore-backup";
import { backUpEmbeddedDatabase } from "./take-backup";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const silent = pino({ level: "silent" });

describe.skipIf(process.env.DATABASE_URL)("a backup of the embedded database, taken while the server runs", () => {
  let dataDir: string;
  let database: Database;
  let t: TestApp;
  let socket: LiveBackupSocket | null;
  /** Whether the server has taken the backup's copy (the moment after which a game begun is not in it). */
  let copied = false;
  /** Saves under way when the copy began, and how many are now. */
  let savingAtCopy = 0;
  let saving: () => number = () => 0;

  beforeAll(async () => {
    dataDir = migratedDataDir("ms-backup-");
    database = await openDatabase({ dataDir });
    t = await createTestApp({ database, config: { dataDir } });
    const snapshot = async () => {
      savingAtCopy = saving();
      const copy = (await database.snapshot?.()) ?? new Uint8Array();
      copied = true;
      return copy;
    };
    socket = await serveLiveBackups(dataDir, snapshot, {
      log: silent,
      clock: t.clock.now,
    });
  });
  afterAll(async () => {
    await socket?.close();
    await t.close();
    await database.close();
  });

  it("restores into a new folder a server that has every game answered before it, and the family signs in", async () => {
    expect(socket).not.toBeNull();
    const { family, before } = await familyWithHistory(t);
    const view = async (app: TestApp) =>
      familyView(
        callOkOn(app),
        await signInParent(app, family.parent),
        family.children.map((kid) => kid.id),
      );
    expect(before.children.every((kid) => kid.games.length === 2 && kid.badges.length > 0)).toBe(true);
    expect(before.missions).toHaveLength(1);
    expect(before.subscription.premium).toBe(true);

    // Twenty children of four other families save game after game, and the backup is taken among them.
    const others = await Promise.all(Array.from({ length: 4 }, () => buildFamily(t, { children: 5 })));
    const players = others.flatMap((other) => other.children);
    expect(players).toHaveLength(20);
    // Each saves two games at least, and one begun once the server has taken its copy.
    const games = gamesAroundACopy(t, players, () => copied);
    const { answered, startedAfter } = games;
    saving = games.inFlight;
    let answeredBefore: Set<string> | null = null;
    const file = path.join(await mkdtemp(path.join(tmpdir(), "ms-backup-file-")), "family.tar.gz");
    const backup = async () => {
      await games.twentyAnswered;
      answeredBefore = new Set(answered);
      return backUpEmbeddedDatabase(dataDir, file);
    };
    const [taken] = await Promise.all([backup(), games.playAll()]);
    expect(taken.from).toBe("server");
    const sent = new Set(answered);
    expect(answeredBefore).not.toBeNull();
    expect(savingAtCopy).toBeGreaterThan(0);
    expect(startedAfter.size).toBe(20);

    const restoredDir = await mkdtemp(path.join(tmpdir(), "ms-restored-"));
    expect(await restoreEmbeddedDatabase({ dataDir: restoredDir, file, force: false, now: t.clock.now() })).toEqual({
      keptAs: null,
    });
    const restored = await openDatabase({ dataDir: restoredDir });
    const r = await createTestApp({ database: restored, config: { dataDir: restoredDir } });
    try {
      expect(await view(r)).toEqual(before);
      expect((await signInChild(r, family.parent.email, family.child.pin)).status).toBe(200);
      const restoredIds = new Set(
        (
          await Promise.all(
            others.map(async (other) => {
              const caller = await signInParent(r, other.parent);
              return (await Promise.all(other.children.map((kid) => gameIdsOf(callOkOn(r), caller, kid.id)))).flat();
            }),
          )
        ).flat(),
      );
      // Every game answered before the backup began is there; none begun after it ended; nothing else.
      expect([...(answeredBefore ?? [])].filter((id) => !restoredIds.has(id))).toEqual([]);
      expect([...restoredIds].filter((id) => !sent.has(id) || startedAfter.has(id))).toEqual([]);
    } finally {
      await r.close();
      await restored.close();
    }
  });
});

/** A file that is a backup: the migrated database's files the run made once (tests/support/embedded-template.ts). */
const templateBackup = () => inject("embeddedTemplate") ?? "";

/** What a folder holds, each entry with its size, to show it unchanged. */
async function listing(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name);
      return `${path.relative(folder, full)} ${entry.isFile() ? (await stat(full)).size : "dir"}`;
    }),
  ).then((lines) => lines.sort());
}

describe.skipIf(process.env.DATABASE_URL)("restoring a backup", () => {
  const now = new Date("2026-11-29T04:12:43.000Z");

  it("refuses to replace a database without --force; with it, keeps the one replaced beside", async () => {
    const dataDir = migratedDataDir("ms-restore-");
    const was = await listing(dataDir);
    const refused = await restoreEmbeddedDatabase({ dataDir, file: templateBackup(), force: false, now }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as Error).message).toMatch(/already holds a database.*--force/);
    expect(await listing(dataDir)).toEqual(was);

    const { keptAs } = await restoreEmbeddedDatabase({ dataDir, file: templateBackup(), force: true, now });
    expect(keptAs).toBe(path.join(dataDir, "pglite.before-restore-2026-11-29T04-12-43Z"));
    expect((await readdir(dataDir)).sort()).toEqual(["pglite", "pglite.before-restore-2026-11-29T04-12-43Z"]);
    expect(existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
  });

  it("refuses a file that is not a backup, or while a server holds the folder, leaving the database as it was", async () => {
    const dataDir = migratedDataDir("ms-restore-");
    const was = await listing(dataDir);
    const folder = await mkdtemp(path.join(tmpdir(), "ms-not-a-backup-"));
    const garbage = path.join(folder, "garbage.tar.gz");
    await writeFile(garbage, Buffer.from("\x1f\x8b not really a compressed database ".repeat(200), "latin1"));
    const truncated = path.join(folder, "truncated.tar");
    await writeFile(truncated, (await readFile(templateBackup())).subarray(0, 300_000));
    for (const file of [garbage, truncated]) {
      const refused = await restoreEmbeddedDatabase({ dataDir, file, force: true, now }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(BackupError);
      expect((refused as Error).message).toContain(`${file} is not a backup that can be restored`);
      expect(await listing(dataDir)).toEqual(was);
    }
    const missing = await restoreEmbeddedDatabase({ dataDir, file: path.join(folder, "none"), force: true, now }).catch(
      (e: unknown) => e,
    );
    expect((missing as Error).message).toMatch(/^Cannot read .*none/);

    const unlock = await lockEmbeddedDatabase(path.join(dataDir, "pglite.lock"));
    try {
      const refused = await restoreEmbeddedDatabase({ dataDir, file: templateBackup(), force: true, now }).catch(
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(BackupError);
      expect((refused as Error).message).toMatch(/Another server \(process \d+\).*stopped server's DATA_DIR/s);
    } finally {
      await unlock();
    }
    expect(await listing(dataDir)).toEqual(was);
  });
});

describe.skipIf(process.env.DATABASE_URL)("a restore stopped between its renames", () => {
  it("is finished by the next start, which opens the restored database rather than make an empty one", async () => {
    // Killed after moving the old database aside: the checked backup waits, and no database is in place.
    const dataDir = migratedDataDir("ms-restore-");
    const target = path.join(dataDir, "pglite");
    const keptAs = `${target}.before-restore-2026-11-29T04-12-43Z`;
    await rename(target, `${target}.restoring`);
    await mkdir(keptAs);
    await writeFile(path.join(keptAs, "PG_VERSION"), "17\n");
    await writeFile(`${target}.restore-ready`, keptAs);
    const restoredFiles = (await stat(path.join(`${target}.restoring`, "PG_VERSION"))).ino;

    const database = await openDatabase({ dataDir });
    await database.close();
    expect((await stat(path.join(target, "PG_VERSION"))).ino).toBe(restoredFiles);
    expect((await readdir(dataDir)).sort()).toEqual(["pglite", path.basename(keptAs)]);
  });

  it("is finished from any point after the backup was checked: the old database kept, the backup in its place", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "ms-restore-stopped-"));
    const target = path.join(folder, "pglite");
    const keptAs = `${target}.before-restore-2026-11-29T04-12-43Z`;
    const database = async (dir: string, label: string) => {
      await mkdir(dir);
      await writeFile(path.join(dir, "PG_VERSION"), label);
    };
    // Before the first rename: the old database still in place.
    await database(target, "old");
    await database(`${target}.restoring`, "backup");
    await writeFile(`${target}.restore-ready`, keptAs);
    await finishRestore(target);
    expect(await readFile(path.join(target, "PG_VERSION"), "utf8")).toBe("backup");
    expect(await readFile(path.join(keptAs, "PG_VERSION"), "utf8")).toBe("old");
    expect((await readdir(folder)).sort()).toEqual(["pglite", path.basename(keptAs)]);

    // After the last rename, with only the mark left: nothing moves, the mark goes.
    await writeFile(`${target}.restore-ready`, keptAs);
    await finishRestore(target);
    expect(await readFile(path.join(target, "PG_VERSION"), "utf8")).toBe("backup");
    expect((await readdir(folder)).sort()).toEqual(["pglite", path.basename(keptAs)]);

    // A restoring folder with no mark is a backup not yet checked: the database in place is left alone.
    await database(`${target}.restoring`, "unchecked");
    await finishRestore(target);
    expect(await readFile(path.join(target, "PG_VERSION"), "utf8")).toBe("backup");
  });
});

describe.skipIf(process.env.DATABASE_URL)("npm run backup, when it cannot", () => {
  it("says why and leaves no file: a folder that cannot be written, no database, a process holding the folder", async () => {
    const dataDir = migratedDataDir("ms-backup-refused-");
    const folder = await mkdtemp(path.join(tmpdir(), "ms-backup-to-"));
    await expect(backUpEmbeddedDatabase(dataDir, path.join(folder, "missing", "b.tar.gz"))).rejects.toThrow(
      /^Cannot write .*b\.tar\.gz: its folder does not exist\.$/,
    );
    const empty = await mkdtemp(path.join(tmpdir(), "ms-backup-empty-"));
    await expect(backUpEmbeddedDatabase(empty, path.join(folder, "b.tar.gz"))).rejects.toThrow(
      /no embedded database to back up/,
    );
    // Held by a process that answers no backups (a script, or a server of an older version).
    const unlock = await lockEmbeddedDatabase(path.join(dataDir, "pglite.lock"));
    try {
      const cli = spawn(process.execPath, ["--import", "tsx", "scripts/backup.ts", path.join(folder, "b.tar.gz")], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      });
      let output = "";
      cli.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      cli.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => cli.once("exit", resolve));
      expect(code).toBe(1);
      expect(output).toMatch(/^Another server \(process \d+\) is using the embedded database.*\nIt did not answer/);
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      await unlock();
    }
    expect(await readdir(folder)).toEqual([]);
  });
});
