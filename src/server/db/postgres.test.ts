import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SWEEP_THREAD_DATABASE } from "../sweep-thread";
import type { OpenOptions } from "./database";
import { openPostgres } from "./postgres";
import { rowsOf } from "./rows";

const url = process.env.DATABASE_URL;
const setting = rowsOf(z.object({ synchronous_commit: z.string() }));
const processes = rowsOf(z.object({ workers: z.string(), jit: z.string() }));

describe.skipIf(!url)("openPostgres's commits", () => {
  const commitsOf = async (options: OpenOptions) => {
    const database = await openPostgres(url as string, { ...options, maxConnections: 2 });
    try {
      // Both connections of the pool, taken at once, so that each one's setting is read.
      const read = () => database.db.transaction(async (tx) => tx.execute(sql`show synchronous_commit`));
      const answers = await Promise.all([read(), read()]);
      return answers.map((answer) => setting.parse(answer).rows[0]?.synchronous_commit);
    } finally {
      await database.close();
    }
  };

  it("wait for the disk on the server's own connections", async () => {
    expect(await commitsOf({ migrate: false })).toEqual(["on", "on"]);
  });

  it("do not on the connections of the sweeps' thread, whose work is redone when lost", async () => {
    expect(await commitsOf(SWEEP_THREAD_DATABASE)).toEqual(["off", "off"]);
  });
});

describe.skipIf(!url)("openPostgres's statements", () => {
  const processesOf = async (options: OpenOptions) => {
    const database = await openPostgres(url as string, { ...options, maxConnections: 2 });
    try {
      const read = () =>
        database.db.transaction(async (tx) =>
          tx.execute(
            sql`select current_setting('max_parallel_workers_per_gather') as workers, current_setting('jit') as jit`,
          ),
        );
      const answers = await Promise.all([read(), read()]);
      return answers.map((answer) => processes.parse(answer).rows[0]);
    } finally {
      await database.close();
    }
  };

  it("run on one process each on the sweeps' thread, leaving the other cores to the saves", async () => {
    expect(await processesOf(SWEEP_THREAD_DATABASE)).toEqual([
      { workers: "0", jit: "off" },
      { workers: "0", jit: "off" },
    ]);
  });

  it("keep the database's own settings on the server's connections", async () => {
    const plain = new pg.Client({ connectionString: url });
    await plain.connect();
    const own = await plain
      .query("select current_setting('max_parallel_workers_per_gather') as workers, current_setting('jit') as jit")
      .finally(() => plain.end());
    const database = processes.parse(own).rows[0];
    expect(await processesOf({ migrate: false })).toEqual([database, database]);
  });
});
