import { useSyncExternalStore } from "react";
import type { BadgeSummary } from "../../shared/api/badges";

/**
 * Badges just earned, waiting to be toasted: a saved game (played now, or sent
 * later from the outbox) announces them here, and the app-wide toast shows
 * them one after another.
 */
let queue: readonly BadgeSummary[] = [];
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export function announceEarnedBadges(badges: readonly BadgeSummary[]) {
  const fresh = badges.filter((b) => !queue.some((q) => q.id === b.id));
  if (fresh.length === 0) return;
  queue = [...queue, ...fresh];
  changed();
}

/** Takes the first waiting badge off the queue (its toast closed). */
export function dismissEarnedBadge(id: string) {
  queue = queue.filter((b) => b.id !== id);
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useEarnedBadges(): readonly BadgeSummary[] {
  return useSyncExternalStore(
    subscribe,
    () => queue,
    () => queue,
  );
}
