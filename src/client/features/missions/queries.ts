import { useQuery } from "@tanstack/react-query";
import { missionsRoutes } from "../../api-routes";
import { api } from "../../api";
import { queryKeys } from "../../queries/keys";

export const missionKeys = queryKeys.missions;

/**
 * The child's active mission (the child's own dashboard, the mission summary,
 * and during a game: `quiet`, read once a minute at most and never retried, so
 * that a game played offline is not held up by it).
 */
export function useActiveMission(childId: string, { quiet = false }: { quiet?: boolean } = {}) {
  return useQuery({
    queryKey: missionKeys.child(childId),
    queryFn: () => api(missionsRoutes.activeMission, { params: { childId } }),
    ...(quiet && { staleTime: 60_000, retry: false }),
  });
}

export function useFamilyMissions() {
  return useQuery({ queryKey: missionKeys.family, queryFn: () => api(missionsRoutes.familyMissions) });
}

export function useStickers() {
  return useQuery({ queryKey: missionKeys.stickers, queryFn: () => api(missionsRoutes.listStickers) });
}

/** The week's wins; the server answers empty lists when it cannot work them out. */
export function useWeeklyWins(childId: string) {
  return useQuery({
    queryKey: missionKeys.weeklyWins(childId),
    queryFn: () => api(missionsRoutes.weeklyWins, { params: { childId } }),
  });
}

/** The coach's suggestion for a child, made once when the child is chosen (and again on request). */
export function useSuggestion(childId: string | null) {
  return useQuery({
    queryKey: missionKeys.suggestion(childId ?? ""),
    queryFn: () => api(missionsRoutes.missionSuggestion, { params: { childId: childId ?? "" } }),
    enabled: childId !== null,
    staleTime: Infinity,
    retry: false,
  });
}
