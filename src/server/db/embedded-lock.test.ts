import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openScriptDeps, ScriptError } from "../../../scripts/script-deps";
import { openDatabase } from "./client";
import { lockEmbeddedDatabase } from "./embedded-lock";

const folder = () => mkdtemp(path.join(tmpdir(), "ms-lock-"));

/** The id of a process that has run and ended. */
async function endedProcessId(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid ?? 0;
}

describe("the embedded database's folder, for one server at a time", () => {
  it("refuses a second server while the first holds it, saying which and what to do, and lets one in once it is closed", async () => {
    const dataDir = await folder();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      new RegExp(`Another server \\(process ${process.pid}\\) is using the embedded database in .*stop it first`),
    );
    // The refused one changed nothing: the first still works, and still holds the lock.
    expect(await first.ping()).toBe(true);
    expect(await readFile(path.join(dataDir, "pglite.lock"), "utf8")).toBe(`${process.pid}\n`);
    await first.close();
    expect(existsSync(path.join(dataDir, "pglite.lock"))).toBe(false);
    const second = await openDatabase({ dataDir });
    expect(await second.ping()).toBe(true);
    await second.close();
  });

  it("keeps a script out of a folder a server holds, with a message and no stack", async () => {
    const dataDir = await folder();
    const server = await openDatabase({ dataDir });
    const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
    try {
      process.env.DATA_DIR = dataDir;
      delete process.env.DATABASE_URL;
      const refused = await openScriptDeps().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ScriptError);
      expect((refused as Error).message).toMatch(/Another server \(process \d+\) is using the embedded database/);
    } finally {
      Object.assign(process.env, saved);
      if (saved.DATA_DIR === undefined) delete process.env.DATA_DIR;
      if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
      await server.close();
    }
  });

  it("takes over a lock left by a server that no longer runs", async () => {
    const lockFile = path.join(await folder(), "pglite.lock");
    await writeFile(lockFile, `${await endedProcessId()}\n`);
    const unlock = await lockEmbeddedDatabase(lockFile);
    expect(await readFile(lockFile, "utf8")).toBe(`${process.pid}\n`);
    await unlock();
    expect(existsSync(lockFile)).toBe(false);
  });

  it("lets exactly one of several servers starting at once have it", async () => {
    const lockFile = path.join(await folder(), "pglite.lock");
    const tries = await Promise.allSettled(Array.from({ length: 5 }, () => lockEmbeddedDatabase(lockFile)));
    expect(tries.filter((t) => t.status === "fulfilled")).toHaveLength(1);
  });
});
