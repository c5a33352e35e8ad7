import { QueryClient } from "@tanstack/react-query";
import { isFinalAnswer } from "./api-error";

/**
 * The app's one query client, held by the AuthProvider: the signed-in parent and child
 * are its first queries, and everything cached for one person is dropped when the next
 * signs in (features/auth/auth-context.tsx).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: retryOnce, refetchOnWindowFocus: false, staleTime: 15_000 } },
  });
}

/** A read is asked again once, unless the server's answer was final (a 4xx but 408 and 429). */
export function retryOnce(failures: number, error: unknown): boolean {
  return failures < 1 && !isFinalAnswer(error);
}
