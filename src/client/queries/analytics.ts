import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";
import { analyticsRoutes } from "../api-routes";
import { queryKeys } from "./keys";

/** A child's analytics: under the account's key root, so that a change of Premium refreshes it. */
export const childAnalyticsQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.account.analytics(childId),
    queryFn: () => api(analyticsRoutes.childAnalytics, { params: { childId } }),
  });

/** The child's tutor feedback: the latest only, or all of it. */
export const feedbackQuery = (childId: string, all: boolean) =>
  queryOptions({
    queryKey: queryKeys.account.feedbackList(childId, all),
    queryFn: () => api(analyticsRoutes.listFeedback, { params: { childId }, query: { all: all ? "true" : "false" } }),
  });
