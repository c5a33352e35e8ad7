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
