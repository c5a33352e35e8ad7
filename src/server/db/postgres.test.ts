import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { SWEEP_THREAD_DATABASE } from "../sweep-thread";
import type { OpenOptions } from "./database";
import { IDLE_CONNECTION_MS, openPostgres } from "./postgres";
import { rowsOf } from "./rows";

const url = process.env.DATABASE_URL;
const commits = rowsOf(z.object({ synchronous_commit: z.string() }));
const backends = rowsOf(z.object({ pid: z.number() }));
const processes = rowsOf(z.object({ workers: z.string(), jit: z.string() }));
const PROCESSES = "select current_setting('max_parallel_workers_per_gather') as workers, current_setting('jit') as jit";

/** What `read` answers on each connection of a pool opened with `options`: both taken at once, so both are read. */
async function onEachConnection(options: OpenOptions, read: SQL): Promise<unknown[]> {
  const database = await openPostgres(url as string, { ...options, maxConnections: 2 });
  try {
    const once = () => database.db.transaction(async (tx) => tx.execute(read));
    return await Promise.all([once(), once()]);
  } finally {
    await database.close();
  }
}

describe.skipIf(!url)("openPostgres's commits", () => {
  const commitsOf = async (options: OpenOptions) =>
    (await onEachConnection(options, sql`show synchronous_commit`)).map(
      (answer) => commits.parse(answer).rows[0]?.synchronous_commit,
    );

  it("wait for the disk on the server's own connections", async () => {
    expect(await commitsOf({ migrate: false })).toEqual(["on", "on"]);
  });

  it("do not on the connections of the sweeps' thread, whose work is redone when lost", async () => {
    expect(await commitsOf(SWEEP_THREAD_DATABASE)).toEqual(["off", "off"]);
  });
});

describe.skipIf(!url)("openPostgres's statements", () => {
  const processesOf = async (options: OpenOptions) =>
    (await onEachConnection(options, sql.raw(PROCESSES))).map((answer) => processes.parse(answer).rows[0]);

  it("run on one process each on the sweeps' thread, leaving the other cores to the saves", async () => {
    expect(await processesOf(SWEEP_THREAD_DATABASE)).toEqual([
      { workers: "0", jit: "off" },
      { workers: "0", jit: "off" },
    ]);
  });

  it("keep the database's own settings on the server's connections", async () => {
    const plain = new pg.Client({ connectionString: url });
    await plain.connect();
    const own = await plain.query(PROCESSES).finally(() => plain.end());
    const database = processes.parse(own).rows[0];
    expect(await processesOf({ migrate: false })).toEqual([database, database]);
  });
});

describe.skipIf(!url)("openPostgres's pool", () => {
  it("keeps a connection through a lull of a minute, and gives it back after a long one", async () => {
    // The pool's idle timers only: the connection's own input and output stay real.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const database = await openPostgres(url as string, { migrate: false, maxConnections: 1 });
    try {
      const backend = async () =>
        backends.parse(await database.db.execute(sql`select pg_backend_pid() as pid`)).rows[0]?.pid;
      const first = await backend();
      // The pool's own default closed it after 10 s: a burst of saves after a lull opened it again.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await backend()).toBe(first);
      await vi.advanceTimersByTimeAsync(IDLE_CONNECTION_MS);
      expect(await backend()).not.toBe(first);
    } finally {
      vi.useRealTimers();
      await database.close();
    }
  });
});
