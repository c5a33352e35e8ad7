import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "../api";
import { badgeAdminRoutes, badgesRoutes } from "../api-routes";
import { queryKeys } from "./keys";
import type { createBadge } from "../../shared/api/badge-admin";
import type { BodyOf } from "../../shared/api/endpoint";

/** Every badge with the child's progress. */
const childBadgesQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.badges.progress(childId),
    queryFn: async () => (await api(badgesRoutes.childBadges, { params: { childId } })).badges,
    retry: false,
  });

/** The rewards the child has unlocked through missions. */
const childRewardsQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.badges.rewards(childId),
    queryFn: async () => (await api(badgesRoutes.childRewards, { params: { childId } })).rewards,
    retry: false,
  });

/** Every badge, for an admin parent. */
const allBadgesQuery = () =>
  queryOptions({
    queryKey: queryKeys.badges.admin,
    queryFn: async () => (await api(badgeAdminRoutes.listAllBadges)).badges,
  });

/** Every badge with the child's progress, while `enabled` (the awards dialog is open to someone signed in). */
export function useChildBadges(childId: string, enabled: boolean) {
  return useQuery({ ...childBadgesQuery(childId), enabled });
}

/** The child's mission rewards, while `enabled`. */
export function useChildRewards(childId: string, enabled: boolean) {
  return useQuery({ ...childRewardsQuery(childId), enabled });
}

/** Every badge, for an admin parent's Manage Badges dialog while it is open. */
export function useAllBadges(enabled: boolean) {
  return useQuery({ ...allBadgesQuery(), enabled });
}

/** A new badge: the admin list and every child's awards are read again. */
export function useCreateBadge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createBadge>) => api(badgeAdminRoutes.createBadge, { body }),
    onSettled: () => invalidateBadges(client),
  });
}

/** Sets a badge's image from a file's bytes. */
export function useUploadBadgeImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { badgeId: string; bytes: Uint8Array<ArrayBuffer> }) =>
      api(badgeAdminRoutes.uploadBadgeImage, { params: { badgeId: input.badgeId }, body: input.bytes }),
    onSettled: () => invalidateBadges(client),
  });
}

const invalidateBadges = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.badges.admin }),
    client.invalidateQueries({ queryKey: queryKeys.badges.all }),
  ]);
