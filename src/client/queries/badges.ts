import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";
import { badgeAdminRoutes, badgesRoutes } from "../api-routes";
import { queryKeys } from "./keys";

/** Every badge with the child's progress. */
export const childBadgesQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.badges.progress(childId),
    queryFn: async () => (await api(badgesRoutes.childBadges, { params: { childId } })).badges,
    retry: false,
  });

/** The rewards the child has unlocked through missions. */
export const childRewardsQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.badges.rewards(childId),
    queryFn: async () => (await api(badgesRoutes.childRewards, { params: { childId } })).rewards,
    retry: false,
  });

/** Every badge, for an admin parent. */
export const allBadgesQuery = () =>
  queryOptions({
    queryKey: queryKeys.badges.admin,
    queryFn: async () => (await api(badgeAdminRoutes.listAllBadges)).badges,
  });
