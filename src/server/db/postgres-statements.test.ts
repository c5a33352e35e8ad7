import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSTGRES_STATEMENTS_KEPT, prepareStatementsOnEachConnection, statementName } from "./postgres-statements";

const url = process.env.DATABASE_URL;

describe.skipIf(!url)("statements prepared on each PostgreSQL connection", () => {
  let pool: pg.Pool;
  let enabled = false;

  beforeAll(() => {
    // One connection, so that what it has prepared can be asked of it.
    pool = new pg.Pool({ connectionString: url, max: 1 });
    prepareStatementsOnEachConnection(pool, () => enabled);
  });
  afterAll(() => pool.end());

  const prepared = async () =>
    (await pool.query<{ name: string }>("select name from pg_prepared_statements")).rows.map((row) => row.name);
  const sum = { text: "select $1::int + $2::int as n, now() is not null as ok" };

  it("names nothing until enabled (the migrations run unnamed)", async () => {
    expect((await pool.query({ ...sum, values: [1, 2] })).rows).toEqual([{ n: 3, ok: true }]);
    expect(await prepared()).not.toContain(statementName(sum.text));
  });

  it("then prepares each text once per connection and answers as before, run after run", async () => {
    enabled = true;
    for (let i = 0; i < 3; i++) {
      expect((await pool.query({ ...sum, values: [i, 2] })).rows).toEqual([{ n: i + 2, ok: true }]);
    }
    expect((await prepared()).filter((name) => name === statementName(sum.text))).toHaveLength(1);
    await expect(pool.query({ text: "select nonsense", values: [] })).rejects.toMatchObject({ code: "42703" });
    expect((await pool.query({ ...sum, values: [5, 5] })).rows).toEqual([{ n: 10, ok: true }]);
  });

  it("keeps a connection's names within the limit, sending further texts unnamed", async () => {
    for (let i = 0; i < POSTGRES_STATEMENTS_KEPT + 10; i++) {
      expect((await pool.query({ text: `select $1::int + ${i} as n`, values: [1] })).rows).toEqual([{ n: i + 1 }]);
    }
    expect((await prepared()).length).toBe(POSTGRES_STATEMENTS_KEPT);
  });
});
