import { PIN_FAILURES_BEFORE_DISABLE, PIN_IP_FAILURES_PER_HOUR, PIN_LOCK_SCHEDULE_MS } from "../../shared/constants";

/** One failure counter of the child PIN defence (docs/product/engineering-rules.md#child-pin-defence). Pure: time is passed in. */
export interface PinCounter {
  failures: number;
  lockedUntil: Date | null;
  disabled: boolean;
}

export const freshCounter = (): PinCounter => ({ failures: 0, lockedUntil: null, disabled: false });

/** Whether a PIN may be evaluated on this counter now. */
export function counterIsOpen(counter: PinCounter, now: Date): boolean {
  if (counter.disabled) return false;
  return !counter.lockedUntil || counter.lockedUntil <= now;
}

/** The counter after one more consecutive failure, with the schedule's delay or switch-off. */
export function counterAfterFailure(counter: PinCounter, now: Date): PinCounter {
  const failures = counter.failures + 1;
  if (failures >= PIN_FAILURES_BEFORE_DISABLE) return { failures, lockedUntil: null, disabled: true };
  const delay = PIN_LOCK_SCHEDULE_MS[failures];
  return {
    failures,
    lockedUntil: delay ? new Date(now.getTime() + delay) : null,
    disabled: false,
  };
}

/** Per client IP: a window of one hour with at most 20 failed attempts. */
export interface IpWindow {
  failures: number;
  windowStart: Date;
}

const HOUR_MS = 3_600_000;

export function ipIsOpen(window: IpWindow | undefined, now: Date): boolean {
  if (!window || now.getTime() - window.windowStart.getTime() >= HOUR_MS) return true;
  return window.failures < PIN_IP_FAILURES_PER_HOUR;
}

export function ipAfterFailure(window: IpWindow | undefined, now: Date): IpWindow {
  if (!window || now.getTime() - window.windowStart.getTime() >= HOUR_MS) return { failures: 1, windowStart: now };
  return { failures: window.failures + 1, windowStart: window.windowStart };
}
