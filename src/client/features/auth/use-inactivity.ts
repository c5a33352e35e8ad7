import { useCallback, useEffect, useRef, useState } from "react";
import {
  INACTIVITY_LOGOUT_MS,
  INACTIVITY_RESTART_THRESHOLD_MS,
  INACTIVITY_WARNING_MS,
} from "../../../shared/constants";

const ACTIVITY_EVENTS = ["mousedown", "keydown", "touchstart", "scroll", "wheel"] as const;

interface Options {
  enabled: boolean;
  onTimeout: () => void;
  /** Events inside this element (the warning itself) are not activity. */
  ignoreWithin?: () => HTMLElement | null;
}

/**
 * Inactivity timers for a signed-in parent: a warning one minute before the
 * 15-minute limit, then onTimeout. Activity restarts the timers when more than
 * a second has passed since the last restart.
 */
export function useInactivity({ enabled, onTimeout, ignoreWithin }: Options) {
  const [warning, setWarning] = useState(false);
  const lastRestart = useRef(0);
  const timers = useRef<{ warn?: ReturnType<typeof setTimeout>; out?: ReturnType<typeof setTimeout> }>({});
  const timeoutRef = useRef(onTimeout);
  useEffect(() => {
    timeoutRef.current = onTimeout;
  });

  const clear = () => {
    clearTimeout(timers.current.warn);
    clearTimeout(timers.current.out);
  };

  const arm = useCallback(() => {
    clear();
    lastRestart.current = Date.now();
    timers.current.warn = setTimeout(() => setWarning(true), INACTIVITY_LOGOUT_MS - INACTIVITY_WARNING_MS);
    timers.current.out = setTimeout(() => {
      setWarning(false);
      timeoutRef.current();
    }, INACTIVITY_LOGOUT_MS);
  }, []);

  const restart = useCallback(() => {
    setWarning(false);
    arm();
  }, [arm]);

  useEffect(() => {
    if (!enabled) return;
    arm();
    const onActivity = (event: Event) => {
      const within = ignoreWithin?.();
      if (within && event.target instanceof Node && within.contains(event.target)) return;
      if (Date.now() - lastRestart.current > INACTIVITY_RESTART_THRESHOLD_MS) restart();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      clear();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [enabled, arm, restart, ignoreWithin]);

  return { warning: enabled && warning, stayLoggedIn: restart };
}
