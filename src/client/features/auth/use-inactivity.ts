import { useCallback, useEffect, useRef, useState } from "react";
import {
  INACTIVITY_LOGOUT_MS,
  INACTIVITY_RESTART_THRESHOLD_MS,
  INACTIVITY_WARNING_MS,
} from "../../../shared/constants";
import { localStore } from "../../local-store";

const ACTIVITY_EVENTS = ["mousedown", "keydown", "touchstart", "scroll", "wheel"] as const;

/** When the parent was last active in any tab of this browser (milliseconds since the epoch). */
export const SHARED_ACTIVITY_KEY = "ms.lastActivity";
const ACTIVITY_CHANNEL = "ms.activity";

function sharedLastActivity(): number {
  const value = Number(localStore.get(SHARED_ACTIVITY_KEY));
  return Number.isFinite(value) ? value : 0;
}

/**
 * The parent's activity, shared by every tab of this browser: each tab tells the others
 * (a BroadcastChannel, or the storage event where there is none) and records the time,
 * so that a tab left idle does not sign out a parent who is busy in another.
 */
function activityChannel(onOtherTab: () => void) {
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(ACTIVITY_CHANNEL);
  if (channel) channel.onmessage = onOtherTab;
  const onStorage = (event: StorageEvent) => {
    if (!channel && event.key === SHARED_ACTIVITY_KEY && event.newValue !== null) onOtherTab();
  };
  window.addEventListener("storage", onStorage);
  return {
    tell(at: number) {
      localStore.set(SHARED_ACTIVITY_KEY, String(at));
      channel?.postMessage(at);
    },
    close() {
      channel?.close();
      window.removeEventListener("storage", onStorage);
    },
  };
}

interface Options {
  enabled: boolean;
  onTimeout: () => void;
  /** Events that are not activity (pressing the warning's Logout Now, which signs out). */
  ignore?: (event: Event) => boolean;
}

/**
 * Inactivity timers for a signed-in parent: a warning one minute before the
 * 15-minute limit, then onTimeout. Activity restarts the timers when more than
 * a second has passed since the last restart. Activity in any tab of this
 * browser counts: a tab whose time is up first checks when the parent was last
 * active anywhere, and waits out the rest of the limit instead of signing out.
 */
export function useInactivity({ enabled, onTimeout, ignore }: Options) {
  const [warning, setWarning] = useState(false);
  const lastRestart = useRef(0);
  const timers = useRef<{ warn?: ReturnType<typeof setTimeout>; out?: ReturnType<typeof setTimeout> }>({});
  const timeoutRef = useRef(onTimeout);
  const channel = useRef<ReturnType<typeof activityChannel> | null>(null);
  useEffect(() => {
    timeoutRef.current = onTimeout;
  });

  const clear = () => {
    clearTimeout(timers.current.warn);
    clearTimeout(timers.current.out);
  };

  /** Timers for the limit from now; when it is up, the limit runs on from the last activity in any tab. */
  const arm = useCallback(() => {
    const schedule = (remaining: number) => {
      clear();
      timers.current.warn = setTimeout(() => setWarning(true), Math.max(0, remaining - INACTIVITY_WARNING_MS));
      timers.current.out = setTimeout(() => {
        const idleFor = Date.now() - Math.max(lastRestart.current, sharedLastActivity());
        setWarning(false);
        // Another tab saw the parent since: the limit runs from then.
        if (idleFor < INACTIVITY_LOGOUT_MS) schedule(INACTIVITY_LOGOUT_MS - idleFor);
        else timeoutRef.current();
      }, remaining);
    };
    schedule(INACTIVITY_LOGOUT_MS);
  }, []);

  const restart = useCallback(() => {
    setWarning(false);
    lastRestart.current = Date.now();
    arm();
  }, [arm]);

  /** Activity in this tab: the timers restart and the other tabs are told. */
  const active = useCallback(() => {
    restart();
    channel.current?.tell(lastRestart.current);
  }, [restart]);

  useEffect(() => {
    if (!enabled) return;
    const shared = activityChannel(restart);
    channel.current = shared;
    lastRestart.current = Date.now();
    arm();
    shared.tell(lastRestart.current);
    const onActivity = (event: Event) => {
      if (ignore?.(event)) return;
      if (Date.now() - lastRestart.current > INACTIVITY_RESTART_THRESHOLD_MS) active();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      clear();
      shared.close();
      channel.current = null;
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [enabled, arm, active, restart, ignore]);

  return { warning: enabled && warning, stayLoggedIn: active };
}
