import { useQuery } from "@tanstack/react-query";
import { playRoutes } from "../../api-routes";
import { api } from "../../api";
import { queryKeys } from "../../queries/keys";

/** A child's streak, shield and tower lock, as the dashboard and the tower's page show them. */
export function usePlaySummary(childId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.play.summary(childId),
    queryFn: () => api(playRoutes.playSummary, { params: { childId: childId ?? "" } }),
    enabled: childId !== undefined,
  });
}
