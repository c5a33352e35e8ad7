import { describe, expect, it } from "vitest";
import { inLanes } from "./sweep-pace";

describe("a sweep's lanes", () => {
  it("do every item, one lane after another, and stop taking items once the work says so", async () => {
    const done: number[] = [];
    const stopped = await inLanes([1, 2, 3, 4, 5], 1, (item) => {
      done.push(item);
      return Promise.resolve(item < 3);
    });
    expect(stopped).toBe(true);
    expect(done).toEqual([1, 2, 3]);
  });

  it("spread quick work over their pace: each piece takes at least the pace, its rest included", async () => {
    const started: number[] = [];
    const pace = 40;
    await inLanes(
      [1, 2, 3, 4],
      1,
      () => {
        started.push(performance.now());
        return Promise.resolve(true);
      },
      pace,
    );
    // A busy machine can only make the pieces further apart, never closer (to the timers' millisecond).
    for (let i = 1; i < started.length; i++) {
      expect((started[i] as number) - (started[i - 1] as number)).toBeGreaterThanOrEqual(pace - 2);
    }
  });

  it("give the saves a turn between two pieces of work without a pace", async () => {
    const order: string[] = [];
    await inLanes([1, 2], 1, (item) => {
      order.push(`work ${item}`);
      if (item === 1) setImmediate(() => order.push("a save's turn"));
      return Promise.resolve(true);
    });
    expect(order).toEqual(["work 1", "a save's turn", "work 2"]);
  });
});
