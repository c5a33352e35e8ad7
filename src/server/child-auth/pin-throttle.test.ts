import { describe, expect, it } from "vitest";
import {
  counterAfterFailure,
  counterIsOpen,
  freshCounter,
  ipAfterFailure,
  ipIsOpen,
  type IpWindow,
  type PinCounter,
} from "./pin-throttle";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const now = new Date("2026-06-01T09:00:00.000Z");
const at = (ms: number) => new Date(now.getTime() + ms);

/** The counter after `n` consecutive failures, each at `now`. */
function afterFailures(n: number): PinCounter {
  let counter = freshCounter();
  for (let i = 0; i < n; i++) counter = counterAfterFailure(counter, now);
  return counter;
}

describe("PIN failure schedule (docs/product/engineering-rules.md#child-pin-defence)", () => {
  it.each([
    [1, null],
    [2, null],
    [3, null],
    [4, null],
    [5, MINUTE],
    [6, 5 * MINUTE],
    [7, 15 * MINUTE],
    [8, 15 * MINUTE],
    [9, HOUR],
  ])("after failure %i the counter is locked for %s ms", (failures, delay) => {
    const counter = afterFailures(failures);
    expect(counter).toEqual({
      failures,
      lockedUntil: delay === null ? null : at(delay),
      disabled: false,
    });
    expect(counterIsOpen(counter, now)).toBe(delay === null);
  });

  it("turns PIN sign-in off at the 10th failure, with no end time", () => {
    const counter = afterFailures(10);
    expect(counter).toEqual({ failures: 10, lockedUntil: null, disabled: true });
    expect(counterIsOpen(counter, now)).toBe(false);
    expect(counterIsOpen(counter, at(365 * 24 * HOUR))).toBe(false);
  });

  it("counts the delay from the moment of the failure", () => {
    const fourth = afterFailures(4);
    const fifth = counterAfterFailure(fourth, at(7 * MINUTE));
    expect(fifth.lockedUntil).toEqual(at(8 * MINUTE));
  });

  it("starts open", () => {
    expect(freshCounter()).toEqual({ failures: 0, lockedUntil: null, disabled: false });
    expect(counterIsOpen(freshCounter(), now)).toBe(true);
  });
});

describe("counterIsOpen at the boundary instants", () => {
  it.each([
    [5, MINUTE],
    [6, 5 * MINUTE],
    [7, 15 * MINUTE],
    [8, 15 * MINUTE],
    [9, HOUR],
  ])("after failure %i: closed 1 ms before the lock ends, open at its end", (failures, delay) => {
    const counter = afterFailures(failures);
    expect(counterIsOpen(counter, at(delay - 1))).toBe(false);
    expect(counterIsOpen(counter, at(delay))).toBe(true);
    expect(counterIsOpen(counter, at(delay + 1))).toBe(true);
  });

  it("keeps a disabled counter closed even if it carries a past lock time", () => {
    expect(counterIsOpen({ failures: 10, lockedUntil: at(-HOUR), disabled: true }, now)).toBe(false);
  });
});

describe("per-IP window: 20 failures an hour", () => {
  function windowAfter(failures: number, when = now): IpWindow | undefined {
    let window: IpWindow | undefined;
    for (let i = 0; i < failures; i++) window = ipAfterFailure(window, when);
    return window;
  }

  it("is open for an IP with no failures", () => {
    expect(ipIsOpen(undefined, now)).toBe(true);
  });

  it("allows the 20th failure and refuses the 21st attempt within the hour", () => {
    expect(ipIsOpen(windowAfter(19), now)).toBe(true);
    const full = windowAfter(20);
    expect(full).toEqual({ failures: 20, windowStart: now });
    expect(ipIsOpen(full, now)).toBe(false);
    expect(ipIsOpen(full, at(HOUR - 1))).toBe(false);
  });

  it("keeps the window's start while failures accumulate inside it", () => {
    const first = ipAfterFailure(undefined, now);
    const second = ipAfterFailure(first, at(30 * MINUTE));
    expect(second).toEqual({ failures: 2, windowStart: now });
  });

  it("resets an hour after the window started", () => {
    const full = windowAfter(20);
    expect(ipIsOpen(full, at(HOUR))).toBe(true);
    expect(ipAfterFailure(full, at(HOUR))).toEqual({ failures: 1, windowStart: at(HOUR) });
  });

  it("counts failures spread over the hour in one window", () => {
    let window: IpWindow | undefined;
    for (let i = 0; i < 20; i++) window = ipAfterFailure(window, at(i * 3 * MINUTE));
    expect(window).toEqual({ failures: 20, windowStart: now });
    expect(ipIsOpen(window, at(59 * MINUTE))).toBe(false);
    expect(ipIsOpen(window, at(HOUR))).toBe(true);
  });
});
