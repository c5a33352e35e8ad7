import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { analyticsRoutes } from "../../api-routes";
import { api } from "../../api";
import { childAnalyticsQuery, feedbackQuery } from "../../queries/analytics";
import { queryKeys } from "../../queries/keys";
import { gameQuery, recentSessionsQuery } from "../../queries/play";
import type { ResponseOf } from "../../../shared/api/endpoint";
import type { childAnalytics } from "../../../shared/api/analytics";

export type ChildAnalytics = ResponseOf<typeof childAnalytics>;

/** A child's analytics: under the account's key root, so that a change of Premium refreshes it. */
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

/** The child's tutor feedback: the latest only, or all of it. */
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
