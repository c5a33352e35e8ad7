/**
 * Who finished a game on this device: their family (the parent's id) and the
 * child signed in, or null when the parent played. Only they can send it.
 */
export interface OutboxPlayer {
  family: string;
  childId: string | null;
}

/** Who is signed in, as the outbox knows its players: the child of this tab, else the parent. */
export function outboxPlayerOf({
  child,
  parent,
}: {
  child: { child_data: { id: string; parent_id: string } } | null;
  parent: { parentData: { id: string } } | null;
}): OutboxPlayer | null {
  if (child) return { family: child.child_data.parent_id, childId: child.child_data.id };
  if (parent) return { family: parent.parentData.id, childId: null };
  return null;
}
