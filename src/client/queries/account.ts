import { queryOptions } from "@tanstack/react-query";
import * as familyApi from "../../shared/api/family-data";
import { ApiError, api } from "../api";
import { accountsRoutes, billingRoutes, referralsRoutes, testimonialsRoutes, weeklyReportRoutes } from "../api-routes";
import { queryKeys } from "./keys";

/** Whether the account may be deleted now, or the subscription that blocks it. */
export const accountDeletionQuery = () =>
  queryOptions({ queryKey: queryKeys.account.deletion, queryFn: () => api(familyApi.accountDeletionStatus) });

/** The parent's sign-in address, whether it is confirmed, and a new address waiting for its link. */
export const accountEmailQuery = () =>
  queryOptions({ queryKey: queryKeys.account.email, queryFn: () => api(accountsRoutes.accountEmail) });

/**
 * Asks for another link to confirm the parent's own address (the server sends
 * one a minute, and says so). One mutation for every screen that offers it.
 */
export const resendConfirmationMutation = () => ({
  mutationFn: () => api(referralsRoutes.resendVerificationEmail),
});

/** The family's subscription and Premium, as the server works them out. */
export const subscriptionQuery = () =>
  queryOptions({ queryKey: queryKeys.account.subscription, queryFn: () => api(billingRoutes.getSubscription) });

/** Whether the parent gets the weekly report by email. */
export const weeklyReportSettingQuery = () =>
  queryOptions({
    queryKey: queryKeys.account.weeklyReport,
    queryFn: () => api(weeklyReportRoutes.getWeeklyReportSetting),
  });

/** The latest weekly report sent to the parent, as its email showed it. */
export const latestWeeklyReportQuery = () =>
  queryOptions({
    queryKey: queryKeys.account.latestWeeklyReport,
    queryFn: () => api(weeklyReportRoutes.latestWeeklyReport),
  });

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
export const myTestimonialQuery = () =>
  queryOptions({
    queryKey: queryKeys.myTestimonial,
    queryFn: () => api(testimonialsRoutes.myTestimonialStatus),
    staleTime: Infinity,
    retry: false,
  });
