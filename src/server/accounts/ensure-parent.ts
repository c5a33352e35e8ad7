import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { parents } from "../db/schema/users";
import { newReferralCode } from "./referral-code";

/**
 * Returns the parent row of a user, creating it when missing. Two sign-ins
 * racing to create it meet the unique index (23505); the loser reads the winner's row.
 */
export async function ensureParent(db: Queryable, user: { id: string; email: string }) {
  const [existing] = await db.select().from(parents).where(eq(parents.userId, user.id)).limit(1);
  if (existing) return existing;
  await db
    .insert(parents)
    .values({ userId: user.id, email: user.email, referralCode: newReferralCode() })
    .onConflictDoNothing({ target: parents.userId });
  const [row] = await db.select().from(parents).where(eq(parents.userId, user.id)).limit(1);
  if (!row) throw new Error("Parent row missing after insert");
  return row;
}
