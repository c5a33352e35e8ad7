import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { avatarsRoutes, childrenRoutes } from "../api-routes";
import { queryKeys } from "./keys";
import type { AvatarOptions, AvatarUsage } from "../../shared/api/avatars";
import type { AvatarChoice } from "../../shared/api/children";
import { childrenQuery } from "./children";

/** The child's saved avatars. */
const avatarsQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.avatars.list(childId),
    queryFn: () => api(avatarsRoutes.listAvatars, { params: { childId } }),
  });

/** How many avatars the child keeps and has made this month; not asked again when it fails. */
const avatarUsageQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.avatars.usage(childId),
    queryFn: () => api(avatarsRoutes.avatarUsage, { params: { childId } }),
    retry: false,
  });

/** docs/product/gameplay.md#avatars: a usage that cannot be read counts as none used (the server checks again before making one). */
const NOTHING_USED: AvatarUsage = { total_avatars: 0, monthly_generations: 0, can_generate: true, can_store: true };

export function useAvatars(childId: string) {
  return useQuery(avatarsQuery(childId));
}

export function useAvatarUsage(childId: string): AvatarUsage {
  const usage = useQuery(avatarUsageQuery(childId));
  return usage.data ?? NOTHING_USED;
}

function useRefresh(childId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: avatarsQuery(childId).queryKey }),
      client.invalidateQueries({ queryKey: avatarUsageQuery(childId).queryKey }),
    ]);
}

export function useGenerateAvatar(childId: string) {
  const refresh = useRefresh(childId);
  return useMutation({
    mutationFn: (body: AvatarOptions) => api(avatarsRoutes.generateAvatar, { params: { childId }, body }),
    onSettled: refresh,
  });
}

export function useDeleteAvatar(childId: string) {
  const refresh = useRefresh(childId);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (avatarId: string) => api(avatarsRoutes.deleteAvatar, { params: { childId, avatarId } }),
    // The family's children list shows each child's avatar.
    onSettled: () => Promise.all([refresh(), client.invalidateQueries({ queryKey: childrenQuery().queryKey })]),
  });
}

/** The child saves their own avatar; the answer is their details as the server now has them. */
export function useSaveMyAvatar() {
  return useMutation({
    mutationFn: (avatar: AvatarChoice) => api(avatarsRoutes.saveMyAvatar, { body: { avatar } }),
  });
}

/** A parent saves a child's avatar through the update-child action. */
export function useSaveChildAvatar(childId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (avatar: AvatarChoice) => api(childrenRoutes.updateChild, { params: { childId }, body: { avatar } }),
    onSuccess: () => client.invalidateQueries({ queryKey: childrenQuery().queryKey }),
  });
}
