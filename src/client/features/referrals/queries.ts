import { useMutation, useQuery } from "@tanstack/react-query";
import { normaliseReferralCode } from "../../../shared/referrals/referral-reward";
import { referralsRoutes } from "../../api-routes";
import { ApiError, api } from "../../api";
import { queryKeys } from "../../queries/keys";

/** What the sign-up page knows of its referral link: no code, checking, or whether the code is real. */
type ReferralCheck = "none" | "checking" | "valid" | "invalid" | "unknown";

/**
 * Whether a referral link's code belongs to a parent. Text that cannot be a
 * code is invalid without asking; a check that could not be made (offline,
 * throttled) is "unknown".
 */
export function useReferralCheck(text: string): ReferralCheck {
  const code = normaliseReferralCode(text);
  const query = useQuery({
    queryKey: queryKeys.referralCode(code ?? ""),
    enabled: code !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      try {
        return (await api(referralsRoutes.checkReferralCode, { params: { code: code ?? "" } })).valid;
      } catch (error) {
        // The server's word that this is no code at all.
        if (error instanceof ApiError && error.status === 400) return false;
        throw error;
      }
    },
  });
  if (text === "") return "none";
  if (code === null) return "invalid";
  if (query.isPending) return "checking";
  if (query.isError) return "unknown";
  return query.data ? "valid" : "invalid";
}

/** The families the signed-in parent has referred: in all, completed, pending, and the weeks earned. */
export function useReferralStats() {
  return useQuery({ queryKey: queryKeys.account.referrals, queryFn: () => api(referralsRoutes.referralStats) });
}

/** Asks for another verification email for the signed-in parent (the server allows one a minute). */
export function useResendVerificationEmail() {
  return useMutation({ mutationFn: () => api(referralsRoutes.resendVerificationEmail) });
}
