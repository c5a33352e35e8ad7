import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Mission } from "../../../shared/api/missions";
import { queryKeys } from "../../queries/keys";

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
