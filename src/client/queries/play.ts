import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api } from "../api";
import { playRoutes } from "../api-routes";
import { queryKeys } from "./keys";

/**
 * A child's streak, shield and tower lock, as the dashboard and the tower's
 * page show them. When the streak needs the child's shield, it is spent by a
 * POST of its own (reading the summary never changes anything), whose answer
 * says whether this request spent it (`shield_used`, which shows the child
 * the shield's message). If that POST fails, the summary as read stands and
 * the next fetch tries again.
 */
export const playSummaryQuery = (childId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.play.summary(childId),
    queryFn: async () => {
      const params = { childId: childId ?? "" };
      const summary = await api(playRoutes.playSummary, { params });
      if (!summary.shield_needed) return summary;
      return api(playRoutes.spendStreakShield, { params }).catch(() => summary);
    },
  });

const RECENT_SESSIONS_PAGE = 10;

/** The child's games, newest first, a page at a time. */
export const recentSessionsQuery = (childId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.play.recentSessions(childId),
    queryFn: ({ pageParam }) =>
      api(playRoutes.listChildSessions, {
        params: { childId },
        query: { limit: RECENT_SESSIONS_PAGE, ...(pageParam && { before: pageParam }) },
      }),
    initialPageParam: "",
    getNextPageParam: (page) => page.next_before ?? undefined,
  });

/** One saved game with its questions: a saved game never changes. */
export const gameQuery = (sessionId: string) =>
  queryOptions({
    queryKey: queryKeys.play.game(sessionId),
    queryFn: () => api(playRoutes.getGame, { params: { sessionId } }),
    staleTime: Infinity,
  });

/** The player's best in a saved game's mode from the games before it: it never changes. */
export const personalBestQuery = (sessionId: string) =>
  queryOptions({
    queryKey: queryKeys.play.personalBest(sessionId),
    queryFn: () => api(playRoutes.personalBest, { params: { sessionId } }),
    staleTime: Infinity,
  });
