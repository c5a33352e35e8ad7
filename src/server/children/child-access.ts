import { and, eq } from "drizzle-orm";
import { productMessages } from "../../shared/messages";
import type { Actor } from "../auth/actor";
import type { Queryable } from "../db/client";
import { children, parents } from "../db/schema/accounts";
import { notFound } from "../http/app-error";

/**
 * The one place that decides whether a caller may act for a child: the child
 * themself, or their parent. Anyone else gets the same 404 as a missing child.
 */
export async function requireChildAccess(db: Queryable, actor: Actor, childId: string) {
  if (actor.kind === "child" && actor.childId !== childId)
    throw notFound("child_not_found", productMessages.childNotFound);
  const [row] = await db
    .select({ child: children, ownerUserId: parents.userId, ownerEmail: parents.email })
    .from(children)
    .innerJoin(parents, eq(parents.id, children.parentId))
    .where(and(eq(children.id, childId), eq(children.parentId, actor.parentId)))
    .limit(1);
  if (!row) throw notFound("child_not_found", productMessages.childNotFound);
  return { child: row.child, owner: { userId: row.ownerUserId, email: row.ownerEmail } };
}
