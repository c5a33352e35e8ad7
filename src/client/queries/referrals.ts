import { useQuery } from "@tanstack/react-query";
import { normaliseReferralCode } from "../../shared/referrals/referral-reward";
import { referralCodeQuery, referralStatsQuery } from "./account";

/** What the sign-up page knows of its referral link: no code, checking, or whether the code is real. */
type ReferralCheck = "none" | "checking" | "valid" | "invalid" | "unknown";

/**
 * Whether a referral link's code belongs to a parent. Text that cannot be a
 * code is invalid without asking; a check that could not be made (offline,
 * throttled) is "unknown".
 */
export function useReferralCheck(text: string): ReferralCheck {
  const code = normaliseReferralCode(text);
  const query = useQuery({ ...referralCodeQuery(code ?? ""), enabled: code !== null });
  if (text === "") return "none";
  if (code === null) return "invalid";
  if (query.isPending) return "checking";
  if (query.isError) return "unknown";
  return query.data ? "valid" : "invalid";
}

/** The families the signed-in parent has referred: in all, completed, pending, and the weeks earned. */
export function useReferralStats() {
  return useQuery(referralStatsQuery());
}
