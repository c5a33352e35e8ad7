import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createRetryLoop,
  FIRST_RETRY_MS,
  LONGEST_RETRY_AFTER_MS,
  LONGEST_RETRY_MS,
  RETRY_JITTER,
  retryDelayMs,
} from "./outbox-retry";

const middle = () => 0.5;

describe("how long the outbox waits before sending again", () => {
  it("waits 5 s, then twice as long each time, to at most a minute", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => retryDelayMs(n, middle))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000, 60_000,
    ]);
    expect(FIRST_RETRY_MS).toBe(5_000);
    expect(LONGEST_RETRY_MS).toBe(60_000);
  });

  it("moves each wait by up to a fifth either way, at random", () => {
    expect(RETRY_JITTER).toBe(0.2);
    expect(retryDelayMs(1, () => 0)).toBe(4_000);
    expect(retryDelayMs(1, () => 0.999_999)).toBe(6_000);
    expect(retryDelayMs(9, () => 0)).toBe(48_000);
    expect(retryDelayMs(9, () => 0.999_999)).toBe(72_000);
  });

  it("never sends sooner than the server's Retry-After, nor waits on it past five minutes", () => {
    expect(retryDelayMs(1, middle, 30_000)).toBe(30_000);
    expect(retryDelayMs(4, middle, 1_000)).toBe(40_000);
    expect(LONGEST_RETRY_AFTER_MS).toBe(300_000);
    expect(retryDelayMs(1, middle, 3_600_000)).toBe(300_000);
  });
});

describe("the outbox's retries while the app is open", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  /** A loop whose sync leaves `waiting()` games, counting its runs. */
  function loop(waiting: () => number) {
    const runs: number[] = [];
    const retries = createRetryLoop({
      sync: () => {
        runs.push(Date.now());
        return Promise.resolve(waiting());
      },
      random: middle,
    });
    return { retries, runs };
  }

  it("sends a game that failed at the end of a game 5 s later, then backs off while it still fails", async () => {
    let left = 1;
    const { retries, runs } = loop(() => left);
    const start = Date.now();
    retries.failed(null);
    expect(retries.scheduled).toBe(true);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(runs.map((t) => t - start)).toEqual([5_000, 15_000, 35_000]);
    // Saved: nothing more is set.
    left = 0;
    await vi.advanceTimersByTimeAsync(40_000);
    expect(runs).toHaveLength(4);
    expect(retries.scheduled).toBe(false);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(runs).toHaveLength(4);
    retries.stop();
  });

  it("starts afresh and tries at once when the app comes back to the front", async () => {
    const { retries, runs } = loop(() => 1);
    const start = Date.now();
    await retries.now();
    await vi.advanceTimersByTimeAsync(5_000 + 10_000);
    expect(runs).toHaveLength(3);
    // The next would be 20 s later: the app in front sends now, and 5 s after that.
    retries.hurry();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs.map((t) => t - start)).toEqual([0, 5_000, 15_000, 15_000, 20_000]);

    retries.stop();
  });

  it("waits out a 503's Retry-After, even when the app comes back to the front", async () => {
    const { retries, runs } = loop(() => 1);
    const start = Date.now();
    retries.failed(30_000);
    retries.hurry();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.map((t) => t - start)).toEqual([30_000]);
    retries.stop();
  });

  it("runs one sync at a time, and nothing after it is stopped", async () => {
    let release: (n: number) => void = () => undefined;
    let calls = 0;
    const retries = createRetryLoop({
      sync: () => {
        calls++;
        return new Promise<number>((resolve) => (release = resolve));
      },
      random: middle,
    });
    void retries.now();
    void retries.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    release(1);
    // The second ask runs after the first.
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(2);
    retries.stop();
    release(1);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(calls).toBe(2);
    expect(retries.scheduled).toBe(false);
  });
});
