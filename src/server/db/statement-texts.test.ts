import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { StatementTexts } from "./statement-texts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

describe("a statement's text kept for its kind", () => {
  it("is sent again with each call's own values", async () => {
    const texts = new StatementTexts();
    const build = () => sql`select ${sql.placeholder("n")}::int * 2 as twice, ${sql.placeholder("word")}::text as word`;
    const db = t.deps.database.db;
    expect(rowsOf(await texts.execute(db, "double", build, { n: 2, word: "two" }))).toEqual([
      { twice: 4, word: "two" },
    ]);
    expect(rowsOf(await texts.execute(db, "double", build, { n: 21, word: "many" }))).toEqual([
      { twice: 42, word: "many" },
    ]);
  });

  it("refuses, under test, a kind whose text holds a value of its call instead of a placeholder", async () => {
    const texts = new StatementTexts();
    const db = t.deps.database.db;
    const call = (n: number) => texts.execute(db, "frozen", () => sql`select ${n}::int as n`, {});
    expect(rowsOf(await call(1))).toEqual([{ n: 1 }]);
    // The kept text would send 1 again for 2: caught before it reaches the database.
    await expect(call(2)).rejects.toThrow('The statement of kind "frozen" is not the same for every call of its kind');
  });

  it("refuses a kind whose text changes from call to call", async () => {
    const texts = new StatementTexts();
    const db = t.deps.database.db;
    await texts.execute(db, "moving", () => sql`select 1 as one`, {});
    await expect(texts.execute(db, "moving", () => sql`select 2 as one`, {})).rejects.toThrow(/not the same/);
  });
});
