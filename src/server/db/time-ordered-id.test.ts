import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { TIME_ORDERED_ID, timeOfId } from "../../../tests/support/time-ordered-ids";
import { timeOrderedId, timeOrderedIdMaker } from "./time-ordered-id";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a time-ordered id", () => {
  it("is a version 7 UUID (RFC 9562) holding its time, which the API's schemas take as a UUID", () => {
    const at = new Date("2026-12-01T16:04:05.678Z");
    const id = timeOrderedId(at);
    expect(id).toMatch(TIME_ORDERED_ID);
    expect(timeOfId(id)).toEqual(at);
    expect(z.uuid().safeParse(id).success).toBe(true);
  });

  it("keeps the random bits it is given but for the version's and the variant's", () => {
    expect(timeOrderedId(new Date(0), (size) => new Uint8Array(size).fill(0xff))).toBe(
      "00000000-0000-7fff-bfff-ffffffffffff",
    );
    expect(timeOrderedId(new Date(0), (size) => new Uint8Array(size))).toBe("00000000-0000-7000-8000-000000000000");
  });

  it("sorts after every id made in an earlier millisecond, as text and as the database orders uuids", async () => {
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

  it("differs each time in the same millisecond", () => {
    const at = new Date("2026-12-01T16:00:00.000Z");
    expect(new Set(Array.from({ length: 1000 }, () => timeOrderedId(at))).size).toBe(1000);
  });

  it("comes by the count asked from one maker, each with its own random bits, and no more", () => {
    const at = new Date("2026-12-01T16:00:00.000Z");
    const draws: number[] = [];
    const next = timeOrderedIdMaker(at, 31, (size) => {
      draws.push(size);
      return Uint8Array.from({ length: size }, (_, i) => i % 251);
    });
    const ids = Array.from({ length: 31 }, () => next());
    expect(draws).toEqual([31 * 16]);
    expect(new Set(ids).size).toBe(31);
    for (const id of ids) {
      expect(id).toMatch(TIME_ORDERED_ID);
      expect(timeOfId(id)).toEqual(at);
    }
    expect(() => next()).toThrow(RangeError);
  });

  it("is refused for a time it cannot hold", () => {
    expect(() => timeOrderedId(new Date(-1))).toThrow(RangeError);
    expect(() => timeOrderedId(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => timeOrderedId(new Date(0), () => new Uint8Array(15))).toThrow(RangeError);
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
