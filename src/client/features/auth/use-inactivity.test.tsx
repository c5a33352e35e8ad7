import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SHARED_ACTIVITY_KEY, useInactivity } from "./use-inactivity";

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup(enabled = true) {
  const onTimeout = vi.fn();
  const hook = renderHook(({ on }) => useInactivity({ enabled: on, onTimeout }), { initialProps: { on: enabled } });
  return { ...hook, onTimeout };
}

const press = () => {
  window.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));
};

describe("inactivity timers (docs/product/accounts.md#inactivity)", () => {
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

describe("activity shared between the tabs of one browser", () => {
  /** Another tab of this browser records the parent's activity now. */
  const activeInAnotherTab = () => {
    const at = String(Date.now());
    localStorage.setItem(SHARED_ACTIVITY_KEY, at);
    window.dispatchEvent(new StorageEvent("storage", { key: SHARED_ACTIVITY_KEY, newValue: at }));
  };

  it("an idle tab does not sign out a parent who was active in another tab", () => {
    const { result, onTimeout } = setup();
    act(() => {
      vi.advanceTimersByTime(10 * MINUTE);
      activeInAnotherTab();
      vi.advanceTimersByTime(10 * MINUTE);
    });
    expect(onTimeout).not.toHaveBeenCalled();
    expect(result.current.warning).toBe(false);
    // 15 minutes after the last activity anywhere, the limit holds.
    act(() => {
      vi.advanceTimersByTime(5 * MINUTE);
    });
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("checks the other tabs' activity before signing out, even when no message reached it", () => {
    vi.stubGlobal("BroadcastChannel", undefined);
    const { onTimeout } = setup();
    act(() => {
      vi.advanceTimersByTime(14 * MINUTE);
      localStorage.setItem(SHARED_ACTIVITY_KEY, String(Date.now()));
      vi.advanceTimersByTime(MINUTE);
    });
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(14 * MINUTE);
    });
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("activity in another tab dismisses this tab's warning (storage event where there is no BroadcastChannel)", () => {
    vi.stubGlobal("BroadcastChannel", undefined);
    const { result } = setup();
    act(() => {
      vi.advanceTimersByTime(14 * MINUTE);
    });
    expect(result.current.warning).toBe(true);
    act(() => {
      activeInAnotherTab();
    });
    expect(result.current.warning).toBe(false);
  });

  it("tells the other tabs of this tab's activity", () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      "BroadcastChannel",
      class {
        onmessage: (() => void) | null = null;
        postMessage(message: unknown) {
          posted.push(message);
        }
        close() {}
      },
    );
    setup();
    act(() => {
      vi.advanceTimersByTime(5 * MINUTE);
      press();
    });
    expect(localStorage.getItem(SHARED_ACTIVITY_KEY)).toBe(String(Date.now()));
    expect(posted.at(-1)).toBe(Date.now());
  });
});
