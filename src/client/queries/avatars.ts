import { queryOptions } from "@tanstack/react-query";
import { api } from "../api";
import { avatarsRoutes } from "../api-routes";
import { queryKeys } from "./keys";

/** The child's saved avatars. */
export const avatarsQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.avatars.list(childId),
    queryFn: () => api(avatarsRoutes.listAvatars, { params: { childId } }),
  });

/** How many avatars the child keeps and has made this month; not asked again when it fails. */
export const avatarUsageQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.avatars.usage(childId),
    queryFn: () => api(avatarsRoutes.avatarUsage, { params: { childId } }),
    retry: false,
  });
