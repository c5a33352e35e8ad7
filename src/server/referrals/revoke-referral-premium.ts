import { normalForm } from "../../shared/account/email-address";
import { and, eq, gt } from "drizzle-orm";
import { parents, users } from "../db/schema/users";
import type { AppDeps } from "../core/deps";

export type Revocation =
  { outcome: "revoked"; premiumUntil: Date } | { outcome: "nothing_to_revoke" } | { outcome: "no_such_parent" };

/**
 * Revokes a parent's referral-based Premium (docs/product/accounts.md#premium): premium_until
 * becomes now. A subscription is not touched (it is cancelled through
 * billing); the referrals themselves stay as they are, so weeks already
 * counted towards the cap stay counted.
 */
export async function revokeReferralPremium(deps: AppDeps, email: string): Promise<Revocation> {
  const now = deps.clock();
  const db = deps.database.db;
  return db.transaction(async (tx) => {
    const [parent] = await tx
      .select({ id: parents.id, premiumUntil: parents.premiumUntil })
      .from(parents)
      .innerJoin(users, eq(users.id, parents.userId))
      .where(eq(users.email, normalForm(email)))
      .for("update", { of: parents });
    if (!parent) return { outcome: "no_such_parent" };
    const [revoked] = await tx
      .update(parents)
      .set({ premiumUntil: now })
      .where(and(eq(parents.id, parent.id), gt(parents.premiumUntil, now)))
      .returning({ id: parents.id });
    if (!revoked || !parent.premiumUntil) return { outcome: "nothing_to_revoke" };
    return { outcome: "revoked", premiumUntil: parent.premiumUntil };
  });
}
