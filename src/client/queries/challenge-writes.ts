// Challenges set, dismissed and cancelled, apart from their reads (./challenges.ts): a child's dashboard
// loads their mutation code only once the child sets a challenge or has a finished one to dismiss.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { challengesRoutes } from "../api-routes";
import { childChallengesQuery, familyChallengesQuery } from "./challenges";

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

export function useCancelChallenge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (challengeId: string) => api(challengesRoutes.cancelChallenge, { params: { challengeId } }),
    onSettled: () => client.invalidateQueries({ queryKey: familyChallengesQuery().queryKey }),
  });
}
