import {
  errorBodySchema,
  fillPath,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from "../shared/api/endpoint";
import { messages } from "../shared/messages";
import { ApiError } from "./api-error";
import { readChildSession } from "./session/child-session-store";

export { ApiError, errorMessage } from "./api-error";

export interface CallInput<E extends Endpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
}

/** Who a request answered "not authenticated" was made for. */
export type SignedInAs = "parent" | "child";
type Listener = (who: SignedInAs, error: ApiError) => void;
const authLostListeners = new Set<Listener>();
/**
 * Called when a signed-in request is answered 401: the session it carried has ended
 * (signed out elsewhere, password changed, expired). The app signs that user out here,
 * once for every call, rather than each page reading the error.
 */
export function onAuthLost(listener: Listener): () => void {
  authLostListeners.add(listener);
  return () => authLostListeners.delete(listener);
}

function queryString(query: unknown): string {
  if (!query || typeof query !== "object") return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      search.set(key, String(value));
    }
  }
  const s = search.toString();
  return s ? `?${s}` : "";
}

/** The one way the client calls the server: typed by the shared endpoint definition. */
export async function api<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<ResponseOf<E>> {
  const url = fillPath(endpoint.path, input.params as Record<string, string> | undefined) + queryString(input.query);
  const headers: Record<string, string> = { accept: "application/json" };
  const child = readChildSession();
  if (child && endpoint.access !== "parent" && endpoint.access !== "admin")
    headers.authorization = `Bearer ${child.token}`;
  const hasBody = input.body !== undefined;
  if (hasBody) headers["content-type"] = "application/json";

  let res: Response;
  try {
    res = await fetch(url, {
      method: endpoint.method,
      headers,
      body: hasBody ? JSON.stringify(input.body) : undefined,
      credentials: "same-origin",
      signal: input.signal,
    });
  } catch (error) {
    // Abandoned by the caller (an AbortError) or past its time limit (a TimeoutError): the caller decides.
    if (input.signal?.aborted) throw input.signal.reason;
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network_error", messages.somethingWentWrong);
  }

  const payload: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = errorBodySchema.safeParse(payload);
    const error = parsed.success
      ? new ApiError(res.status, parsed.data.error.code, parsed.data.error.message, parsed.data.error.fields)
      : new ApiError(res.status, "http_error", messages.somethingWentWrong);
    const who: SignedInAs | null = headers.authorization ? "child" : endpoint.access === "public" ? null : "parent";
    if (who && res.status === 401) for (const listener of authLostListeners) listener(who, error);
    throw error;
  }
  const parsed = endpoint.response.safeParse(payload);
  if (!parsed.success) throw new ApiError(res.status, "invalid_response", messages.invalidResponse);
  return parsed.data as ResponseOf<E>;
}
