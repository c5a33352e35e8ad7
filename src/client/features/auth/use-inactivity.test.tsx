import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useInactivity } from "./use-inactivity";

const MINUTE = 60_000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(enabled = true) {
  const onTimeout = vi.fn();
  const hook = renderHook(({ on }) => useInactivity({ enabled: on, onTimeout }), { initialProps: { on: enabled } });
  return { ...hook, onTimeout };
}

const press = () => {
  window.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));
};

describe("inactivity timers (accounts spec 4)", () => {
  it("warns 1 minute before the 15-minute limit, then times out", () => {
    const { result, onTimeout } = setup();
    act(() => {
      vi.advanceTimersByTime(14 * MINUTE - 1);
    });
    expect(result.current.warning).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.warning).toBe(true);
    act(() => {
      vi.advanceTimersByTime(MINUTE - 1);
    });
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("restarts on activity when more than 1 second has passed since the last restart", () => {
    const { result, onTimeout } = setup();
    act(() => {
      vi.advanceTimersByTime(10 * MINUTE);
    });
    act(() => {
      press();
    });
    act(() => {
      vi.advanceTimersByTime(14 * MINUTE - 1);
    });
    expect(result.current.warning).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.warning).toBe(true);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it("ignores activity within 1 second of the last restart", () => {
    const { result } = setup();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    act(() => {
      press();
    }); // exactly 1 s: not more than the threshold, so no restart
    act(() => {
      vi.advanceTimersByTime(14 * MINUTE - 1_000);
    });
    expect(result.current.warning).toBe(true);
  });

  it("activity or Stay Logged In dismisses the warning", () => {
    const { result } = setup();
    act(() => {
      vi.advanceTimersByTime(14 * MINUTE);
    });
    expect(result.current.warning).toBe(true);
    act(() => {
      press();
    });
    expect(result.current.warning).toBe(false);
    act(() => {
      vi.advanceTimersByTime(14 * MINUTE);
    });
    expect(result.current.warning).toBe(true);
    act(() => {
      result.current.stayLoggedIn();
    });
    expect(result.current.warning).toBe(false);
  });

  it("does not run while disabled (signed out, or a game is active)", () => {
    const { result, onTimeout, rerender } = setup(false);
    act(() => {
      vi.advanceTimersByTime(30 * MINUTE);
    });
    expect(result.current.warning).toBe(false);
    expect(onTimeout).not.toHaveBeenCalled();
    rerender({ on: true });
    act(() => {
      vi.advanceTimersByTime(10 * MINUTE);
    });
    rerender({ on: false });
    act(() => {
      vi.advanceTimersByTime(30 * MINUTE);
    });
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
