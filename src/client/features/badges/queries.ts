import { useQuery } from "@tanstack/react-query";
import { badgesRoutes } from "../../api-routes";
import { api } from "../../api";

const badgeKeys = {
  progress: (childId: string) => ["badges", childId] as const,
  rewards: (childId: string) => ["mission-rewards", childId] as const,
};

/** Every badge with the child's progress, while `enabled` (the awards dialog is open to someone signed in). */
export function useChildBadges(childId: string, enabled: boolean) {
  return useQuery({
    queryKey: badgeKeys.progress(childId),
    enabled,
    retry: false,
    queryFn: async () => (await api(badgesRoutes.childBadges, { params: { childId } })).badges,
  });
}

/** The rewards the child has unlocked through missions. */
export function useChildRewards(childId: string, enabled: boolean) {
  return useQuery({
    queryKey: badgeKeys.rewards(childId),
    enabled,
    retry: false,
    queryFn: async () => (await api(badgesRoutes.childRewards, { params: { childId } })).rewards,
  });
}
