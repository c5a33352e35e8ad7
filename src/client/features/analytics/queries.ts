import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { analyticsRoutes, playRoutes } from "../../api-routes";
import { api } from "../../api";
import { queryKeys } from "../../queries/keys";
import type { ResponseOf } from "../../../shared/api/endpoint";
import type { childAnalytics } from "../../../shared/api/analytics";

export type ChildAnalytics = ResponseOf<typeof childAnalytics>;

/** A child's analytics: under the account's key root, so that a change of Premium refreshes it. */
export function useChildAnalytics(childId: string) {
  return useQuery({
    queryKey: queryKeys.account.analytics(childId),
    queryFn: () => api(analyticsRoutes.childAnalytics, { params: { childId } }),
  });
}

const RECENT_SESSIONS_PAGE = 10;

/** The child's games, newest first, a page at a time. */
export function useRecentSessions(childId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.play.recentSessions(childId),
    queryFn: ({ pageParam }) =>
      api(playRoutes.listChildSessions, {
        params: { childId },
        query: { limit: RECENT_SESSIONS_PAGE, ...(pageParam && { before: pageParam }) },
      }),
    initialPageParam: "",
    getNextPageParam: (page) => page.next_before ?? undefined,
  });
}

/** One game's questions, asked when its row is opened. */
export function useGameQuestions(sessionId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.play.game(sessionId),
    queryFn: () => api(playRoutes.getGame, { params: { sessionId } }),
    enabled,
    staleTime: Infinity,
  });
}

/** The child's tutor feedback: the latest only, or all of it. */
export function useFeedback(childId: string, all: boolean) {
  return useQuery({
    queryKey: queryKeys.account.feedbackList(childId, all),
    queryFn: () => api(analyticsRoutes.listFeedback, { params: { childId }, query: { all: all ? "true" : "false" } }),
  });
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
