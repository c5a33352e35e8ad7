import { eq } from "drizzle-orm";
import type { ParentData, ParentSession } from "../../shared/api/accounts";
import type { Queryable } from "../db/client";
import { familyHasPremium } from "../auth/policies/premium";
import { parents } from "../db/schema/users";
import { notFound } from "../core/app-error";
import { messages } from "../../shared/messages";

type ParentRow = typeof parents.$inferSelect;

/**
 * The parent as the app shows them, wherever they are shown (the session,
 * the data export): `premium` worked out by the one rule of Premium
 * (auth/policies/premium.ts), never the stored column, which nothing keeps up to date.
 */
export async function presentParent(db: Queryable, row: ParentRow, now: Date): Promise<ParentData> {
  return presentParentRow(row, await familyHasPremium(db, row, now));
}

function presentParentRow(row: ParentRow, premium: boolean): ParentData {
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
  return {
    user: { id: row.userId, email: row.email },
    parentData: await presentParent(db, row, now),
  };
}
