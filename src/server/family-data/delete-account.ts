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
import type { AppDeps } from "../core/deps";
import { deleteStoredObjects } from "../files/stored-files";
import { conflict } from "../core/app-error";
import { accountDeletedEmail } from "../emails/account-deleted";
import { forgetAddressInOthersText } from "./forget-address";

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
 * every kind, files, missions, badges, avatars, allowance counts, referrals
 * and sign-in counters (the login's row cascades to every table that hangs
 * off it). Every session ends with it.
 *
 * What is the family's without hanging off its login goes too, found by
 * exact keys: support requests from the parent's login or from its address
 * (the Help Center takes any address), with the emails about them (the
 * support team's copy quotes the family's own words); every email to the
 * address; the sign-in counter of the address. Another family's text that
 * quotes the address as a whole keeps its words, with the address taken out
 * (`forgetAddressInOthersText`). Nothing else of anyone else is touched.
 *
 * The farewell email is written in the same transaction, marked to be
 * forgotten: it is delivered once committed, or by the sweep while the mail
 * server is away, and its row (the address, and nothing about the children)
 * is deleted once the mail server has taken it or it is given up. The
 * privacy policy names it. The family's stored files (their rows go with the
 * parent's) are deleted from storage after the commit.
 */
export async function deleteAccount(deps: AppDeps, actor: Actor, parentId: string): Promise<void> {
  const now = deps.clock();
  const fileKeys = await deps.database.db.transaction(async (tx) => {
    const { parent, user } = await authorizeFamily(tx, actor, parentId, "delete");
    await tx.select({ id: parents.id }).from(parents).where(eq(parents.id, parent.id)).for("update");
    const block = await readDeletionBlock(tx, parent.id, now);
    if (block) throw conflict("account_deletion_blocked", deletionBlockMessage(block));

    // A request's emails (the team's copy, the sender's receipt) go with it, by their foreign key.
    await tx
      .delete(supportRequests)
      .where(or(eq(supportRequests.userId, parent.userId), eq(supportRequests.email, user.email)));
    await tx.delete(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
    await tx
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.kind, "parent_email"), eq(loginAttempts.key, user.email)));
    await forgetAddressInOthersText(tx, user.email);
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
    // Written while the login is there: the farewell, like every email to a parent, goes to a confirmed address only.
    await deps.mailer.send(await accountDeletedEmail(user.email, deps.config.supportEmail, deps.config.publicUrl), tx);
    await tx.delete(users).where(eq(users.id, parent.userId));
    return owned.map((f) => f.key);
  });
  await deleteStoredObjects(deps, fileKeys);
  // Delivered now that the deletion is committed; if the mail server is away, the sweep tries again.
  await deps.mailer.deliverPending().catch((error: unknown) => {
    deps.log.warn({ err: error }, "The account-deleted email waits for the next delivery round");
  });
}
