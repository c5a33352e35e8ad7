import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { api } from "../api";
import { missionsRoutes } from "../api-routes";
import { queryKeys } from "./keys";
import type { missionSuggestion, Mission } from "../../shared/api/missions";
import type { ResponseOf } from "../../shared/api/endpoint";
import { childrenQuery } from "./children";

/** Every child's mission, for Coach Mode. */
const familyMissionsQuery = () =>
  queryOptions({ queryKey: queryKeys.missions.family, queryFn: () => api(missionsRoutes.familyMissions) });

/** The stickers a mission may promise. */
const stickersQuery = () =>
  queryOptions({ queryKey: queryKeys.missions.stickers, queryFn: () => api(missionsRoutes.listStickers) });

/** The week's wins; the server answers empty lists when it cannot work them out. */
const weeklyWinsQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.missions.weeklyWins(childId),
    queryFn: () => api(missionsRoutes.weeklyWins, { params: { childId } }),
  });

/** The coach's suggestion for a child: made once, and again only when asked for (refetch). */
const missionSuggestionQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.missions.suggestion(childId),
    queryFn: () => api(missionsRoutes.missionSuggestion, { params: { childId } }),
    staleTime: Infinity,
    retry: false,
  });

export function useFamilyMissions() {
  return useQuery(familyMissionsQuery());
}

export function useStickers() {
  return useQuery(stickersQuery());
}

export function useWeeklyWins(childId: string) {
  return useQuery(weeklyWinsQuery(childId));
}

/** The coach's suggestion for a child, made once when the child is chosen (and again on request). */
export function useSuggestion(childId: string | null) {
  return useQuery({ ...missionSuggestionQuery(childId ?? ""), enabled: childId !== null });
}

/** The family's children list, which Coach Mode chooses from. */
export function useFamilyChildren() {
  return useQuery(childrenQuery());
}

/** Keeps a suggestion a coach's link brought as the coach's suggestion for the child, without asking the server. */
export function useKeepSuggestion() {
  const client = useQueryClient();
  return useCallback(
    (childId: string, answer: ResponseOf<typeof missionSuggestion>) =>
      client.setQueryData(missionSuggestionQuery(childId).queryKey, answer),
    [client],
  );
}

/**
 * The mission a just-saved game completed, read from the save's answer kept
 * on this device (`load`); once one is found the mission queries are stale.
 */
export function useCompletedMission(clientId: string | undefined, load: (clientId: string) => Promise<Mission | null>) {
  const client = useQueryClient();
  const done = useQuery({
    queryKey: queryKeys.missions.completed(clientId),
    queryFn: () => load(clientId ?? ""),
    enabled: clientId !== undefined,
    staleTime: Infinity,
    networkMode: "always",
  });
  const mission = done.data ?? null;
  useEffect(() => {
    if (mission) void client.invalidateQueries({ queryKey: queryKeys.missions.all });
  }, [mission, client]);
  return mission;
}
