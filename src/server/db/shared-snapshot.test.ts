import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { testDatabase } from "../../../tests/support/test-app";
import { rowsOf } from "./rows";
import { besideSnapshot } from "./shared-snapshot";

const counted = rowsOf(z.object({ n: z.coerce.number() }));
const backend = rowsOf(z.object({ pid: z.coerce.number(), readOnly: z.string() }));
const BACKEND = sql`select pg_backend_pid() as pid, current_setting('transaction_read_only') as "readOnly"`;

describe("besideSnapshot", () => {
  it("reads on a second connection what the first reads, not what was committed since", async () => {
    const database = await testDatabase();
    const { db } = database;
    const table = sql.raw(`snapshot_probe_${Date.now().toString(36)}`);
    await db.execute(sql`create table ${table} (n int)`);
    await db.execute(sql`insert into ${table} values (1), (2)`);
    const count = async (tx: typeof db) =>
      counted.parse(await tx.execute(sql`select count(*) as n from ${table}`)).rows;
    const seen = await db.transaction(
      async (tx) => {
        const before = await count(tx);
        // Committed by another connection after the first reader's snapshot was taken (the embedded database has
        // none: its one connection waits for this transaction).
        if (database.kind === "postgres") await db.execute(sql`insert into ${table} values (3)`);
        const beside = await besideSnapshot(database, tx, async (other) => ({
          rows: await count(other),
          ...backend.parse(await other.execute(BACKEND)).rows[0],
        }));
        const own = backend.parse(await tx.execute(BACKEND)).rows[0];
        return { before, beside, ownPid: own?.pid };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    const after = await count(db);
    await db.execute(sql`drop table ${table}`);
    if (database.kind === "pglite") {
      // One connection: nothing to share with, and the caller reads alone.
      expect(seen.beside).toBeNull();
      return;
    }
    expect(after).toEqual([{ n: 3 }]);
    expect(seen.before).toEqual([{ n: 2 }]);
    expect(seen.beside?.value.rows).toEqual([{ n: 2 }]);
    expect(seen.beside?.value.pid).not.toBe(seen.ownPid);
    expect(seen.beside?.value.readOnly).toBe("on");
  });
});
