import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { TIME_ORDERED_ID, timeOfId } from "../../../tests/support/time-ordered-ids";
import { timeOrderedId } from "../../shared/ids/time-ordered-id";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a time-ordered id", () => {
  it("sorts after every id made in an earlier millisecond, as the database orders uuids", async () => {
    const start = Date.parse("2026-12-01T16:00:00.000Z");
    const ids = Array.from({ length: 200 }, (_, i) => timeOrderedId(new Date(start + i * 7)));
    // Odd places first, each half backwards: no id beside its neighbour.
    const shuffled = [...ids.filter((_, i) => i % 2 === 1).reverse(), ...ids.filter((_, i) => i % 2 === 0).reverse()];
    expect([...shuffled].sort()).toEqual(ids);
    const result = await t.deps.database.db.execute(
      sql`select id::text from unnest(${`{${shuffled.join(",")}}`}::uuid[]) as id order by id`,
    );
    expect((result as { rows: Array<{ id: string }> }).rows.map((r) => r.id)).toEqual(ids);
  });
});

describe("the database's time_ordered_uuid()", () => {
  it("makes the same kind of id for the time it is given, and by default for the time it is called", async () => {
    const result = await t.deps.database.db.execute(sql`
      select time_ordered_uuid('2026-12-01T16:04:05.678Z')::text as given,
        time_ordered_uuid()::text as now, clock_timestamp() as clock`);
    const [row] = (result as { rows: Array<{ given: string; now: string; clock: Date | string }> }).rows;
    expect(row?.given).toMatch(TIME_ORDERED_ID);
    expect(timeOfId(row?.given ?? "")).toEqual(new Date("2026-12-01T16:04:05.678Z"));
    const made = timeOfId(row?.now ?? "").getTime();
    expect(made).toBeLessThanOrEqual(new Date(row?.clock ?? 0).getTime());
    expect(made).toBeGreaterThan(new Date(row?.clock ?? 0).getTime() - 60_000);
  });

  it("is the default id of a game and of its questions, whoever writes them", async () => {
    const result = await t.deps.database.db.execute(sql`
      select column_name as name, column_default as made from information_schema.columns
      where table_schema = 'public' and column_name = 'id' and table_name in ('sessions', 'questions')
      order by table_name`);
    expect((result as { rows: unknown[] }).rows).toEqual([
      { name: "id", made: "time_ordered_uuid()" },
      { name: "id", made: "time_ordered_uuid()" },
    ]);
  });
});
