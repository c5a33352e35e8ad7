import { eq } from "drizzle-orm";
import { messages, productMessages } from "../../../shared/messages";
import type { Queryable } from "../../db/client";
import { parents } from "../../db/schema/users";
import { forbidden } from "../../core/app-error";
import type { Actor } from "../actor";

/** What managing badges takes: listing every badge, creating one, setting its image. */
export type BadgeAdminAction = "list" | "create" | "uploadImage";

/**
 * Only a parent who is an admin (parents.is_admin, granted by `npm run admin:grant`)
 * administers the app: an endpoint whose access is "admin" asks this, with the session's copy of the flag.
 */
export const canAdminister = (actor: Actor | null, facts: { isAdmin: boolean }): boolean =>
  actor?.kind === "parent" && facts.isAdmin;

/** Managing badges is administering the app: the same rule, with the flag read again from the database. */
export const canManageBadges = (actor: Actor | null, _action: BadgeAdminAction, facts: { isAdmin: boolean }): boolean =>
  canAdminister(actor, facts);

/**
 * Reads the caller's admin flag again from the database (the session's copy
 * may be older than a revoked grant) and throws 403 unless they may; an
 * upload is refused in words of its own ("… to upload badge images").
 */
export async function authorizeBadgeAdmin(db: Queryable, actor: Actor, action: BadgeAdminAction) {
  const [row] =
    actor.kind === "parent"
      ? await db.select({ isAdmin: parents.isAdmin }).from(parents).where(eq(parents.id, actor.parentId)).limit(1)
      : [];
  if (!canManageBadges(actor, action, { isAdmin: row?.isAdmin ?? false })) {
    throw forbidden(
      "admin_required",
      action === "uploadImage" ? messages.adminRequiredForBadgeImages : productMessages.adminRequired,
    );
  }
}
