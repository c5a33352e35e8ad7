import { eq } from "drizzle-orm";
import { productMessages } from "../../../shared/messages";
import type { Queryable } from "../../db/client";
import { children } from "../../db/schema/children";
import { parents } from "../../db/schema/users";
import { notFound } from "../../core/app-error";
import type { Actor } from "../actor";
import { isParentOf, isTheChild } from "./relations";

/** What a caller may do to a child's profile and what hangs off it. */
export type ChildAction = "read" | "update" | "delete" | "play" | "readHistory" | "readAwards";

/** The facts about a child that its rules look at. */
export interface ChildFacts {
  id: string;
  parentId: string;
}

const isSelf = (actor: Actor | null, child: ChildFacts) => isTheChild(actor, child.id);

/**
 * The rules, one per action. A parent may do everything to their own
 * children; a child may see, play and read the history of their own profile,
 * never a sibling's; nobody else may do anything.
 */
const rules: Record<ChildAction, (actor: Actor | null, child: ChildFacts) => boolean> = {
  read: (a, c) => isParentOf(a, c) || isSelf(a, c),
  readHistory: (a, c) => isParentOf(a, c) || isSelf(a, c),
  readAwards: (a, c) => isParentOf(a, c) || isSelf(a, c),
  play: (a, c) => isParentOf(a, c) || isSelf(a, c),
  update: isParentOf,
  delete: isParentOf,
};

export const canChild = (actor: Actor | null, action: ChildAction, child: ChildFacts): boolean =>
  rules[action](actor, child);

/**
 * Loads a child the caller may act on with `action`, with its owner. A child
 * the caller may not act on gets the same 404 as a missing one, so that ids
 * of other families cannot be told from unknown ids.
 */
export async function authorizeChild(db: Queryable, actor: Actor, childId: string, action: ChildAction) {
  const [row] = await db
    .select({ child: children, ownerUserId: parents.userId, ownerEmail: parents.email })
    .from(children)
    .innerJoin(parents, eq(parents.id, children.parentId))
    .where(eq(children.id, childId))
    .limit(1);
  if (!row || !canChild(actor, action, row.child)) throw notFound("child_not_found", productMessages.childNotFound);
  return { child: row.child, owner: { userId: row.ownerUserId, email: row.ownerEmail } };
}
