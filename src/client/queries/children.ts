import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { childrenRoutes, playRoutes } from "../api-routes";
import { queryKeys } from "./keys";

/** The family's children, as a parent's pages (the family, Coach Mode) list them. */
export const childrenQuery = () =>
  queryOptions({ queryKey: queryKeys.children.all, queryFn: () => api(childrenRoutes.listChildren) });

/** Each child's streak, games this week and last game. */
export const familyProgressQuery = () =>
  queryOptions({ queryKey: queryKeys.children.progress, queryFn: () => api(playRoutes.familyProgress) });

/** The scores of a child's Times Tables Checks this many at most, newest first. */
const MTC_HISTORY_LIMIT = 20;

/** A child's Times Tables Check games (the server's list of the child's games of that mode). */
export const mtcHistoryQuery = (childId: string) =>
  queryOptions({
    queryKey: queryKeys.children.mtcHistory(childId),
    queryFn: () =>
      api(playRoutes.listChildSessions, { params: { childId }, query: { mode: "mtc", limit: MTC_HISTORY_LIMIT } }),
  });

/** Whether the family's children may sign in with a PIN on this device. */
export const pinSignInStatusQuery = () =>
  queryOptions({ queryKey: queryKeys.pinSignIn, queryFn: () => api(childrenRoutes.pinSignInStatus) });

/** One child's details, for a parent starting a child's game: not asked again when refused. */
const childQuery = (childId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.child(childId),
    queryFn: () => api(childrenRoutes.getChild, { params: { childId: childId ?? "" } }),
    retry: false,
  });

/** One child's details, while `enabled` (a game's page, the mission summary). */
export function useChild(childId: string | undefined, enabled = true) {
  return useQuery({ ...childQuery(childId), enabled });
}
