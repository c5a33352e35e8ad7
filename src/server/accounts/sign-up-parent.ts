import { productMessages } from "../../shared/messages";
import { normaliseReferralCode } from "../../shared/referrals/referral-reward";
import { hashPassword, isCommonPassword } from "../auth/passwords";
import { createParentSession } from "../auth/sessions";
import type { AppDeps } from "../core/deps";
import { referrals } from "../db/schema/billing";
import { parents, users } from "../db/schema/users";
import { badRequest, conflict, isUniqueViolation } from "../core/app-error";
import { findReferrer } from "../referrals/check-referral-code";
import { deliverVerificationEmail, writeVerificationEmail } from "./email-verification";
import { newReferralCode } from "./referral-code";

export interface SignUpInput {
  email: string;
  password: string;
  ref?: string | undefined;
  userAgent?: string | undefined;
}

/**
 * Creates the auth user and the parent row in one transaction and opens a
 * session. A link to confirm the address is kept in the same transaction
 * (and delivered once committed): until it is followed the account works,
 * but nothing is mailed to the address but that link and a password reset
 * (`EmailAudience`). With the code of an existing parent, a pending referral
 * is recorded too: it counts, with a week of Premium for each parent, once
 * the new parent has proved the address and one of their children has played
 * (`completeReferral`), so throwaway sign-ups earn nothing. Any other code is
 * ignored and the sign-up goes on.
 */
export async function signUpParent(deps: AppDeps, input: SignUpInput) {
  if (isCommonPassword(input.password)) {
    throw badRequest("common_password", productMessages.commonPassword, { password: productMessages.commonPassword });
  }
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock();
  try {
    const created = await deps.database.db.transaction(async (tx) => {
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
        })
        .returning();
      if (!parent) throw new Error("Parent insert returned nothing");
      if (referrer) {
        await tx
          .insert(referrals)
          .values({ referrerParentId: referrer.id, referredParentId: parent.id, createdAt: now });
      }
      await writeVerificationEmail(deps, tx, user, now);
      const session = await createParentSession(tx, user.id, now, input.userAgent);
      return { user, parent, session };
    });
    await deliverVerificationEmail(deps);
    return created;
  } catch (error) {
    if (isUniqueViolation(error, "users_email_unique")) {
      throw conflict("email_in_use", productMessages.emailInUse, { email: productMessages.emailInUse });
    }
    throw error;
  }
}
