import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SWEEP_THREAD_DATABASE } from "../sweep-thread";
import type { OpenOptions } from "./database";
import { openPostgres } from "./postgres";
import { rowsOf } from "./rows";

const url = process.env.DATABASE_URL;
const commits = rowsOf(z.object({ synchronous_commit: z.string() }));
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
