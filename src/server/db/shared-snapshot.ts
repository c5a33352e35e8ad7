import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, Tx } from "./database";
import { rowsOf } from "./rows";

const exportedSnapshot = rowsOf(z.object({ snapshot: z.string().regex(/^[0-9A-F]+-[0-9A-F]+(-[0-9]+)?$/) }));

/**
 * Runs `work` in a read-only transaction of a second connection that reads
 * exactly what `tx` reads: `tx`'s snapshot, exported to it (PostgreSQL's
 * `pg_export_snapshot`), so that a long read can be shared between two
 * processes of the database and its parts still agree with each other. `tx`
 * must be `repeatable read` (or stricter) and stay open until `work` ends.
 * Null on the embedded database, which has a single connection: `tx` is then
 * the only reader. The pool must hold more connections than there are such
 * pairs at once (each holds one and waits for the other).
 */
export async function besideSnapshot<T>(
  database: Database,
  tx: Tx,
  work: (other: Tx) => Promise<T>,
): Promise<{ value: T } | null> {
  if (database.kind !== "postgres") return null;
  const [exported] = exportedSnapshot.parse(await tx.execute(sql`select pg_export_snapshot() as snapshot`)).rows;
  if (!exported) throw new Error("PostgreSQL exported no snapshot");
  return database.db.transaction(
    async (other) => {
      // A statement of its own, first in the transaction, and not one that takes parameters: the id is checked above.
      await other.execute(sql.raw(`set transaction snapshot '${exported.snapshot}'`));
      return { value: await work(other) };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
