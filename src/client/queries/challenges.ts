import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { challengesRoutes } from "../api-routes";
import { queryKeys } from "./keys";
import { COMPLETED_CHALLENGE_POLL_MS } from "../../shared/constants";

/** The child's waiting and recently completed challenges. */
const childChallengesQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.challenges.child(childId),
    queryFn: () => api(challengesRoutes.childChallenges, { params: { childId } }),
  });

/** The family's challenges: under the account's key root, so that a change of Premium refreshes them. */
const familyChallengesQuery = () =>
  queryOptions({ queryKey: queryKeys.account.familyChallenges, queryFn: () => api(challengesRoutes.familyChallenges) });

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

/** The child's waiting and recently completed challenges, asked again every 30 seconds. */
export function useChildChallenges(childId: string) {
  return useQuery({ ...childChallengesQuery(childId), refetchInterval: COMPLETED_CHALLENGE_POLL_MS });
}

export function useCreateChallenge(childId: string) {
  return useMutation({
    mutationFn: (opponentChildId: string | null) =>
      api(challengesRoutes.createChallenge, { params: { childId }, body: { opponent_child_id: opponentChildId } }),
  });
}

/** Hides a completed challenge's card for good; the card goes at once. */
export function useDismissChallenge(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (challengeId: string) => api(challengesRoutes.dismissChallenge, { params: { childId, challengeId } }),
    onSettled: () => client.invalidateQueries({ queryKey: childChallengesQuery(childId).queryKey }),
  });
}

export function useFamilyChallenges() {
  return useQuery(familyChallengesQuery());
}

export function useCancelChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (challengeId: string) => api(challengesRoutes.cancelChallenge, { params: { challengeId } }),
    onSettled: () => client.invalidateQueries({ queryKey: familyChallengesQuery().queryKey }),
  });
}

/** A challenge side's opening (see `challengeOpeningQuery`), while `enabled`. */
export function useChallengeOpening(challengeId: string, playerChildId: string | null, enabled: boolean) {
  return useQuery({ ...challengeOpeningQuery(challengeId, playerChildId), enabled });
}
