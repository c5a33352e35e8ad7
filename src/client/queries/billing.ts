import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { billingRoutes } from "../api-routes";
import { api } from "../api";
import { subscriptionQuery } from "./account";
import { queryKeys } from "./keys";

const POLL_MS = 2_000;

/**
 * The family's subscription and Premium, as the server works them out. With
 * `untilPremium`, asked again every 2 s until Premium shows (back from checkout,
 * the payment lands a moment after the browser).
 */
export function useSubscription({ untilPremium = false } = {}) {
  return useQuery({
    ...subscriptionQuery(),
    refetchInterval: untilPremium ? (query) => (query.state.data?.premium ? false : POLL_MS) : false,
  });
}

/** A change of subscription also changes the signed-in parent's Premium, and whether the account may be deleted. */
function refresh(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.account.all }),
    client.invalidateQueries({ queryKey: queryKeys.session.all }),
  ]);
}

/** Starts checkout and sends the browser to its page. */
export function useUpgrade() {
  return useMutation({
    mutationFn: () => api(billingRoutes.startCheckout),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function usePayLocalCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (session: string) => api(billingRoutes.payLocalCheckout, { body: { session } }),
    onSuccess: () => refresh(client),
  });
}

export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(billingRoutes.cancelSubscription),
    onSuccess: (state) => {
      client.setQueryData(subscriptionQuery().queryKey, state);
      return refresh(client);
    },
  });
}
