// A saved game's reads: its results, the player's best before it, a child's games a page at a time. Apart from
// ./play.ts (the streak, a game's save and the best it is set against, what a save refreshes), which a child's
// dashboard and game read: these are the results page's and the parent's analytics', off the child's way to a first
// question.
import { infiniteQueryOptions, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { playRoutes } from "../api-routes";
import { queryKeys } from "./keys";
import { personalBestQuery } from "./play";

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

/** The player's best in a saved game's mode from the games before it. */
export function usePersonalBest(sessionId: string) {
  return useQuery(personalBestQuery(sessionId));
}

/** One saved game with its questions, read once from the server. */
export const fetchGame = (sessionId: string) => api(playRoutes.getGame, { params: { sessionId } });

/**
 * A finished game's result, as `load` works it out (the copy on this device, which answers
 * offline too, or the server's): asked once.
 */
export function useSavedGameResult<R>(
  sessionId: string | undefined,
  clientId: string | undefined,
  load: (sessionId: string | undefined, clientId: string | undefined) => Promise<R>,
) {
  return useQuery({
    queryKey: queryKeys.play.result(sessionId, clientId),
    queryFn: () => load(sessionId, clientId),
    enabled: Boolean(sessionId ?? clientId),
    staleTime: Infinity,
    networkMode: "always",
  });
}

/** A challenge game's outcome, as `load` reads it from the save's answer kept on this device: asked once. */
export function useSavedChallengeOutcome<R>(clientId: string, load: (clientId: string) => Promise<R>) {
  return useQuery({
    queryKey: queryKeys.play.challengeOutcome(clientId),
    queryFn: () => load(clientId),
    staleTime: Infinity,
    networkMode: "always",
  });
}
