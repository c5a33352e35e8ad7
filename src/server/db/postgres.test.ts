import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SWEEP_THREAD_DATABASE } from "../sweep-thread";
import type { OpenOptions } from "./database";
import { openPostgres } from "./postgres";
import { rowsOf } from "./rows";

const url = process.env.DATABASE_URL;
const setting = rowsOf(z.object({ synchronous_commit: z.string() }));

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
