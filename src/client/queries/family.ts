import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { childrenRoutes } from "../api-routes";
import type { AccessSettings } from "../../shared/access-settings";
import type { DifficultyLevel } from "../../shared/constants";
import { api } from "../api";
import { childrenQuery, familyProgressQuery, mtcHistoryQuery, pinSignInStatusQuery } from "./children";

const childrenKey = childrenQuery().queryKey;

export function useChildren() {
  return useQuery(childrenQuery());
}

/** Each child's streak, games this week and last game; fetched again when the parent comes back to the page. */
export function useFamilyProgress() {
  return useQuery(familyProgressQuery());
}

/** A child's Times Tables Check games (the server's list of the child's games of that mode), once asked for. */
export function useMtcHistory(childId: string, enabled: boolean) {
  return useQuery({ ...mtcHistoryQuery(childId), enabled });
}

export function usePinSignInStatus() {
  return useQuery(pinSignInStatusQuery());
}

export function useCreateChild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; pin: string }) => api(childrenRoutes.createChild, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: childrenKey }),
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
    onSuccess: () => client.invalidateQueries({ queryKey: childrenKey }),
  });
}

export function useDeleteChild() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (childId: string) => api(childrenRoutes.deleteChild, { params: { childId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: childrenKey }),
  });
}

export function useEnablePinSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(childrenRoutes.enablePinSignIn),
    onSuccess: () => client.invalidateQueries({ queryKey: pinSignInStatusQuery().queryKey }),
  });
}
