import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AvatarOptions, AvatarUsage } from "../../../shared/api/avatars";
import type { AvatarChoice } from "../../../shared/api/children";
import { api } from "../../api";
import { avatarsRoutes, childrenRoutes } from "../../api-routes";
import { queryKeys } from "../../queries/keys";

const avatarKeys = queryKeys.avatars;
/** The family's children list (features/family), which shows each child's avatar. */
const FAMILY_CHILDREN_KEY = queryKeys.children.all;

/** docs/product/gameplay.md#avatars: a usage that cannot be read counts as none used (the server checks again before making one). */
const NOTHING_USED: AvatarUsage = { total_avatars: 0, monthly_generations: 0, can_generate: true, can_store: true };

export function useAvatars(childId: string) {
  return useQuery({
    queryKey: avatarKeys.list(childId),
    queryFn: () => api(avatarsRoutes.listAvatars, { params: { childId } }),
  });
}

export function useAvatarUsage(childId: string): AvatarUsage {
  const usage = useQuery({
    queryKey: avatarKeys.usage(childId),
    queryFn: () => api(avatarsRoutes.avatarUsage, { params: { childId } }),
    retry: false,
  });
  return usage.data ?? NOTHING_USED;
}

function useRefresh(childId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: avatarKeys.list(childId) }),
      client.invalidateQueries({ queryKey: avatarKeys.usage(childId) }),
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
    onSettled: () => Promise.all([refresh(), client.invalidateQueries({ queryKey: FAMILY_CHILDREN_KEY })]),
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
    onSuccess: () => client.invalidateQueries({ queryKey: FAMILY_CHILDREN_KEY }),
  });
}
