import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { api } from "../api";
import { missionsRoutes } from "../api-routes";
import { queryKeys } from "./keys";
import type { missionSuggestion, Mission, SendMissionBody } from "../../shared/api/missions";
import type { ResponseOf } from "../../shared/api/endpoint";
import { ApiError } from "../api-error";
import { childrenQuery } from "./children";

/** The child's active mission. */
const activeMissionQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.missions.child(childId),
    queryFn: () => api(missionsRoutes.activeMission, { params: { childId } }),
  });

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

/**
 * The child's active mission (the child's own dashboard, the mission summary,
 * and during a game: `quiet`, read once a minute at most and never retried, so
 * that a game played offline is not held up by it).
 */
export function useActiveMission(childId: string, { quiet = false }: { quiet?: boolean } = {}) {
  return useQuery({ ...activeMissionQuery(childId), ...(quiet && { staleTime: 60_000, retry: false }) });
}

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

/** What a sent or cleared mission changes: the family's missions and the child's (not the coach's suggestion). */
function useMissionsChanged(childId: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: queryKeys.missions.family });
    void client.invalidateQueries({ queryKey: queryKeys.missions.child(childId) });
  };
}

/** Sends a mission; the missions are read again once it is answered. */
export function useSendMission(childId: string) {
  const client = useQueryClient();
  const changed = useMissionsChanged(childId);
  return useMutation({
    mutationFn: (body: SendMissionBody) => api(missionsRoutes.sendMission, { params: { childId }, body }),
    onError: (error) => {
      // Refused as more than the child's level allows: the level may have changed meanwhile, so read it again.
      if (error instanceof ApiError && error.code === "mission_impossible") {
        void client.invalidateQueries({ queryKey: childrenQuery().queryKey });
      }
    },
    onSettled: changed,
  });
}

/** Clears the child's active mission: the one the page knows, else the one the server has. */
export function useClearActiveMission(childId: string) {
  const changed = useMissionsChanged(childId);
  return useMutation({
    mutationFn: async (known: string | null) => {
      const current = known ?? (await api(missionsRoutes.activeMission, { params: { childId } })).mission?.id;
      if (current) await api(missionsRoutes.archiveMission, { params: { missionId: current } });
    },
    onSettled: changed,
  });
}

/**
 * Clears a mission the parent sees (`onCleared` first); the answer says whether it was cleared or
 * completed a moment before. Every mission is read again.
 */
export function useArchiveMission(onCleared: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (missionId: string) => api(missionsRoutes.archiveMission, { params: { missionId } }),
    onSuccess: () => {
      onCleared();
      void client.invalidateQueries({ queryKey: queryKeys.missions.all });
    },
  });
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
