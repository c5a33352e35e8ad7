import { useQuery } from "@tanstack/react-query";
import { analyticsRoutes } from "../../api-routes";
import { api } from "../../api";
import { ACCOUNT_QUERY_ROOT } from "../../session/session-query";

/** A child's analytics: under the account's key root, so that a change of Premium refreshes it. */
export function useChildAnalytics(childId: string) {
  return useQuery({
    queryKey: [ACCOUNT_QUERY_ROOT, "analytics", childId],
    queryFn: () => api(analyticsRoutes.childAnalytics, { params: { childId } }),
  });
}
