import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { challengesRoutes } from "../api-routes";
import { queryKeys } from "./keys";

/**
 * A challenge side's opening on the server: its seed and the difficulty this side plays at. Opening
 * accepts the challenge, and a played side cannot be opened again, so it is asked once while the
 * game page is open (never again when a saved game refreshes the app's queries: `isPersonDataQuery`
 * leaves it alone), offline too (to fail at once), and dropped when the page goes.
 */
const challengeOpeningQuery = (challengeId: string, playerChildId: string | null) =>
  queryOptions({
    queryKey: queryKeys.challenges.opening(challengeId, playerChildId),
    queryFn: () =>
      api(challengesRoutes.openChallengeGame, { params: { challengeId }, body: { child_id: playerChildId } }),
    retry: false,
    retryOnMount: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    networkMode: "always",
    refetchOnReconnect: false,
  });

/** A challenge side's opening (see `challengeOpeningQuery`), while `enabled`. */
export function useChallengeOpening(challengeId: string, playerChildId: string | null, enabled: boolean) {
  return useQuery({ ...challengeOpeningQuery(challengeId, playerChildId), enabled });
}
