import { localStore } from "../../local-store";
import type { GameMode } from "../../../shared/game/modes";

/**
 * Which modes' how-to-play cards a child has seen, on this device. Kept per
 * child, because brothers and sisters often share one tablet; unreadable
 * storage counts as seen, so that a child is never stopped by it.
 */
const keyOf = (childId: string) => `ms.howToPlaySeen.${childId}`;

function seenModes(childId: string): string[] | null {
  const stored = localStore.getJson(keyOf(childId));
  if (stored === undefined) return null;
  return Array.isArray(stored) ? stored.filter((mode): mode is string => typeof mode === "string") : [];
}

export function howToPlaySeen(childId: string, mode: GameMode): boolean {
  return seenModes(childId)?.includes(mode) ?? true;
}

export function rememberHowToPlay(childId: string, mode: GameMode): void {
  const seen = seenModes(childId) ?? [];
  if (!seen.includes(mode)) localStore.setJson(keyOf(childId), [...seen, mode]);
}
