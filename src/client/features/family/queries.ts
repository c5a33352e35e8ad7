import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { childrenRoutes, playRoutes } from "../../api-routes";
import type { AccessSettings } from "../../../shared/access-settings";
import type { DifficultyLevel } from "../../../shared/constants";
import { api } from "../../api";
import { queryKeys } from "../../queries/keys";

const familyKeys = { children: queryKeys.children.all, pinStatus: queryKeys.pinSignIn };

export function useChildren() {
  return useQuery({ queryKey: familyKeys.children, queryFn: () => api(childrenRoutes.listChildren) });
}

/** Each child's streak, games this week and last game; fetched again when the parent comes back to the page. */
export function useFamilyProgress() {
  return useQuery({ queryKey: queryKeys.children.progress, queryFn: () => api(playRoutes.familyProgress) });
}

/** The scores of a child's Times Tables Checks this many at most, newest first. */
const MTC_HISTORY_LIMIT = 20;

/** A child's Times Tables Check games (the server's list of the child's games of that mode), once asked for. */
export function useMtcHistory(childId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.children.mtcHistory(childId),
    queryFn: () =>
      api(playRoutes.listChildSessions, { params: { childId }, query: { mode: "mtc", limit: MTC_HISTORY_LIMIT } }),
    enabled,
  });
}

export function usePinSignInStatus() {
  return useQuery({ queryKey: familyKeys.pinStatus, queryFn: () => api(childrenRoutes.pinSignInStatus) });
}

export function useCreateChild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; pin: string }) => api(childrenRoutes.createChild, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.children }),
  });
}

export function useUpdateChild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      childId: string;
      name?: string;
      pin?: string;
      difficulty_level?: DifficultyLevel;
      access_settings?: Partial<AccessSettings>;
      focus_tables?: number[];
    }) => {
      const { childId, ...body } = input;
      return api(childrenRoutes.updateChild, { params: { childId }, body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.children }),
  });
}

export function useDeleteChild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (childId: string) => api(childrenRoutes.deleteChild, { params: { childId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.children }),
  });
}

export function useEnablePinSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(childrenRoutes.enablePinSignIn),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.pinStatus }),
  });
}
