import { useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { referralsRoutes } from "../api-routes";
import { queryKeys } from "./keys";

/** What a page opened from an emailed link knows of its token. */
export type EmailedLink<T> =
  { kind: "checking" } | { kind: "valid"; answer: T } | { kind: "invalid"; error: unknown } | { kind: "missing" };

/**
 * Sends an emailed link's token to the server once, however often the page is
 * mounted while it opens (the app starting, React's checks, going back to it):
 * a link can be spent once, so its answer (a refusal too) is kept for as long
 * as the app runs and never asked again, whoever signs in or out meanwhile
 * (`isPersonDataQuery` leaves it alone). A page without a token asks nothing.
 */
export function useEmailedLink<T>(purpose: string, token: string, send: (token: string) => Promise<T>): EmailedLink<T> {
  const query = useQuery({
    queryKey: queryKeys.emailedLink(purpose, token),
    queryFn: () => send(token),
    enabled: token !== "",
    retry: false,
    retryOnMount: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
  });
  if (token === "") return { kind: "missing" };
  if (query.isPending) return { kind: "checking" };
  if (query.isError) return { kind: "invalid", error: query.error };
  return { kind: "valid", answer: query.data };
}

/** Sends a verification link's token: the server confirms the parent's address and spends the link. */
export const verifyEmailLink = (token: string) => api(referralsRoutes.verifyEmail, { body: { token } });
