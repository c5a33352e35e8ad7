import { and, eq, gt, inArray } from "drizzle-orm";
import type { ParentData, ParentSession } from "../../shared/api/accounts";
import type { Queryable } from "../db/client";
import { subscriptions } from "../db/schema/billing";
import { parents } from "../db/schema/users";
import { notFound } from "../http/app-error";
import { messages } from "../../shared/messages";

type ParentRow = typeof parents.$inferSelect;

/** Premium means an active subscription or premium_until in the future. */
async function hasPremium(db: Queryable, parent: Pick<ParentRow, "id" | "premiumUntil">, now: Date) {
  if (parent.premiumUntil && parent.premiumUntil > now) return true;
  const [sub] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.parentId, parent.id),
        inArray(subscriptions.subscriptionStatus, ["active", "trialing"]),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .limit(1);
  return Boolean(sub);
}

function presentParent(row: ParentRow, premium: boolean): ParentData {
  return {
    id: row.id,
    user_id: row.userId,
    email: row.email,
    premium,
    premium_until: row.premiumUntil?.toISOString() ?? null,
    is_admin: row.isAdmin,
    login_count: row.loginCount,
    last_active: row.lastActive?.toISOString() ?? null,
    referral_code: row.referralCode,
  };
}

export async function loadParentSession(db: Queryable, userId: string, now: Date): Promise<ParentSession> {
  const [row] = await db.select().from(parents).where(eq(parents.userId, userId)).limit(1);
  if (!row) throw notFound("parent_not_found", messages.parentRecordNotFound);
  return { user: { id: row.userId, email: row.email }, parentData: presentParent(row, await hasPremium(db, row, now)) };
}
