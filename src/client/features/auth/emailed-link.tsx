import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../queries/keys";
import { AuthCard } from "../../components/layout/auth-card";
import { Alert } from "../../components/ui/alert";
import { ButtonLink } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";

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

/** The card shown while a link is checked. */
export function LinkChecking({ title, label }: { title: string; label: string }) {
  return (
    <AuthCard title={title}>
      <Spinner label={label} />
    </AuthCard>
  );
}

/** The card for a link that cannot be used: why, in words, and where to go instead. */
export function LinkProblem({ message, to, action }: { message: string; to: string; action: string }) {
  return (
    <AuthCard title="This link cannot be used">
      <div className="flex flex-col gap-4">
        <Alert tone="error">{message}</Alert>
        <ButtonLink to={to} size="lg">
          {action}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
