/** The API client, the endpoint definitions and the form checks, loaded once, on demand. */
export const loadAuthCalls = () => import("./auth-calls");

export type AuthCalls = Awaited<ReturnType<typeof loadAuthCalls>>;
