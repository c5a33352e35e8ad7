import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as familyApi from "../../shared/api/family-data";
import type { BodyOf } from "../../shared/api/endpoint";
import type { submitTestimonial } from "../../shared/api/testimonials";
import { ACCOUNT_CLOCK_TICK_MS } from "../../shared/constants";
import { ApiError, api, apiFile } from "../api";
import { accountsRoutes, billingRoutes, referralsRoutes, testimonialsRoutes } from "../api-routes";
import { queryKeys } from "./keys";

/** Whether the account may be deleted now, or the subscription that blocks it. */
const accountDeletionQuery = () =>
  queryOptions({ queryKey: queryKeys.account.deletion, queryFn: () => api(familyApi.accountDeletionStatus) });

/** The parent's sign-in address, whether it is confirmed, and a new address waiting for its link. */
const accountEmailQuery = () =>
  queryOptions({ queryKey: queryKeys.account.email, queryFn: () => api(accountsRoutes.accountEmail) });

/**
 * Asks for another link to confirm the parent's own address (the server sends
 * one a minute, and says so). One mutation for every screen that offers it.
 */
export function useResendConfirmation() {
  return useMutation({ mutationFn: () => api(referralsRoutes.resendVerificationEmail) });
}

/** The family's subscription and Premium, as the server works them out. */
export const subscriptionQuery = () =>
  queryOptions({ queryKey: queryKeys.account.subscription, queryFn: () => api(billingRoutes.getSubscription) });

/** The families the signed-in parent has referred: in all, completed, pending, and the weeks earned. */
export const referralStatsQuery = () =>
  queryOptions({ queryKey: queryKeys.account.referrals, queryFn: () => api(referralsRoutes.referralStats) });

/**
 * Whether a referral link's code (as `normaliseReferralCode` gives it) belongs to a parent: asked
 * once. A code the server says is no code at all is not one.
 */
export const referralCodeQuery = (code: string) =>
  queryOptions({
    queryKey: queryKeys.referralCode(code),
    queryFn: async () => {
      try {
        return (await api(referralsRoutes.checkReferralCode, { params: { code } })).valid;
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) return false;
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Whether the signed-in parent has a testimonial on the server: asked once. */
const myTestimonialQuery = () =>
  queryOptions({
    queryKey: queryKeys.myTestimonial,
    queryFn: () => api(testimonialsRoutes.myTestimonialStatus),
    staleTime: Infinity,
    retry: false,
  });

/** Whether the account may be deleted now, or the subscription that blocks it. */
export function useDeletionStatus() {
  // Read again with the page's clock, so a subscription cancelled meanwhile shows its new state.
  return useQuery({ ...accountDeletionQuery(), refetchInterval: ACCOUNT_CLOCK_TICK_MS });
}

/** Fetches the family's data and hands it to the browser as a JSON file, as the server wrote it. */
export function useExportFamilyData() {
  return useMutation({
    mutationFn: async () => {
      const file = await apiFile(familyApi.exportFamilyData);
      const url = URL.createObjectURL(file);
      const link = document.createElement("a");
      link.href = url;
      link.download = `maths-sprint-family-data-${new Date().toISOString().slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });
}

/** The parent's sign-in address and whether it is confirmed, as the server has them. */
export function useAccountEmail() {
  return useQuery(accountEmailQuery());
}

/** Asks to sign in with a new address; the server's answer is shown, and the address waiting is read again. */
export function useChangeEmail() {
  const client = useQueryClient();
  return (body: { newEmail: string; currentPassword: string }) =>
    api(accountsRoutes.changeEmail, { body }).then(async (answer) => {
      await client.invalidateQueries({ queryKey: queryKeys.account.email });
      return answer;
    });
}

/** Deletes the parent's account with the confirmation the form checked. */
export const sendAccountDeletion = (body: BodyOf<typeof familyApi.deleteAccount>) =>
  api(familyApi.deleteAccount, { body });

/** Whether the signed-in parent has a testimonial on the server, while `enabled`. */
export function useMyTestimonial(enabled: boolean) {
  return useQuery({ ...myTestimonialQuery(), enabled });
}

/** Sends the parent's testimonial as the form checked it. */
export const sendTestimonial = (body: BodyOf<typeof submitTestimonial>) =>
  api(testimonialsRoutes.submitTestimonial, { body });
