import { z } from "zod";
import { productMessages } from "../messages";
import { normaliseReferralCode } from "../referrals/referral-reward";
import { defineEndpoint, okSchema } from "./endpoint";
import { textField } from "./fields";

/** A referral code from a link: any case, spaces around; anything that cannot be a code is refused. */
const referralCodeField = textField({
  max: 64,
  error: productMessages.notAReferralCode,
  tooLong: productMessages.notAReferralCode,
}).transform((text, ctx) => {
  const code = normaliseReferralCode(text);
  if (code === null) {
    ctx.addIssue({ code: "custom", message: productMessages.notAReferralCode });
    return z.NEVER;
  }
  return code;
});

export const checkReferralCode = defineEndpoint({
  method: "GET",
  path: "/api/referrals/:code",
  access: "public",
  summary: "Whether a referral link's code belongs to a parent (the sign-up page shows its banner only then)",
  rateLimit: { max: 30, windowMs: 60_000 },
  params: z.object({ code: referralCodeField }),
  response: z.object({ valid: z.boolean() }),
});

/**
 * A parent's referral figures, with the weeks of Premium earned by referring so far; and, for a parent
 * who signed up through someone's link, where their own referral stands (null for anyone else).
 */
const referralStatsSchema = z.object({
  totalReferrals: z.number().int(),
  completedReferrals: z.number().int(),
  pendingReferrals: z.number().int(),
  weeksEarned: z.number().int(),
  ownReferral: z
    .object({
      completed: z.boolean(),
      /** Whether this parent has proved their address by a verification email. */
      emailVerified: z.boolean(),
      /** Whether one of this parent's children has saved a game. */
      childHasPlayed: z.boolean(),
    })
    .nullable(),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;

export const referralStats = defineEndpoint({
  method: "GET",
  path: "/api/account/referrals",
  access: "parent",
  summary:
    "How many families the signed-in parent has referred: in all, completed (their address proved and a child played), pending",
  response: referralStatsSchema,
});

const verificationToken = textField({
  max: 200,
  error: productMessages.verificationLinkInvalid,
  tooLong: productMessages.verificationLinkInvalid,
}).min(20, productMessages.verificationLinkInvalid);

export const verifyEmail = defineEndpoint({
  method: "POST",
  path: "/api/auth/verify-email",
  access: "public",
  summary: "Prove a parent's address with the single-use link of a verification email",
  rateLimit: { max: 30, windowMs: 60_000 },
  body: z.object({ token: verificationToken }),
  /**
   * What became of the parent's referral: completed now, waiting for a child's first game, or none; and, when
   * the link was for a new sign-in address, that address, which the account now signs in with.
   */
  response: z.object({ referral: z.enum(["completed", "waiting_for_game", "none"]), email: z.string().optional() }),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmail.response>;

export const resendVerificationEmail = defineEndpoint({
  method: "POST",
  path: "/api/account/verify-email",
  access: "parent",
  summary: "Send the signed-in parent another verification email (at most one a minute)",
  rateLimit: { max: 10, windowMs: 60_000 },
  response: okSchema,
});
