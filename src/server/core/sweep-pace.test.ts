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

  it("spread quick work over their pace: no piece starts sooner than half the pace after the one before", async () => {
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
      expect((started[i] as number) - (started[i - 1] as number)).toBeGreaterThanOrEqual(pace / 2 - 2);
    }
    expect((started[3] as number) - (started[0] as number)).toBeGreaterThanOrEqual(3 * pace - 2);
  });

  /** A clock that work moves by `workMs` a piece, and each rest by a millisecond more than it was asked for. */
  function lateRests(workMs: (piece: number) => number) {
    let now = 0;
    const started: number[] = [];
    return {
      started,
      time: {
        now: () => now,
        rest: (ms: number) => {
          now += ms + 1;
          return Promise.resolve();
        },
      },
      work: (piece: number) => {
        started.push(now);
        now += workMs(piece);
        return Promise.resolve(true);
      },
    };
  }

  it("keep to their pace over many pieces when each rest runs late, taking it off the next rest", async () => {
    const pace = 4;
    const { started, time, work } = lateRests(() => 0.5);
    await inLanes([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 1, work, pace, time);
    // Each rest late by 1 ms: 5 ms a piece if each were taken whole, 40 ms late over ten; here one late rest in all.
    expect((started[9] as number) - (started[0] as number)).toBe(9 * pace + 1);
    for (let i = 1; i < started.length; i++)
      expect((started[i] as number) - (started[i - 1] as number)).toBeGreaterThanOrEqual(pace / 2);
  });

  it("start their pace again after a slow piece, rather than hurrying the next ones to catch up", async () => {
    const pace = 4;
    const { started, time, work } = lateRests((piece) => (piece === 1 ? 30 : 0.5));
    await inLanes([1, 2, 3, 4], 1, work, pace, time);
    const gaps = started.slice(1).map((at, i) => at - (started[i] as number));
    expect(gaps[0]).toBe(30);
    for (const gap of gaps.slice(1)) expect(gap).toBeGreaterThanOrEqual(pace);
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
