import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMBEDDED_STATEMENTS_KEPT, keepStatementsParsed } from "./embedded-statements";

/** Two databases alike: one answering through kept statements, one through PGlite's own query. */
let kept: PGlite;
let plain: PGlite;

const schema = `
  create table t (
    id serial primary key,
    name text not null unique,
    at timestamptz not null default '2026-11-27T08:00:00Z',
    day date not null default '2026-11-27',
    score numeric not null default 1.5,
    tags text[] not null default '{}',
    facts jsonb not null default '{}',
    big bigint not null default 9007199254740993,
    flag boolean not null default true
  );`;

beforeAll(async () => {
  kept = await PGlite.create();
  plain = await PGlite.create();
  await kept.exec(schema);
  await plain.exec(schema);
  keepStatementsParsed(kept);
});

afterAll(async () => {
  await kept.close();
  await plain.close();
});

const dateParsers = { 1184: (value: string) => value, 1082: (value: string) => value };

describe("statements kept parsed in the embedded database", () => {
  it("answers every statement exactly as the database's own query does, run after run", async () => {
    const insert = "insert into t (name, tags, facts, score) values ($1, $2, $3, $4) returning *";
    const select = "select id, name, at, day, score, tags, facts, big, flag from t where name = any($1) order by id";
    for (const db of [kept, plain]) {
      for (const [name, tags, facts, score] of [
        ["Ava", ["a", "b,c", 'd"e'], { x: 1, y: [2] }, 2.25],
        ["Ben", [], { nested: { deep: "é ✓" } }, null],
        ["Cai", ["{}"], [], 0],
      ] as const) {
        await db.query(insert, [name, tags, JSON.stringify(facts), score ?? 3]);
      }
    }
    for (const options of [undefined, { rowMode: "array" as const }, { parsers: dateParsers }]) {
      const ours = await kept.query(select, [["Ava", "Ben", "Cai"]], options);
      const theirs = await plain.query(select, [["Ava", "Ben", "Cai"]], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const updated = await kept.query("update t set flag = $1 where name <> $2", [false, "Ava"]);
    expect(updated.affectedRows).toBe(2);
    expect((await kept.query("select count(*)::int as n from t where flag")).rows).toEqual([{ n: 1 }]);
  });

  it("gives the database's error, with the statement, and goes on answering after it", async () => {
    const insert = "insert into t (name) values ($1)";
    await kept.query(insert, ["Dev"]);
    const failed = await kept.query(insert, ["Dev"]).catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: "23505", query: insert, params: ["Dev"] });
    await expect(kept.query("select nonsense from t")).rejects.toMatchObject({ code: "42703" });
    expect((await kept.query(insert, ["Eve"])).affectedRows).toBe(1);
  });

  it("keeps a transaction's statements in it: a rollback undoes them, a commit keeps them", async () => {
    const insert = "insert into t (name) values ($1)";
    await expect(
      kept.transaction(async (tx) => {
        await tx.query(insert, ["Fay"]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await kept.transaction(async (tx) => {
      await tx.query(insert, ["Gus"]);
      expect((await tx.query("select count(*)::int as n from t where name = $1", ["Gus"])).rows).toEqual([{ n: 1 }]);
    });
    const names = await kept.query<{ name: string }>("select name from t where name = any($1)", [["Fay", "Gus"]]);
    expect(names.rows).toEqual([{ name: "Gus" }]);
  });

  it("parses a kept statement afresh when a table it reads has changed", async () => {
    const all = "select * from t where name = $1";
    expect(Object.keys((await kept.query<object>(all, ["Ava"])).rows[0] ?? {})).not.toContain("nickname");
    await kept.exec("alter table t add column nickname text not null default 'Aves'");
    expect((await kept.query(all, ["Ava"])).rows[0]).toMatchObject({ name: "Ava", nickname: "Aves" });
  });

  it("keeps at most its limit of statements, dropping the least recently used, and still answers them all", async () => {
    for (let i = 0; i < EMBEDDED_STATEMENTS_KEPT + 20; i++) {
      expect((await kept.query<{ n: number }>(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: i + 1 }]);
    }
    const prepared = await kept.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements");
    expect(prepared.rows[0]?.n).toBe(EMBEDDED_STATEMENTS_KEPT);
    expect((await kept.query<{ n: number }>("select $1::int + 0 as n", [5])).rows).toEqual([{ n: 5 }]);
  });
});
