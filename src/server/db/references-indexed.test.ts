import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the migrated schema", () => {
  it("has, for every reference, an index that leads with its columns", async () => {
    // Deleting a game, a child or a family makes PostgreSQL find the rows that name it in every table that
    // references it (to delete them or set them to null): without such an index it reads the whole table, once for
    // each row deleted, and a family's deletion grows with everyone's data (decision 0037).
    const result = await t.deps.database.db.execute(sql`
      select c.conrelid::regclass::text as "table", c.conname as "reference"
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid
            and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
            and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey
        )
      order by 1, 2`);
    expect((result as { rows: unknown[] }).rows).toEqual([]);
  });
});
