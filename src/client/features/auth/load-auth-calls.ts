/** The API client, the endpoint definitions and the form checks, loaded once, on demand. */
export const loadAuthCalls = () => import("./auth-calls");

export type AuthCalls = Awaited<ReturnType<typeof loadAuthCalls>>;

/** The calls, or null when they could not be loaded (offline, or a newer version has replaced this one). */
export async function authCallsOrNull(): Promise<AuthCalls | null> {
  try {
    return await loadAuthCalls();
  } catch {
    return null;
  }
}
