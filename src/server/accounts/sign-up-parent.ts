import { productMessages } from "../../shared/messages";
import { normaliseReferralCode, premiumAfterReferralWeek } from "../../shared/referrals/referral-reward";
import { hashPassword, isCommonPassword } from "../auth/passwords";
import { createParentSession } from "../auth/sessions";
import type { AppDeps } from "../deps";
import { referrals } from "../db/schema/billing";
import { parents, users } from "../db/schema/users";
import { badRequest, conflict, isUniqueViolation } from "../http/app-error";
import { findReferrer } from "../referrals/check-referral-code";
import { newReferralCode } from "./referral-code";

export interface SignUpInput {
  email: string;
  password: string;
  ref?: string | undefined;
  userAgent?: string | undefined;
}

/**
 * Creates the auth user and the parent row in one transaction and opens a
 * session. With the code of an existing parent, the new parent gets a week of
 * Premium and a pending referral is recorded (the referrer's week comes with
 * the family's first game); any other code is ignored and the sign-up goes on.
 */
export async function signUpParent(deps: AppDeps, input: SignUpInput) {
  if (isCommonPassword(input.password)) {
    throw badRequest("common_password", productMessages.commonPassword, { password: productMessages.commonPassword });
  }
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock();
  try {
    return await deps.database.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: input.email, passwordHash, passwordChangedAt: now, createdAt: now })
        .returning();
      if (!user) throw new Error("User insert returned nothing");
      const code = input.ref ? normaliseReferralCode(input.ref) : null;
      const referrer = code ? await findReferrer(tx, code) : undefined;
      const [parent] = await tx
        .insert(parents)
        .values({
          userId: user.id,
          email: user.email,
          referralCode: newReferralCode(),
          loginCount: 1,
          lastActive: now,
          createdAt: now,
          referredBy: referrer?.id ?? null,
          premiumUntil: referrer ? premiumAfterReferralWeek(null, now) : null,
        })
        .returning();
      if (!parent) throw new Error("Parent insert returned nothing");
      if (referrer) {
        await tx
          .insert(referrals)
          .values({ referrerParentId: referrer.id, referredParentId: parent.id, createdAt: now });
      }
      const session = await createParentSession(tx, user.id, now, input.userAgent);
      return { user, parent, session };
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_unique")) {
      throw conflict("email_in_use", productMessages.emailInUse, { email: productMessages.emailInUse });
    }
    throw error;
  }
}
