import type { QueryClient } from "@tanstack/react-query";
import { SIGN_OUT_TIMEOUT_MS } from "../../../shared/constants";
import { ApiError, type SignedInAs } from "../../api";
import { sendSignOut } from "../../queries/session";

/** Errors on sign-out that mean "already signed out", and so count as success: by status and code. */
function isAlreadySignedOut(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.code === "session_not_found");
}

/** Past SIGN_OUT_TIMEOUT_MS ("Sign out timeout") the request is abandoned and this device signs out anyway. */
function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === "TimeoutError";
}

/** How long a sign-out waits for the page's requests in flight before ending the session anyway. */
const SETTLE_BEFORE_SIGN_OUT_MS = 2_000;

/**
 * Resolves once no query is fetching (or after SETTLE_BEFORE_SIGN_OUT_MS): the requests
 * a page sent with the session are answered before the session ends, rather than refused
 * with a 401 a moment after it.
 */
export function requestsSettled(client: QueryClient): Promise<void> {
  if (client.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
    const timer = setTimeout(done, SETTLE_BEFORE_SIGN_OUT_MS);
  });
}

export async function endSession(who: SignedInAs): Promise<void> {
  const signal = AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS);
  try {
    await sendSignOut(who, signal);
  } catch (error) {
    if (!isTimeout(error) && !isAlreadySignedOut(error)) throw error;
  }
}
