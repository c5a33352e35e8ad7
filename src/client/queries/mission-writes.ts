// A parent's changes to missions, apart from the missions' reads (./missions.ts), which a child's dashboard
// and game read: their mutation code stays off the child's way to a first question.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SendMissionBody } from "../../shared/api/missions";
import { api } from "../api";
import { ApiError } from "../api-error";
import { missionsRoutes } from "../api-routes";
import { childrenQuery } from "./children";
import { queryKeys } from "./keys";

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
