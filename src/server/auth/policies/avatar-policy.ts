import { and, eq, isNotNull } from "drizzle-orm";
import { productMessages } from "../../../shared/messages";
import type { Queryable } from "../../db/client";
import { generatedAvatars } from "../../db/schema/avatars";
import { children } from "../../db/schema/children";
import { notFound } from "../../core/app-error";
import type { Actor } from "../actor";
import { isParentOf, isTheChild } from "./relations";
import { authorizeChild } from "./child-policy";

/** What a caller may do with a child's avatars (docs/product/gameplay.md#avatars). */
export type AvatarAction = "list" | "generate" | "delete" | "choose";

/** The facts an avatar rule looks at: the child and that child's parent. */
export interface AvatarFacts {
  childId: string;
  parentId: string;
}

/** The child edits their own avatar, and their parent builds it for them; a sibling does neither. */
const rules: Record<AvatarAction, (actor: Actor | null, facts: AvatarFacts) => boolean> = {
  list: (a, f) => isParentOf(a, f) || isTheChild(a, f.childId),
  generate: (a, f) => isParentOf(a, f) || isTheChild(a, f.childId),
  delete: (a, f) => isParentOf(a, f) || isTheChild(a, f.childId),
  choose: (a, f) => isParentOf(a, f) || isTheChild(a, f.childId),
};

export const canAvatar = (actor: Actor | null, action: AvatarAction, facts: AvatarFacts): boolean =>
  rules[action](actor, facts);

/** The child whose avatars the caller may act on with `action`, with its owner; the same 404 as a missing child otherwise. */
export async function authorizeAvatarChild(db: Queryable, actor: Actor, childId: string, action: AvatarAction) {
  const found = await authorizeChild(db, actor, childId, "read");
  if (!canAvatar(actor, action, { childId, parentId: found.child.parentId })) {
    throw notFound("child_not_found", productMessages.childNotFound);
  }
  return found;
}

/**
 * One of the child's stored avatars the caller may act on with `action`; an
 * avatar of another child, of another family, one still being made, or none
 * at all gets the same 404.
 */
export async function authorizeAvatar(
  db: Queryable,
  actor: Actor,
  childId: string,
  avatarId: string,
  action: AvatarAction,
) {
  const [row] = await db
    .select({ avatar: generatedAvatars, parentId: children.parentId })
    .from(generatedAvatars)
    .innerJoin(children, eq(children.id, generatedAvatars.childId))
    .where(
      and(
        eq(generatedAvatars.id, avatarId),
        eq(generatedAvatars.childId, childId),
        isNotNull(generatedAvatars.imageUrl),
      ),
    )
    .limit(1);
  if (!row || !canAvatar(actor, action, { childId, parentId: row.parentId })) {
    throw notFound("avatar_not_found", productMessages.avatarNotFound);
  }
  return row.avatar;
}
