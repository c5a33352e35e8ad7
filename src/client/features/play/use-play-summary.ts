import { useQuery } from "@tanstack/react-query";
import { playSummaryQuery } from "../../queries/play";

/** A child's streak, shield and tower lock, as the dashboard and the tower's page show them. */
export function usePlaySummary(childId: string | undefined) {
  return useQuery({ ...playSummaryQuery(childId), enabled: childId !== undefined });
}
