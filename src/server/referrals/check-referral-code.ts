import { eq } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { parents } from "../db/schema/users";

/** The parent whose referral code this is (already normalised), if any. */
export async function findReferrer(db: Queryable, code: string) {
  const [referrer] = await db.select({ id: parents.id }).from(parents).where(eq(parents.referralCode, code)).limit(1);
  return referrer;
}
