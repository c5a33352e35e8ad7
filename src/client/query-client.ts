import { QueryClient } from "@tanstack/react-query";

/**
 * The app's one query client, held by the AuthProvider: the signed-in parent and child
 * are its first queries, and everything cached for one person is dropped when the next
 * signs in (features/auth/auth-context.tsx).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 } },
  });
}
