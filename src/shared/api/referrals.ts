import { z } from "zod";
import { productMessages } from "../messages";
import { normaliseReferralCode } from "../referrals/referral-reward";
import { defineEndpoint } from "./endpoint";
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

/** The spec's referral stats, with the weeks of Premium earned by referring so far. */
const referralStatsSchema = z.object({
  totalReferrals: z.number().int(),
  completedReferrals: z.number().int(),
  pendingReferrals: z.number().int(),
  weeksEarned: z.number().int(),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;

export const referralStats = defineEndpoint({
  method: "GET",
  path: "/api/account/referrals",
  access: "parent",
  summary: "How many families the signed-in parent has referred: in all, completed (a child played), pending",
  response: referralStatsSchema,
});
