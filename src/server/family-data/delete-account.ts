import { and, eq, or } from "drizzle-orm";
import { deletionBlock, deletionBlockMessage, type DeletionBlock } from "../../shared/account/deletion-block";
import type { Actor } from "../auth/actor";
import { authorizeFamily } from "../auth/policies/family-policy";
import type { Queryable } from "../db/client";
import { referrals, subscriptions } from "../db/schema/billing";
import { emailOutbox } from "../db/schema/email";
import { files } from "../db/schema/files";
import { supportRequests } from "../db/schema/support";
import { loginAttempts } from "../db/schema/throttles";
import { parents, users } from "../db/schema/users";
import type { AppDeps } from "../deps";
import { deleteStoredObjects } from "../files/stored-files";
import { conflict } from "../http/app-error";
import { accountDeletedEmail } from "./account-deleted-email";

/** What blocks deleting the family's account now, read from its subscriptions. */
export async function readDeletionBlock(db: Queryable, parentId: string, now: Date): Promise<DeletionBlock | null> {
  const rows = await db
    .select({
      status: subscriptions.subscriptionStatus,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.parentId, parentId));
  return deletionBlock(rows, now);
}

/**
 * Deletes the family's account: in one transaction, with the parent row
 * locked, the subscription rule is checked again, then everything the family
 * owns goes: the login, the parent, the children, their games, sessions of
 * every kind, files, missions, badges, avatars, referrals, support requests and the
 * emails queued to the parent's address (the login's row cascades to every
 * table that hangs off it). Every session ends with it.
 *
 * The farewell email is written after the commit, so that it is not deleted
 * with the family's other emails: it is the one row left with the address,
 * and it holds nothing about the children. The family's stored files (their
 * rows go with the parent's) are deleted from storage after the commit too.
 */
export async function deleteAccount(deps: AppDeps, actor: Actor, parentId: string): Promise<void> {
  const now = deps.clock();
  const { email, fileKeys } = await deps.database.db.transaction(async (tx) => {
    const { parent, user } = await authorizeFamily(tx, actor, parentId, "delete");
    await tx.select({ id: parents.id }).from(parents).where(eq(parents.id, parent.id)).for("update");
    const block = await readDeletionBlock(tx, parent.id, now);
    if (block) throw conflict("account_deletion_blocked", deletionBlockMessage(block));

    await tx.delete(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    await tx
      .delete(supportRequests)
      .where(or(eq(supportRequests.userId, parent.userId), eq(supportRequests.email, user.email)));
    await tx
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.kind, "parent_email"), eq(loginAttempts.key, user.email)));
    // Families this one referred keep their accounts, not a pointer to one that is gone.
    await tx.update(parents).set({ referredBy: null }).where(eq(parents.referredBy, parent.id));
    // The family's own referral, if it was referred: a pending one can never complete now, so it goes; a
    // completed one stays with the referrer, naming nobody (the foreign key sets it to null), so that their
    // counts and the weeks they earned stay true. Referrals this family made go with its parent row.
    await tx.delete(referrals).where(and(eq(referrals.referredParentId, parent.id), eq(referrals.status, "pending")));
    const owned = await tx
      .select({ key: files.storageKey })
      .from(files)
      .where(eq(files.ownerParentId, parent.id))
      .for("update");
    await tx.delete(users).where(eq(users.id, parent.userId));
    return { email: user.email, fileKeys: owned.map((f) => f.key) };
  });
  await deleteStoredObjects(deps, fileKeys);

  try {
    await deps.mailer.send(accountDeletedEmail(email, deps.config.supportEmail));
  } catch (error) {
    // The account is gone either way; a farewell that could not be written is only logged.
    deps.log.error({ err: error }, "The account-deleted email could not be queued");
  }
}
