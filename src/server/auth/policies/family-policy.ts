import { eq } from "drizzle-orm";
import { productMessages } from "../../../shared/messages";
import type { Queryable } from "../../db/client";
import { parents, users } from "../../db/schema/users";
import { notFound } from "../../core/app-error";
import type { Actor } from "../actor";
import { isParentOf } from "./relations";

/** What a caller may do to a family's account as a whole. */
export type FamilyAction =
  "export" | "delete" | "contactSupport" | "giveFeedback" | "readReferrals" | "readWeeklyReport" | "changeWeeklyReport";

/** The facts about a family that its rules look at. */
export interface FamilyFacts {
  parentId: string;
}

/**
 * The family's parent may export, delete, write to support, give feedback,
 * read the referrals, and read or change the weekly report of their own
 * family; nobody else may, the family's children included (a child's tablet
 * must not be able to empty the family's account).
 */
export const canFamily = (actor: Actor | null, _action: FamilyAction, family: FamilyFacts): boolean =>
  isParentOf(actor, family);

/**
 * Loads a family's parent row with its login's email, for a caller who may act
 * on it with `action`; any other caller gets the 404 a missing family gets.
 */
export async function authorizeFamily(db: Queryable, actor: Actor, parentId: string, action: FamilyAction) {
  const [row] = await db
    .select({
      parent: parents,
      user: { email: users.email, createdAt: users.createdAt, passwordChangedAt: users.passwordChangedAt },
    })
    .from(parents)
    .innerJoin(users, eq(users.id, parents.userId))
    .where(eq(parents.id, parentId))
    .limit(1);
  if (!row || !canFamily(actor, action, { parentId: row.parent.id }))
    throw notFound("parent_not_found", productMessages.notFound);
  return row;
}
