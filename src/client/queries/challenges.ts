import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { challengesRoutes } from "../api-routes";
import { queryKeys } from "./keys";
import { COMPLETED_CHALLENGE_POLL_MS } from "../../shared/constants";

/** The child's waiting and recently completed challenges. */
export const childChallengesQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.challenges.child(childId),
    queryFn: () => api(challengesRoutes.childChallenges, { params: { childId } }),
  });

/** The family's challenges: under the account's key root, so that a change of Premium refreshes them. */
export const familyChallengesQuery = () =>
  queryOptions({ queryKey: queryKeys.account.familyChallenges, queryFn: () => api(challengesRoutes.familyChallenges) });

/** The child's waiting and recently completed challenges, asked again every 30 seconds. */
export function useChildChallenges(childId: string) {
  return useQuery({ ...childChallengesQuery(childId), refetchInterval: COMPLETED_CHALLENGE_POLL_MS });
}

export function useFamilyChallenges() {
  return useQuery(familyChallengesQuery());
}
