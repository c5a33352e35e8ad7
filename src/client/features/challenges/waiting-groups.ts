import type { ChildChallenge } from "../../../shared/api/challenges";

/** The challenges a child may play that share one other player and one side, oldest first. */
type WaitingGroup = {
  key: string;
  /** True when the other player set them (Accept); false for the child's own, not yet played (Play Now). */
  challenged: boolean;
  otherName: string;
  /** The one played next: the oldest, the first to expire. */
  next: ChildChallenge;
  count: number;
};

/**
 * The dashboard's waiting challenges, one card per challenger (and one per
 * opponent of the child's own unplayed challenges), in the order the first
 * of each came: a sibling who sends five challenges makes one card saying 5.
 */
export function waitingGroups(waiting: readonly ChildChallenge[], childId: string): WaitingGroup[] {
  const groups = new Map<string, WaitingGroup>();
  for (const c of waiting) {
    const challenged = c.opponent.child_id === childId;
    const other = challenged ? c.initiator : c.opponent;
    const key = `${challenged ? "from" : "to"}:${other.child_id ?? "parent"}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { key, challenged, otherName: other.name, next: c, count: 1 });
  }
  return [...groups.values()];
}
