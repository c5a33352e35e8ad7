/**
 * The raw side of the child session in this tab's sessionStorage: no schema, so that
 * pages that only need to know whether a child is signed in stay light.
 */
export const CHILD_SESSION_KEY = "ms.childSession";

export function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps a session in this tab; the caller has it from the server's answer, already checked. */
export function writeChildSession(session: { token: string; expires_at: string; child_data: unknown }): void {
  sessionStore()?.setItem(CHILD_SESSION_KEY, JSON.stringify(session));
}

export function clearChildSession(): void {
  sessionStore()?.removeItem(CHILD_SESSION_KEY);
}
