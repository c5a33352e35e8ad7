/** The account forms' checks and endpoint definitions, loaded once, on demand. */
export const loadAuthCalls = () => import("./auth-calls");
