import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";
import { missionsRoutes } from "../api-routes";
import { queryKeys } from "./keys";

/** The child's active mission. */
export const activeMissionQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.missions.child(childId),
    queryFn: () => api(missionsRoutes.activeMission, { params: { childId } }),
  });

/** Every child's mission, for Coach Mode. */
export const familyMissionsQuery = () =>
  queryOptions({ queryKey: queryKeys.missions.family, queryFn: () => api(missionsRoutes.familyMissions) });

/** The stickers a mission may promise. */
export const stickersQuery = () =>
  queryOptions({ queryKey: queryKeys.missions.stickers, queryFn: () => api(missionsRoutes.listStickers) });

/** The week's wins; the server answers empty lists when it cannot work them out. */
export const weeklyWinsQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.missions.weeklyWins(childId),
    queryFn: () => api(missionsRoutes.weeklyWins, { params: { childId } }),
  });

/** The coach's suggestion for a child: made once, and again only when asked for (refetch). */
export const missionSuggestionQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.missions.suggestion(childId),
    queryFn: () => api(missionsRoutes.missionSuggestion, { params: { childId } }),
    staleTime: Infinity,
    retry: false,
  });
