import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False while pre-rendering and during hydration, true afterwards. Content that
 * depends on the URL's query or navigation state waits for it, so the first
 * client render matches the pre-rendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
