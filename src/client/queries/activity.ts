import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

/**
 * Whether none of the page's queries is on its way: `loaded` as the page renders, and
 * `settledNow()`, which looks again when it is called (a query may have started since).
 */
export function useQueriesSettled() {
  const client = useQueryClient();
  const loaded = useIsFetching() === 0;
  const settledNow = useCallback(() => client.isFetching() === 0, [client]);
  return { loaded, settledNow };
}
