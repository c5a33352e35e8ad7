import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PracticePlan } from "../../shared/api/play";
import { api } from "../api";
import { playRoutes } from "../api-routes";
import { localStore } from "../local-store";
import { queryKeys } from "./keys";

// The plan's copies on this device (decision 0018): the last one fetched, and the one last played.
const storeKey = (childId: string) => `practice-plan:${childId}`;
const playedKey = (childId: string) => `practice-played:${childId}`;

/** Keeps the plan a session is played from, for its results (the next plan may be fetched meanwhile). */
export function rememberPlayedPlan(childId: string, plan: PracticePlan) {
  localStore.set(playedKey(childId), JSON.stringify(plan));
}

/** The plan of the last session played on this device. */
export const playedPracticePlan = (childId: string) => planIn(playedKey(childId));

function planIn(key: string): PracticePlan | null {
  const stored = localStore.getJson(key);
  if (typeof stored !== "object" || stored === null) return null;
  const plan = stored as Partial<PracticePlan>;
  return Array.isArray(plan.questions) && Array.isArray(plan.answers) ? (plan as PracticePlan) : null;
}

/**
 * The child's next Smart Practice session, planned on the server and kept on this device: a child
 * who starts offline plays the session planned from the last known state. Every session is planned
 * afresh, so each page that shows it asks again as it opens.
 */
const practicePlanQuery = (childId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.play.practicePlan(childId),
    queryFn: async () => {
      const id = childId ?? "";
      try {
        const plan = await api(playRoutes.practicePlan, { params: { childId: id } });
        localStore.set(storeKey(id), JSON.stringify(plan));
        return plan;
      } catch (error) {
        const stored = planIn(storeKey(id));
        if (stored && !navigator.onLine) return stored;
        throw error;
      }
    },
    networkMode: "always",
    retry: false,
    refetchOnMount: "always",
  });

/** The child's next Smart Practice session (see `practicePlanQuery`), once the child is known. */
export function usePracticePlan(childId: string | undefined) {
  return useQuery({ ...practicePlanQuery(childId), enabled: childId !== undefined });
}
