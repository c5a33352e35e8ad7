import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { analyticsRoutes } from "../api-routes";
import { queryKeys } from "./keys";
import { gameQuery, recentSessionsQuery } from "./saved-games";
import type { ResponseOf } from "../../shared/api/endpoint";
import type { childAnalytics } from "../../shared/api/analytics";

/** A child's analytics: under the account's key root, so that a change of Premium refreshes it. */
const childAnalyticsQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.account.analytics(childId),
    queryFn: () => api(analyticsRoutes.childAnalytics, { params: { childId } }),
  });

/** The child's tutor feedback: the latest only, or all of it. */
const feedbackQuery = (childId: string, all: boolean) =>
  queryOptions({
    queryKey: queryKeys.account.feedbackList(childId, all),
    queryFn: () => api(analyticsRoutes.listFeedback, { params: { childId }, query: { all: all ? "true" : "false" } }),
  });

export type ChildAnalytics = ResponseOf<typeof childAnalytics>;

export function useChildAnalytics(childId: string) {
  return useQuery(childAnalyticsQuery(childId));
}

/** The child's games, newest first, a page at a time. */
export function useRecentSessions(childId: string) {
  return useInfiniteQuery(recentSessionsQuery(childId));
}

/** One game's questions, asked when its row is opened. */
export function useGameQuestions(sessionId: string, enabled: boolean) {
  return useQuery({ ...gameQuery(sessionId), enabled });
}

export function useFeedback(childId: string, all: boolean) {
  return useQuery(feedbackQuery(childId, all));
}

/**
 * "Get AI Feedback": the tutor's feedback on the latest game (the server keeps
 * one per game and answers it again when asked twice), then the lists again.
 */
export function useRequestFeedback(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(analyticsRoutes.requestFeedback, { params: { childId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.account.feedback(childId) }),
  });
}
