// A child's active mission, which the child's dashboard and game read, apart from the missions' other reads
// (./missions.ts: Coach Mode's, the week's wins, the results page's), which stay off the child's way to a game.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { missionsRoutes } from "../api-routes";
import { queryKeys } from "./keys";

/** The child's active mission. */
const activeMissionQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.missions.child(childId),
    queryFn: () => api(missionsRoutes.activeMission, { params: { childId } }),
  });

/**
 * The child's active mission (the child's own dashboard, the mission summary,
 * and during a game: `quiet`, read once a minute at most and never retried, so
 * that a game played offline is not held up by it).
 */
export function useActiveMission(childId: string, { quiet = false }: { quiet?: boolean } = {}) {
  return useQuery({ ...activeMissionQuery(childId), ...(quiet && { staleTime: 60_000, retry: false }) });
}
